import { Client } from 'pg';
import type { VersionFeed } from '../http/cache';

/** A dedicated PostgreSQL connection that LISTENs for data_version changes of any process. */
export function pgVersionFeed(connectionString: string, channel: string): VersionFeed {
  const client = new Client({ connectionString });
  let closed = false;
  return {
    async subscribe(onChange, onLost) {
      client.on('notification', (msg) => msg.channel === channel && onChange());
      client.on('error', () => undefined);
      client.on('end', () => {
        if (!closed) onLost();
      });
      await client.connect();
      await client.query(`listen ${channel}`);
    },
    async close() {
      closed = true;
      await client.end().catch(() => undefined);
    },
  };
}
