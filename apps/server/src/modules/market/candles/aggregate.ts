import { Decimal } from '@meridian/contract';
import type { Period } from '@meridian/contract/market';
import type { RawBar } from '../feed/types';
import { bucketStart } from './periods';

/**
 * Folds finer bars (ascending by t) into buckets of `period`: first open, highest high, lowest low,
 * last close, summed volume and turnover. Exact decimal arithmetic.
 */
export function aggregateBars(bars: readonly RawBar[], period: Period): RawBar[] {
  const out: RawBar[] = [];
  let current:
    | {
        t: number;
        open: string;
        high: Decimal;
        low: Decimal;
        close: string;
        volume: Decimal;
        amount: Decimal;
      }
    | undefined;
  const flush = () => {
    if (!current) return;
    out.push({
      t: current.t,
      open: current.open,
      high: current.high.toString(),
      low: current.low.toString(),
      close: current.close,
      volume: current.volume.toString(),
      amount: current.amount.toString(),
    });
  };
  for (const bar of bars) {
    const t = bucketStart(period, bar.t);
    if (!current || current.t !== t) {
      flush();
      current = {
        t,
        open: bar.open,
        high: new Decimal(bar.high),
        low: new Decimal(bar.low),
        close: bar.close,
        volume: new Decimal(bar.volume),
        amount: new Decimal(bar.amount),
      };
      continue;
    }
    current.high = Decimal.max(current.high, bar.high);
    current.low = Decimal.min(current.low, bar.low);
    current.close = bar.close;
    current.volume = current.volume.plus(bar.volume);
    current.amount = current.amount.plus(bar.amount);
  }
  flush();
  return out;
}

/** Folds a tick into a bar of the same bucket (or starts a new bar at `t`). */
export function applyTick(bar: RawBar | undefined, t: number, price: string, volume: string): RawBar {
  const amount = new Decimal(volume).mul(price);
  if (!bar || bar.t !== t) {
    return { t, open: price, high: price, low: price, close: price, volume, amount: amount.toString() };
  }
  return {
    t,
    open: bar.open,
    high: Decimal.max(bar.high, price).toString(),
    low: Decimal.min(bar.low, price).toString(),
    close: price,
    volume: new Decimal(bar.volume).plus(volume).toString(),
    amount: new Decimal(bar.amount).plus(amount).toString(),
  };
}
