import type { IncomingMessage } from 'node:http';

/** The most of a refused body read and thrown away before answering, in bytes and in time. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads and throws away the rest of a request body refused before it was all received (too
 * large), so that the answer goes out on a connection the client is done writing to. Answering
 * first and closing while the client still sends makes its system reset the connection, and the
 * client can lose the answer (ECONNRESET/EPIPE) before reading it. Capped in bytes and time: past
 * that the answer goes out and the connection closes as before.
 */
export function drainRequest(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}
