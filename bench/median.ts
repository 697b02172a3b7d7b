/** The median, lowest and highest of a benchmark's repeated figures. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The middle value (the lower middle of an even count), so that it is a measured run. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The index of the run whose `key` is the median. */
export function medianIndex<T>(runs: readonly T[], key: (run: T) => number): number {
  const order = runs.map((run, i) => ({ value: key(run), i })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]?.i ?? 0;
}
