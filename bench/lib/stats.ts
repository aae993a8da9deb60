/** Percentiles of timings, as the benchmarks print them (milliseconds to one decimal). */

/** The q-quantile of an ascending list (nearest rank); 0 for an empty list. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Milliseconds to one decimal. */
export const ms = (v: number) => Number(v.toFixed(1));

/** p50, p99 and max of a list of timings in ms (any order). */
export function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: ms(quantile(s, 0.5)), p99: ms(quantile(s, 0.99)), max: ms(s.at(-1) ?? 0) };
}
