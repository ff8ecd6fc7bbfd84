import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MailerSettings } from '../mail/mailer';
import type { BatchResult, ComposeSettings, MailJob } from './compose';

// The mail thread: the server's notifications are rendered, signed, built into MIME and sent
// (SMTP or the outbox folder) in a worker thread at the lowest CPU priority, so a round of
// thousands of mails leaves the main thread to the database and the requests. It starts with the
// first batch and ends after IDLE_MS without one (or when the notifier stops).

/** What the mail thread is started with. */
export interface MailThreadSetup {
  mailer: MailerSettings;
  compose: ComposeSettings;
  /** The server's secret, to sign the unsubscribe links. */
  secret: Uint8Array;
}

/** Main thread -> mail thread. */
export type ToMailThread = { batch: number; jobs: MailJob[] } | { close: true };
/** Mail thread -> main thread. */
export type FromMailThread = { ready: true } | ({ batch: number } & BatchResult) | { log: string };

const IDLE_MS = 30_000;

/** The worker's entry: compiled beside main.js by `npm run build`, or the TypeScript source
 *  through tsx's require hook (tsx, jest). */
function startWorker(setup: MailThreadSetup): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'mail-worker.js'), { workerData: setup });
  const entry = path.join(__dirname, 'mail-worker.ts');
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`;
  // No inherited flags: tsx's own loader (under `tsx`) or jest's would be set up a second time.
  return new Worker(code, { eval: true, workerData: setup, execArgv: [] });
}

export class MailThread {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private readonly waiting = new Map<number, { resolve: (r: BatchResult) => void; reject: (e: Error) => void }>();
  private batches = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly setup: MailThreadSetup,
    private readonly log: (msg: string) => void,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** The worker's thread id while it runs (null when there is none). */
  get threadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  /** Sends a batch in the mail thread: the ids it sent, and those refused with SMTP's answer. A
   *  thread that cannot start refuses them all (tried again later, like a refusing SMTP server). */
  async send(jobs: MailJob[]): Promise<BatchResult> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    let worker: Worker;
    try {
      worker = this.worker ?? (await (this.starting ??= this.start().finally(() => (this.starting = null))));
    } catch (e) {
      const error = `the mail thread did not start: ${(e as Error).message}`.slice(0, 500);
      return { sent: [], refused: jobs.map((j) => ({ id: j.id, error })) };
    }
    const batch = ++this.batches;
    try {
      return await new Promise<BatchResult>((resolve, reject) => {
        this.waiting.set(batch, { resolve, reject });
        worker.postMessage({ batch, jobs } satisfies ToMailThread);
      });
    } finally {
      if (this.waiting.size === 0 && this.worker === worker) {
        this.idle = setTimeout(() => void this.close(), this.idleMs);
        this.idle.unref();
      }
    }
  }

  private async start(): Promise<Worker> {
    // A thread inherits its creator's priority: the thread pool (files, crypto) is made here,
    // by the main thread, if it is not there yet, never by the lowered mail thread.
    await fs.promises.access(__filename);
    const worker = startWorker(this.setup);
    let started!: { resolve: () => void; reject: (e: Error) => void };
    const ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
    worker.on('message', (msg: FromMailThread) => {
      if ('ready' in msg) return started.resolve();
      if ('log' in msg) return this.log(msg.log);
      const w = this.waiting.get(msg.batch);
      this.waiting.delete(msg.batch);
      w?.resolve({ sent: msg.sent, refused: msg.refused });
    });
    const fail = (e: Error) => {
      started.reject(e);
      if (this.worker === worker) this.worker = null;
      // A chunk it held is left `handing`: the next round settles it (sender.ts).
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the mail thread stopped (exit code ${code})`)));
    await ready;
    this.worker = worker;
    return worker;
  }

  /** Ends the mail thread once it has closed its SMTP connections (or after 5 s). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    await this.starting?.catch(() => undefined);
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ close: true } satisfies ToMailThread);
    const timer = setTimeout(() => void worker.terminate(), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
