import { Client } from 'pg';
import type { VersionFeed } from './dataVersion';

/**
 * One dedicated PostgreSQL connection that LISTENs on several channels (the data version, the
 * users' changes) for every process's commits. Each channel is a feed; the connection is made
 * when the first feed subscribes and closed once.
 */
export function pgListener(connectionString: string) {
  const client = new Client({ connectionString });
  const handlers = new Map<string, { onChange: (payload: string) => void; onLost: () => void }>();
  let closed = false;
  let connecting: Promise<void> | null = null;
  const connect = () =>
    (connecting ??= (async () => {
      client.on('notification', (msg) => handlers.get(msg.channel)?.onChange(msg.payload ?? ''));
      client.on('error', () => undefined);
      client.on('end', () => {
        if (!closed) for (const h of handlers.values()) h.onLost();
      });
      await client.connect();
    })());
  const listener = {
    feed(channel: string): VersionFeed {
      return {
        async subscribe(onChange, onLost) {
          handlers.set(channel, { onChange, onLost });
          await connect();
          await client.query(`listen ${channel}`);
        },
        close: () => listener.close(),
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.end().catch(() => undefined);
    },
  };
  return listener;
}
