import { Decimal } from '@meridian/contract';
import {
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_MARGIN_WARNING_PERCENT,
  FUTURES_MARGIN_WARNING_REARM_PERCENT,
  FUTURES_STATUS,
  futuresMarginRatioPrice,
} from '@meridian/contract/futures';
import type { Trigger } from '../../engines/triggers/types';
import type { FuturesPositionRow } from './futures.schema';
import type { FuturesPair } from './futures.rules';

/**
 * lim = a pending limit's activation; tp / sl / liq = an open position's take-profit, stop-loss, liquidation;
 * lc = its reduce-only limit close; warn / rearm = its margin warning and the level that re-arms it.
 */
export type TriggerKind = 'lim' | 'tp' | 'sl' | 'liq' | 'lc' | 'warn' | 'rearm';
export const TRIGGER_KINDS: readonly TriggerKind[] = ['lim', 'tp', 'sl', 'liq', 'lc', 'warn', 'rearm'];
export interface TriggerPayload {
  positionId: number;
  kind: TriggerKind;
}

/** A price in the pair's ticks, rounded half up (a stored price has at most the pair's precision). */
export const ticks = (price: string, pricePrecision: number) =>
  BigInt(new Decimal(price).mul(new Decimal(10).pow(pricePrecision)).toFixed(0));

/**
 * The margin-alert level of an open position: while no warning is out, the mark where its margin ratio
 * reaches the warning percent (crossed toward liquidation); once warned, the mark where it is back under the
 * re-arm percent (crossed away from it). Rounded like a liquidation level, in the pair's price decimals.
 */
export function alertLevel(
  long: boolean,
  warned: boolean,
  p: { entry: string; quantity: string; margin: string; originMargin: string },
  pricePrecision: number,
): { kind: 'warn' | 'rearm'; price: Decimal; direction: 'above' | 'below' } {
  const ratio = warned ? FUTURES_MARGIN_WARNING_REARM_PERCENT : FUTURES_MARGIN_WARNING_PERCENT;
  const price = futuresMarginRatioPrice(
    long ? 'long' : 'short',
    p,
    ratio,
    FUTURES_LIQUIDATION_RISK_PERCENT,
    pricePrecision,
  );
  const towardLiquidation = long ? 'below' : 'above';
  const away = long ? 'above' : 'below';
  return warned
    ? { kind: 'rearm', price, direction: away }
    : { kind: 'warn', price, direction: towardLiquidation };
}

/**
 * The trigger levels of a position, in the pair's ticks. A pending buy activates when the mark falls to its
 * limit ('below'), a sell when it rises to it ('above'). An open long takes profit and closes at its limit
 * 'above' and stops or is liquidated 'below'; a short the reverse; and its margin alert (alertLevel). Other
 * states have none.
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
    add('lc', row.closeLimitPrice ?? null, long ? 'above' : 'below');
    if (row.price !== null && row.quantity && row.margin && row.originMargin) {
      const a = alertLevel(
        long,
        row.marginWarned ?? false,
        { entry: row.price, quantity: row.quantity, margin: row.margin, originMargin: row.originMargin },
        pair.pricePrecision,
      );
      add(a.kind, a.price.toFixed(), a.direction);
    }
  }
  return out;
}
