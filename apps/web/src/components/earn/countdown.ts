/** Pure countdown arithmetic for the earn screens (tested in countdown.test.ts). */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target is reached (or unparsable / empty): nothing left to count. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `nowMs` to `target` (an ISO time), never negative. */
export function countdownParts(target: string, nowMs: number): CountdownParts {
  const at = target ? Date.parse(target) : NaN;
  const left = Number.isFinite(at) ? Math.max(0, Math.ceil((at - nowMs) / 1000)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** "03:04:05" (hours, minutes, seconds of the parts; days are said separately). */
export function clockOf(p: CountdownParts): string {
  return `${two(p.hours)}:${two(p.minutes)}:${two(p.seconds)}`;
}

/**
 * A 0–100 percentage as a number for a bar's width: clamped, unparsable → 0. Display strings stay decimal
 * strings; only the CSS width uses this number.
 */
export function barWidth(percent: string | number): number {
  const n = typeof percent === 'number' ? percent : Number.parseFloat(percent);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}
