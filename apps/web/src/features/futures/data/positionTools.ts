import type { Decimal } from '@meridian/contract';
import {
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_MONEY_DECIMALS,
  futuresLiquidationAfterMargin,
  futuresMaxRemovableMargin,
  futuresPnl,
  futuresSplit,
} from '@meridian/contract/futures';
import type { FuturesPosition } from '@meridian/contract/futures';
import { positiveAmount } from '../../../lib/amountInput';
import { closeEstimate, type CloseEstimate } from './positions';

/** The close sheet's and the margin sheet's numbers: the contract's formulas, as the server applies them. */

/** The quick picks of the close sheet, in percent of the lots open. */
export const CLOSE_PERCENTS = [25, 50, 75, 100] as const;

/** `percent` of `lots`, in whole lots rounded down, at least one. */
export const lotsAt = (lots: number, percent: number): number =>
  Math.max(1, Math.floor((lots * percent) / 100));

/** Whole lots from 1 to `max` typed in `value`, or null. */
export function closeLots(value: string, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number.parseInt(value, 10);
  return n >= 1 && n <= max ? n : null;
}

const priceDecimalsOf = (p: FuturesPosition) => p.price.split('.')[1]?.length ?? 0;

/**
 * What closing `lots` of `p` at `mark` records: the part the server splits off (its share of quantity, margin
 * and fees, `futuresSplit`) settled by the close formula. Null without a price.
 */
export function partCloseEstimate(p: FuturesPosition, lots: number, mark: string): CloseEstimate | null {
  if (lots >= p.share) return closeEstimate(p, mark);
  const s = futuresSplit(
    {
      lots: p.share,
      quantity: p.number,
      margin: p.caution_money,
      originMargin: p.origin_caution_money,
      tradeFee: p.open_fee,
      overnight: p.overnight_money,
    },
    lots,
    FUTURES_MONEY_DECIMALS,
  );
  return closeEstimate(
    {
      ...p,
      share: lots,
      number: s.part.quantity.toFixed(),
      caution_money: s.part.margin.toFixed(),
      open_fee: s.part.tradeFee.toFixed(),
      overnight_money: s.part.overnight.toFixed(),
    },
    mark,
  );
}

/** A limit close's price problem: the contract key, or null when it lies on the profit side of the mark. */
export function closeLimitProblem(p: FuturesPosition, price: string, mark: string): string | null {
  const v = positiveAmount(price);
  if (!v || v.decimalPlaces() > priceDecimalsOf(p)) return 'lever_close_limit_price_invalid';
  const m = positiveAmount(mark);
  if (m && (p.type_name === 'long' ? !v.gt(m) : !v.lt(m))) return 'lever_close_limit_side';
  return null;
}

/** The most margin the position may give back at `mark` (`futuresMaxRemovableMargin`). */
export function maxRemovable(p: FuturesPosition, mark: string): Decimal {
  const pnl =
    positiveAmount(mark) && positiveAmount(p.price) ? futuresPnl(p.type_name, p.price, mark, p.number) : 0;
  return futuresMaxRemovableMargin(
    { margin: p.caution_money, originMargin: p.origin_caution_money, quantity: p.number },
    pnl,
    FUTURES_LIQUIDATION_RISK_PERCENT,
    { price: priceDecimalsOf(p), money: FUTURES_MONEY_DECIMALS },
  );
}

/** The liquidation price once `delta` (negative: removed) changes the margin. */
export function liquidationAfter(p: FuturesPosition, delta: Decimal): string {
  const decimals = priceDecimalsOf(p);
  return futuresLiquidationAfterMargin(
    p.type_name,
    { entry: p.price, quantity: p.number, margin: p.caution_money, originMargin: p.origin_caution_money },
    delta,
    FUTURES_LIQUIDATION_RISK_PERCENT,
    decimals,
  ).toFixed(decimals);
}

/** A margin amount's problem for `action`: a contract key with its parameters, or null. */
export function marginProblem(
  action: 'add' | 'remove',
  amount: string,
  bounds: { available: string; removable: Decimal },
): { key: string; params?: Record<string, string> } | null {
  const v = positiveAmount(amount);
  if (!v || v.decimalPlaces() > FUTURES_MONEY_DECIMALS) return { key: 'lever_margin_amount_invalid' };
  if (action === 'add' && v.gt(bounds.available))
    return { key: 'lever_margin_insufficient', params: { amount: v.toFixed() } };
  if (action === 'remove' && v.gt(bounds.removable))
    return { key: 'lever_margin_remove_too_much', params: { max: bounds.removable.toFixed() } };
  return null;
}
