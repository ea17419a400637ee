/**
 * A seeded pseudo-random generator (mulberry32) for the synthetic data: the same seed gives the
 * same data on every machine. Never used by the analyses themselves, which are deterministic.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A random subset of `count` items, order kept. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Log-normal around `median` with spread `sigma` (natural log scale). */
  logNormal(median: number, sigma: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const gaussian = (): number => {
    const u = Math.max(next(), Number.EPSILON);
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const indexed = items.map((item, i) => ({ item, i, key: next() }));
      return indexed
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .sort((a, b) => a.i - b.i)
        .map((x) => x.item);
    },
    logNormal: (median, sigma) => median * Math.exp(sigma * gaussian()),
  };
}
