import { Decimal } from '@meridian/contract';
import { FUTURES_STATUS } from '@meridian/contract/futures';
import type { Trigger } from '../../engines/triggers/types';
import type { FuturesPositionRow } from './futures.schema';
import type { FuturesPair } from './futures.rules';

/** lim = a pending limit's activation, tp / sl / liq = an open position's take-profit, stop-loss, liquidation. */
export type TriggerKind = 'lim' | 'tp' | 'sl' | 'liq';
export interface TriggerPayload {
  positionId: number;
  kind: TriggerKind;
}

/** A price in the pair's ticks, rounded half up (a stored price has at most the pair's precision). */
export const ticks = (price: string, pricePrecision: number) =>
  BigInt(new Decimal(price).mul(new Decimal(10).pow(pricePrecision)).toFixed(0));

/**
 * The trigger levels of a position, in the pair's ticks. A pending buy activates when the mark falls to its
 * limit ('below'), a sell when it rises to it ('above'). An open long takes profit 'above' and stops or is
 * liquidated 'below'; a short the reverse. Other states have none.
 */
export function levelsOf(row: FuturesPositionRow, pair: FuturesPair): Trigger<TriggerPayload>[] {
  const long = row.side === 1;
  const out: Trigger<TriggerPayload>[] = [];
  const add = (kind: TriggerKind, price: string | null, direction: 'above' | 'below') => {
    if (price === null) return;
    out.push({
      id: `${kind}:${row.id}`,
      symbol: pair.symbol,
      direction,
      level: ticks(price, pair.pricePrecision),
      payload: { positionId: row.id, kind },
    });
  };
  if (row.status === FUTURES_STATUS.pending) add('lim', row.targetPrice, long ? 'below' : 'above');
  if (row.status === FUTURES_STATUS.open) {
    add('tp', row.takeProfit, long ? 'above' : 'below');
    add('sl', row.stopLoss, long ? 'below' : 'above');
    add('liq', row.liquidationPrice, long ? 'below' : 'above');
  }
  return out;
}
