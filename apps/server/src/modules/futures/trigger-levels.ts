import { Decimal } from '@meridian/contract';
import {
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_MARGIN_WARNING_PERCENT,
  FUTURES_MARGIN_WARNING_REARM_PERCENT,
  FUTURES_STATUS,
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

/** Decimal places of a stored amount (NUMERIC(36,18)): the scale of the exact alert arithmetic. */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string as an integer count of 10^-18 (a stored amount has at most 18 decimals). */
function scaled(v: string): bigint {
  const negative = v.startsWith('-');
  const [int = '0', frac = ''] = (negative ? v.slice(1) : v).split('.');
  const n = BigInt(int + frac.slice(0, SCALE).padEnd(SCALE, '0'));
  return negative ? -n : n;
}

const WARN = scaled(FUTURES_MARGIN_WARNING_PERCENT);
const REARM = scaled(FUTURES_MARGIN_WARNING_REARM_PERCENT);
const LIQUIDATION = scaled(FUTURES_LIQUIDATION_RISK_PERCENT);
const ceilDiv = (n: bigint, d: bigint) => (n > 0n ? (n + d - 1n) / d : n / d);
const floorDiv = (n: bigint, d: bigint) => (n >= 0n ? n / d : -((-n + d - 1n) / d));

/**
 * The margin-alert level of an open position, in the pair's ticks: while no warning is out, the mark where its
 * margin ratio reaches the warning percent (crossed toward liquidation); once warned, the mark where it is back
 * under the re-arm percent (crossed away from it). The contract's `futuresMarginRatioPrice` (the liquidation
 * formula at liquidation % × 100 ÷ ratio % of the opening margin, a long rounded up and at least one tick, a
 * short down), computed exactly in integers: a restart builds it for every open position, and the re-arm ratio's
 * threshold (200 ÷ 7 %) has no finite decimal.
 */
export function alertLevel(
  long: boolean,
  warned: boolean,
  p: { entry: string; quantity: string; margin: string; originMargin: string },
  pricePrecision: number,
): { kind: 'warn' | 'rearm'; level: bigint; direction: 'above' | 'below' } {
  const ratio = warned ? REARM : WARN;
  const liq = LIQUIDATION;
  const [e, q, m, o] = [p.entry, p.quantity, p.margin, p.originMargin].map(scaled) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  // level = entry ∓ (margin − origin × liq ÷ ratio) ÷ quantity, over the common denominator ONE × ratio × q
  const cushion = (m * ratio - o * liq) * ONE;
  const den = ONE * ratio * q;
  const tick = 10n ** BigInt(pricePrecision);
  const level = long
    ? ceilDiv((e * ratio * q - cushion) * tick, den)
    : floorDiv((e * ratio * q + cushion) * tick, den);
  const kept = long && level < 1n ? 1n : level;
  const towardLiquidation = long ? 'below' : 'above';
  const away = long ? 'above' : 'below';
  return warned
    ? { kind: 'rearm', level: kept, direction: away }
    : { kind: 'warn', level: kept, direction: towardLiquidation };
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
  const at = (kind: TriggerKind, level: bigint, direction: 'above' | 'below') =>
    out.push({
      id: `${kind}:${row.id}`,
      symbol: pair.symbol,
      direction,
      level,
      payload: { positionId: row.id, kind },
    });
  const add = (kind: TriggerKind, price: string | null, direction: 'above' | 'below') => {
    if (price !== null) at(kind, ticks(price, pair.pricePrecision), direction);
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
      at(a.kind, a.level, a.direction);
    }
  }
  return out;
}
