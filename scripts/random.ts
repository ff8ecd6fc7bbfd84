// Deterministic randomness for the demo season and the benchmark's data (same seed, same data).

/** mulberry32: a small seeded PRNG, so every run makes the same season. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Dice {
  constructor(private readonly random: () => number) {}
  next = () => this.random();
  chance = (p: number) => this.random() < p;
  int = (lo: number, hi: number) => lo + Math.floor(this.random() * (hi - lo + 1));
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** One item, chosen with probability proportional to its weight (null when none can be). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | null {
    const ws = items.map((i) => Math.max(0, weight(i)));
    const total = ws.reduce((a, b) => a + b, 0);
    if (total <= 0) return null;
    let r = this.random() * total;
    for (let i = 0; i < items.length; i++) {
      r -= ws[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }
  /** n distinct items, each chosen by weight. */
  weightedDistinct<T>(items: readonly T[], n: number, weight: (item: T) => number): T[] {
    const left = [...items];
    const out: T[] = [];
    while (out.length < n && left.length > 0) {
      const chosen = this.weighted(left, weight) ?? left[0];
      out.push(chosen);
      left.splice(left.indexOf(chosen), 1);
    }
    return out;
  }
  /** A value from a table of [value, weight]. */
  table<T>(rows: readonly (readonly [T, number])[]): T {
    return this.weighted(rows, (r) => r[1])![0];
  }
}

