// First: the lowest priority, before anything else is loaded.
import './lowest-priority';
import { parentPort, workerData } from 'node:worker_threads';
import { makeMailer } from '../mail/mailer';
import { UnsubscribeTokens } from '../auth/unsubscribe';
import { PARALLEL, composer, sendJobs } from './compose';
import type { FromMailThread, MailThreadSetup, ToMailThread } from './mail-thread';

// The mail thread's entry (started by mail-thread.ts): batches of claimed mails in, the ids sent
// and refused out. It never touches the database.

const port = parentPort!;
const setup = workerData as MailThreadSetup;
const post = (msg: FromMailThread) => port.postMessage(msg);
// The outbox's files too are written at this thread's priority (not by the shared thread pool).
const mailer = makeMailer({ ...setup.mailer, log: (log) => post({ log }), filesInThisThread: true });
const compose = composer(setup.compose, new UnsubscribeTokens(setup.secret));

port.on('message', (msg: ToMailThread) => {
  if ('close' in msg) {
    mailer.close?.();
    port.close();
    // The thread ends once its connections have closed; anything else holding it is cut off.
    setTimeout(() => process.exit(0), 1_000).unref();
    return;
  }
  void sendJobs(msg.jobs, mailer, compose, PARALLEL).then((result) => post({ batch: msg.batch, ...result }));
});
post({ ready: true });
