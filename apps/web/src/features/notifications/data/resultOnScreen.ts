import { toShownDecimal } from '@meridian/contract';

/**
 * Options whose result the screen in front shows itself (the options ticket's result dialog): the app-wide
 * toast of their settlement push is then not shown, so the result is never hidden under its own toast. An
 * option is known by what both the order and the push carry: pair, seconds and stake.
 */

/** How long a result dialog that has been shown keeps the push's toast away (the push follows within seconds). */
export const RESULT_SHOWN_MS = 20_000;

const holders = new Map<string, number>();
const shownUntil = new Map<string, number>();

/** The key of one option: "BTC/USDT|30|100" (the stake as a plain decimal, "100.000000" → "100"). */
export function optionResultKey(symbol: string, seconds: number | string, stake: string | number): string {
  const d = toShownDecimal(stake);
  return `${symbol}|${String(seconds)}|${d ? d.toFixed() : String(stake)}`;
}

/** A running option on screen, whose result its page will show: held until the returned release. */
export function holdOptionResult(key: string): () => void {
  holders.set(key, (holders.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(key) ?? 1) - 1;
    if (left > 0) holders.set(key, left);
    else holders.delete(key);
  };
}

/** The page has shown this option's result: its toast stays away for `forMs`. */
export function optionResultShown(key: string, now = Date.now(), forMs = RESULT_SHOWN_MS): void {
  shownUntil.set(key, now + forMs);
  for (const [k, until] of shownUntil) if (until < now) shownUntil.delete(k);
}

/** Whether the screen shows (or is about to show) this option's result itself. */
export function isOptionResultOnScreen(key: string, now = Date.now()): boolean {
  return (holders.get(key) ?? 0) > 0 || (shownUntil.get(key) ?? 0) >= now;
}
