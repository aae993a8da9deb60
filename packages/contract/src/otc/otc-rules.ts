import { KYC_LIMITS } from '../constants';
import { Decimal } from '../decimal';
import type { MessageKey, MessageParams } from '../errors';

type DecimalValue = Decimal | string | number;

/**
 * OTC fast buy and sell (otc/otc, fiat trade limits), one copy each, used by the server
 * and previewed by the web. A quote is the feed price of the coin in USDT × the fiat's rate (fiat units per USD ≈
 * per USDT) × (1 + spread) for a buy, × (1 − spread) for a sell, locked for 60 s. The fiat total has 2 decimals:
 * a buy's total rounds UP (the user pays), a sell's payout rounds DOWN (the user is paid); a coin amount derived
 * from a total rounds in the desk's favour to the coin's decimals.
 */

export const OTC_SIDES = ['buy', 'sell'] as const;
export type OtcSide = (typeof OTC_SIDES)[number];

/**
 * Order states. Buy: pending (awaiting the transfer) → paid (voucher uploaded, awaiting the operator) →
 * completed | rejected; pending → cancelled (by the user) | expired (the payment window ended). Sell: pending
 * (coins held, awaiting the operator's payout) → completed | rejected.
 */
export const OTC_STATUSES = ['pending', 'paid', 'completed', 'rejected', 'cancelled', 'expired'] as const;
export type OtcStatus = (typeof OTC_STATUSES)[number];
/** States an order never leaves. */
export const OTC_FINAL_STATUSES: readonly OtcStatus[] = ['completed', 'rejected', 'cancelled', 'expired'];

/** A quote is locked for 60 s. */
export const OTC_QUOTE_TTL_MS = 60_000;
/** Desk defaults (the operator changes them in the console; published in otc/config). */
export const OTC_DEFAULT_SPREAD_BPS = 150;
export const OTC_SPREAD_MAX_BPS = 2000;
export const OTC_DEFAULT_PAY_WINDOW_MINUTES = 15;
export const OTC_PAY_WINDOW_MINUTES = { min: 5, max: 1440 } as const;
export const OTC_DEFAULT_COINS = ['USDT', 'BTC', 'ETH'] as const;
export const OTC_DEFAULT_MIN_USDT = '10';
export const OTC_DEFAULT_MAX_USDT = '1000000';
/** Fiat totals have 2 decimals. */
export const OTC_FIAT_DECIMALS = 2;
/** A quoted price (fiat per coin) keeps 8 decimals: a buy's rounds up, a sell's down. */
export const OTC_PRICE_DECIMALS = 8;
/** Per-order cap by verified identity level, in USDT value; level 0 may not trade. */
export const OTC_LEVEL_CAPS_USDT = {
  1: KYC_LIMITS.lv1.fiatTradeMaxUsdt,
  2: KYC_LIMITS.lv2.fiatTradeMaxUsdt,
} as const;

const BPS = new Decimal(10_000);

/**
 * The quoted price in fiat per coin: feed (USDT per coin; 1 for USDT) × fiat rate × (1 ± spread), to
 * OTC_PRICE_DECIMALS, a buy's rounded up and a sell's down. BTC 50,000 × CNY 7.2 at 150 bps: buy 365,400, sell
 * 354,600.
 */
export function otcPrice(
  side: OtcSide,
  feedUsdt: DecimalValue,
  fiatRate: DecimalValue,
  spreadBps: number,
): Decimal {
  const mid = new Decimal(feedUsdt).times(fiatRate);
  const factor = side === 'buy' ? BPS.plus(spreadBps) : BPS.minus(spreadBps);
  const rounding = side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN;
  return mid.times(factor).div(BPS).toDecimalPlaces(OTC_PRICE_DECIMALS, rounding);
}

/** The fiat total of `amount` coins at `price`: a buy's rounded up (the user pays), a sell's down (the user is paid). */
export function otcTotal(side: OtcSide, price: DecimalValue, amount: DecimalValue): Decimal {
  const rounding = side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN;
  return new Decimal(amount).times(price).toDecimalPlaces(OTC_FIAT_DECIMALS, rounding);
}

