/** Work done after the answer has gone (sending mail), so an answer never waits for it and takes
 *  the same time whatever the work is. The server waits for it before closing. */
export class Background {
  private pending = new Set<Promise<void>>();

  constructor(private readonly onError: (e: unknown) => void) {}

  run(work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((e: unknown) => this.onError(e))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once no work is left (tests, and the server before it closes). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
