import { performance, type EventLoopUtilization } from 'node:perf_hooks';

// The round of notifications gives way to the server's answers: before each of its database
// steps it looks at how busy this process's event loop was since the last step, and while that
// was more than half the time it waits a moment. Mail can be a few seconds late; an answer should
// not be. A server that stays busy still sends, a step at least every MAX_WAIT_MS.

/** Share of the time the event loop may have been busy for a step to go ahead at once. */
const BUSY = 0.5;
const LOOK_MS = 100;
const MAX_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Pace {
  private mark: EventLoopUtilization = performance.eventLoopUtilization();

  /** Resolves once the event loop has been less than half busy for a moment (or after 2 s). */
  async whenQuiet(): Promise<void> {
    for (let waited = 0; ; waited += LOOK_MS) {
      const busy = performance.eventLoopUtilization(this.mark).utilization;
      this.mark = performance.eventLoopUtilization();
      if (busy <= BUSY || waited >= MAX_WAIT_MS) return;
      await sleep(LOOK_MS);
    }
  }
}