export type OtcAmountInput = { amount: DecimalValue } | { total: DecimalValue };

/**
 * The order's coin amount and fiat total from what the user typed. In coin: the amount cut to the coin's
 * decimals (rounded down). In fiat: a buy gets the coins the total pays for, rounded down; a sell gives the coins
 * the wanted payout needs, rounded up. Either way the total is then `otcTotal` of the amount, so it is always
 * exactly the amount × the price, rounded for the desk (a buy of 1,000 CNY at 7.308 → 136.836343 USDT for
 * 1,000.00 CNY).
 */
export function otcAmounts(
  side: OtcSide,
  price: DecimalValue,
  coinDecimals: number,
  input: OtcAmountInput,
): { amount: Decimal; total: Decimal } {
  const amount =
    'amount' in input
      ? new Decimal(input.amount).toDecimalPlaces(coinDecimals, Decimal.ROUND_DOWN)
      : new Decimal(input.total)
          .div(price)
          .toDecimalPlaces(coinDecimals, side === 'buy' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP);
  return { amount, total: otcTotal(side, price, amount) };
}

/** The USDT value of an order (what the limits are counted in): amount × feed price, 2 decimals, rounded up. */
export function otcUsdtValue(amount: DecimalValue, feedUsdt: DecimalValue): Decimal {
  return new Decimal(amount).times(feedUsdt).toDecimalPlaces(2, Decimal.ROUND_UP);
}

/** The per-order cap of an identity level in USDT; null for level 0 (identity needed). */
export function otcLevelCap(level: 0 | 1 | 2): Decimal | null {
  return level === 0 ? null : new Decimal(OTC_LEVEL_CAPS_USDT[level]);
}

export interface OtcLimits {
  minUsdt: DecimalValue;
  maxUsdt: DecimalValue;
}

export type OtcLimitCheck =
  | { ok: true }
  | { ok: false; identity: true }
  | { ok: false; identity: false; key: MessageKey; params: MessageParams };

/**
 * Whether an order of `usdtValue` may be placed: a zero amount is refused; level 0 needs identity (the 998
 * envelope); then the desk's minimum, the desk's maximum, and the level's cap (Lv1 2,000, Lv2 1,000,000 USDT),
 * each refusal with its numbers.
 */
export function otcCheckLimits(usdtValue: DecimalValue, limits: OtcLimits, level: 0 | 1 | 2): OtcLimitCheck {
  const value = new Decimal(usdtValue);
  if (value.lte(0)) return { ok: false, identity: false, key: 'otc_amount_invalid', params: {} };
  const cap = otcLevelCap(level);
  if (cap === null) return { ok: false, identity: true };
  const min = new Decimal(limits.minUsdt);
  const max = new Decimal(limits.maxUsdt);
  if (value.lt(min))
    return { ok: false, identity: false, key: 'otc_amount_below_min', params: { min: min.toFixed() } };
  if (value.gt(max))
    return { ok: false, identity: false, key: 'otc_amount_above_max', params: { max: max.toFixed() } };
  if (value.gt(cap))
    return { ok: false, identity: false, key: 'otc_level_cap', params: { level, cap: cap.toFixed() } };
  return { ok: true };
}

/** When an unpaid buy order is cancelled: its creation + the payment window. */
export function otcDeadline(createdAt: Date | number | string, windowMinutes: number): Date {
  return new Date(new Date(createdAt).getTime() + windowMinutes * 60_000);
}

/** Whether a quote or a deadline has passed at `now` (the instant itself counts as passed). */
export function otcPassed(now: Date | number, at: Date | number | string): boolean {
  return new Date(now).getTime() >= new Date(at).getTime();
}

/** What the user may still do with an order: cancel (a buy not yet paid), upload a voucher (a buy pending/paid). */
export function otcUserActions(side: OtcSide, status: OtcStatus): { cancel: boolean; voucher: boolean } {
  const buy = side === 'buy';
  return { cancel: buy && status === 'pending', voucher: buy && (status === 'pending' || status === 'paid') };
}

/** The order's support thread topic (`#/pages/kefu/index?topic=otc:<id>`). */
export const otcTopic = (orderId: number): string => `otc:${orderId}`;
