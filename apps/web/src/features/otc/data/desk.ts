import { Decimal } from '@meridian/contract';
import {
  OTC_FIAT_DECIMALS,
  otcAmounts,
  otcCheckLimits,
  otcLevelCap,
  otcPrice,
  otcUsdtValue,
} from '@meridian/contract/otc';
import type { MessageKey, MessageParams } from '@meridian/contract';
import type { OtcCoin, OtcConfig, OtcOrderRequest, OtcSide } from '@meridian/contract/otc';
import { pointDecimal, typedDecimals as decimalsTyped } from '../../../lib/amountInput';

/**
 * The OTC desk form's arithmetic, before any quote: the indicative price, what the typed amount comes
 * to, and why the user may not ask for a quote yet. The numbers are the contract's otc-rules (the server quotes
 * with the same functions), so the preview is the quote the server would give at the same feed price.
 */

/** What the user types: the coin amount, or the fiat total. */
export type OtcMode = 'coin' | 'fiat';

export type DeskBlock =
  | 'closed'
  | 'identity'
  | 'noPrice'
  | 'empty'
  | 'invalid'
  | 'tooManyDecimals'
  | 'limit'
  | 'insufficient'
  | 'noCard';

export interface DeskInput {
  side: OtcSide;
  coin: OtcCoin | undefined;
  fiat: { code: string; rate: string } | undefined;
  mode: OtcMode;
  /** As typed (a comma is taken as the decimal point). */
  text: string;
  /** Sell: the available spot balance of the coin (undefined while unknown). */
  available?: string | undefined;
  /** Sell: whether a payout card is chosen. */
  hasCard?: boolean;
}

export interface DeskPreview {
  /** Fiat per coin, spread included ('' when it cannot be priced). */
  price: string;
  /** The coin amount and fiat total the typed value comes to ('' when nothing valid is typed). */
  amount: string;
  total: string;
  usdtValue: string;
  block: DeskBlock | null;
  /** A limit refusal's message key and numbers (block 'limit'). */
  limit: { key: MessageKey; params: MessageParams } | null;
}

/** A typed amount: digits with at most one decimal mark (comma taken as a point), '' when empty. */
export function normaliseTyped(text: string): string {
  return pointDecimal(text);
}

/** Fraction digits of a typed decimal, or null when it is not a plain non-negative decimal. */
export function typedDecimals(text: string): number | null {
  return decimalsTyped(normaliseTyped(text));
}

/** The caller's identity level as the limits count it (0 when not verified or unknown). */
export function levelOf(config: Pick<OtcConfig, 'level'>): 0 | 1 | 2 {
  const l = config.level ?? 0;
  return l >= 2 ? 2 : l === 1 ? 1 : 0;
}

/** The per-order range the caller may trade, in USDT: the desk's minimum, and the lower of its maximum and the level's cap. */
export function deskRange(config: OtcConfig): { min: string; max: string; cap: string | null } {
  const cap = otcLevelCap(levelOf(config));
  const max = cap === null ? new Decimal(config.max_usdt) : Decimal.min(config.max_usdt, cap);
  return { min: new Decimal(config.min_usdt).toFixed(), max: max.toFixed(), cap: cap?.toFixed() ?? null };
}

/** The indicative price of a coin in a fiat for a side ('' when the feed has no price). */
export function indicativePrice(
  side: OtcSide,
  coin: OtcCoin,
  fiat: { rate: string },
  spreadBps: number,
): string {
  const feed = new Decimal(coin.price_usdt);
  const rate = new Decimal(fiat.rate);
  if (feed.lte(0) || rate.lte(0)) return '';
  return otcPrice(side, feed, rate, spreadBps).toFixed();
}

/**
 * The preview of the form: price, amount, total, USDT value, and the first reason it may not be quoted — the
 * desk closed, identity needed, no price, nothing typed, not a number, too many decimals (the coin's, or the
 * fiat's 2), a limit (the desk's minimum or maximum, or the level's cap, with the numbers), not enough coins
 * to sell, no payout card.
 */
export function deskPreview(config: OtcConfig, input: DeskInput): DeskPreview {
  const none: DeskPreview = { price: '', amount: '', total: '', usdtValue: '', block: null, limit: null };
  if (!config.open) return { ...none, block: 'closed' };
  const level = levelOf(config);
  if (level === 0) return { ...none, block: 'identity' };
  const { coin, fiat, side } = input;
  const price = coin && fiat ? indicativePrice(side, coin, fiat, config.spread_bps) : '';
  if (!coin || !fiat || price === '') return { ...none, block: 'noPrice' };
  const typed = normaliseTyped(input.text);
  if (typed === '') return { ...none, price, block: 'empty' };
  const decimals = typedDecimals(typed);
  if (decimals === null || new Decimal(typed).lte(0)) return { ...none, price, block: 'invalid' };
  const allowed = input.mode === 'coin' ? coin.decimals : OTC_FIAT_DECIMALS;
  if (decimals > allowed) return { ...none, price, block: 'tooManyDecimals' };

  const { amount, total } = otcAmounts(
    side,
    price,
    coin.decimals,
    input.mode === 'coin' ? { amount: typed } : { total: typed },
  );
  const usdt = otcUsdtValue(amount, coin.price_usdt);
  const shown = {
    ...none,
    price,
    amount: amount.toFixed(),
    total: total.toFixed(),
    usdtValue: usdt.toFixed(),
  };
  if (amount.lte(0)) return { ...shown, block: 'invalid' };
  const check = otcCheckLimits(usdt, { minUsdt: config.min_usdt, maxUsdt: config.max_usdt }, level);
  if (!check.ok)
    return check.identity
      ? { ...shown, block: 'identity' }
      : { ...shown, block: 'limit', limit: { key: check.key, params: check.params } };
  if (side === 'sell') {
    if (input.available !== undefined && amount.gt(input.available))
      return { ...shown, block: 'insufficient' };
    if (!input.hasCard) return { ...shown, block: 'noCard' };
  }
  return shown;
}

/** Seconds left before `expiresAt` at `now` (0 once passed). */
export function secondsLeft(expiresAt: string, now: number): number {
  const ms = new Date(expiresAt).getTime() - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The saved card a sell is paid out to (settings: the domestic or the international one). */
export type PayoutCardType = NonNullable<OtcOrderRequest['card']>;
