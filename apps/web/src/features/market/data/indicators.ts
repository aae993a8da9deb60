import { Dec, toDec } from '../../../lib/decimal';

/** Chart indicators on decimal strings (exact sums; the chart converts the result for display only). */

export const MA_PERIODS = [5, 10, 30] as const;

/**
 * Simple moving average of `values` over `n` points: null until `n` values exist, then the mean of the
 * last `n` as a decimal string. A rolling Decimal sum keeps it O(len) and exact.
 */
export function movingAverage(values: readonly string[], n: number): (string | null)[] {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`moving average length must be a positive integer, got ${n}`);
  const nums = values.map((v) => toDec(v) ?? new Dec(0));
  const out: (string | null)[] = [];
  let sum = new Dec(0);
  nums.forEach((d, i) => {
    sum = sum.plus(d);
    if (i >= n) sum = sum.minus(nums[i - n] ?? 0);
    out.push(i >= n - 1 ? sum.div(n).toString() : null);
  });
  return out;
}

/** The moving average ending at index `i` (for a live update of the last bar), or null when too short. */
export function movingAverageAt(values: readonly string[], n: number, i: number): string | null {
  if (i < n - 1 || i >= values.length) return null;
  let sum = new Dec(0);
  for (let k = i - n + 1; k <= i; k++) sum = sum.plus(toDec(values[k]) ?? 0);
  return sum.div(n).toString();
}
