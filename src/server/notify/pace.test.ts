import { performance } from 'node:perf_hooks';
import { Pace } from './pace';

// The round's steps give way to a busy event loop, and rest after a long step while it is busy.

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy */
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop about `share` busy (answers being given) until stopped. */
function busyLoop(share: number): () => void {
  const timer = setInterval(() => spin(10 * share), 10);
  return () => clearInterval(timer);
}

/** Keeps the event loop busy all the time until stopped. */
function fullyBusy(): () => void {
  let on = true;
  const next = () => {
    if (!on) return;
    spin(5);
    setImmediate(next);
  };
  next();
  return () => (on = false);
}

/** How long the step after a step taking `stepMs` waits. */
async function waitAfterStep(pace: Pace, stepMs: number): Promise<number> {
  await pace.step(async () => spin(stepMs));
  const started = performance.now();
  await pace.step(async () => undefined);
  return performance.now() - started;
}

/** How long the step after a step of `stepMs` waits while `load` keeps the loop busy. */
async function waitUnder(load: () => () => void, stepMs: number): Promise<number> {
  const stop = load();
  try {
    const pace = new Pace();
    await sleep(50);
    return await waitAfterStep(pace, stepMs);
  } finally {
    stop();
  }
}

test('on an idle loop the steps follow each other at once, however long they are', async () => {
  const pace = new Pace();
  // (a rest would be 9 times the step: 1.35 s)
  expect(await waitAfterStep(pace, 150)).toBeLessThan(700);
});

test('on a loop with answers to give a step is followed by a rest several times its length', async () => {
  // Busy less than half the time: a step would go at once, but not right after a long one.
  const waited = await waitUnder(() => busyLoop(0.4), 60);
  expect(waited).toBeGreaterThanOrEqual(450);
  expect(waited).toBeLessThan(2_500);
});

test('a loop that stays busy still lets a step through every 2 s', async () => {
  const waited = await waitUnder(fullyBusy, 400);
  expect(waited).toBeGreaterThanOrEqual(1_900);
  expect(waited).toBeLessThan(2_600);
});
