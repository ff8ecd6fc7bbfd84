import os from 'node:os';

// Imported first by the mail thread's entry (mail-worker.ts), so that loading its packages (the
// mailer's, the templates') already runs at the lowest priority, for this thread only (Linux sets
// it per thread): requests on the main thread come first and mail goes out on idle time. Where
// that is not allowed, normal priority.
try {
  os.setPriority(19);
} catch {
  // not permitted here: the mails go out at normal priority
}
