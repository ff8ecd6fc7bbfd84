import { performance, type EventLoopUtilization } from 'node:perf_hooks';

// The round of notifications gives way to the server's answers: before each of its database
// steps it looks at how busy this process's event loop was since the last step (leaving out the
// round's own steps), and while that was more than half the time it waits a moment. After a step
// that kept the loop busy for a while it also rests, while the loop has answers to give, REST
// times as long: on the embedded database every step runs in the server's own thread, so the
// round then takes at most about a tenth of a busy loop, however short the quiet moments between
// answers are. Mail can be a few seconds late; an answer should not be. A server that stays busy
// still sends, a step at least every MAX_WAIT_MS.

/** Share of the time the event loop may have been busy for a step to go ahead at once. */
const BUSY = 0.5;
/** Below this share the loop has (almost) nothing to answer: the rest after a step is cut short. */
const IDLE = 0.2;
/** The rest after a step, as a multiple of the step's time, while the loop is busy. */
const REST = 9;
const LOOK_MS = 100;
/** The shortest time (without the round's own steps) a look can tell the loop's business from. */
const MIN_SPAN_MS = 20;
const MAX_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Pace {
  private mark: EventLoopUtilization = performance.eventLoopUtilization();
  /** Time of the round's own steps since the mark. */
  private own = 0;
  /** The rest owed for the steps since the last wait. */
  private rest = 0;

  /** `stepsInThisThread`: the database runs in this thread (the embedded one), so a step's time
   *  is this loop's own work and is left out of how busy the loop was. On PostgreSQL a step is
   *  mostly this loop waiting for the database's answer, time in which it answers requests: left
   *  out, those answers would not count and the round would not give way to them. */
  constructor(private readonly stepsInThisThread = true) {}

  /** Runs a database step of the round once the loop is quiet (see whenQuiet), and times it. */
  async step<T>(run: () => Promise<T>): Promise<T> {
    await this.whenQuiet();
    const started = performance.now();
    try {
      return await run();
    } finally {
      const took = performance.now() - started;
      if (this.stepsInThisThread) this.own += took;
      this.rest += took * REST;
    }
  }

  /** How busy the loop was since the last look, leaving out the round's own steps (its busy and
   *  total time): null when that was too short a time to tell. */
  private look(): { busy: number; span: number } | null {
    const since = performance.eventLoopUtilization(this.mark);
    const own = Math.min(this.own, since.active);
    const span = since.active + since.idle - own;
    if (span < MIN_SPAN_MS) return null;
    this.mark = performance.eventLoopUtilization();
    this.own = 0;
    return { busy: since.active - own, span };
  }

  /** Resolves once the event loop has been less than half busy for a moment, and the rest after
   *  the last steps is over or the loop has been nearly idle all along (or after 2 s). */
  async whenQuiet(): Promise<void> {
    const rest = Math.min(this.rest, MAX_WAIT_MS);
    this.rest = 0;
    const started = performance.now();
    const all = { busy: 0, span: 0 };
    for (;;) {
      const seen = this.look();
      const waited = performance.now() - started;
      if (waited >= MAX_WAIT_MS) return;
      if (seen) {
        all.busy += seen.busy;
        all.span += seen.span;
        if (seen.busy <= BUSY * seen.span && (waited >= rest || all.busy <= IDLE * all.span)) return;
      }
      await sleep(seen ? LOOK_MS : MIN_SPAN_MS);
    }
  }
}
