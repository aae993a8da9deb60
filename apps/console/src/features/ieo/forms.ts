import { Decimal } from '@meridian/contract';
import { EARN_PRICE_DECIMALS, IEO_SYMBOL_PATTERN, LOCK_DAYS_MAX } from '@meridian/contract/earn';
import type { OpsIeoProject, OpsIeoSaveRequest } from '@meridian/contract/earn';
import { isPositiveDecimal, isWhole, textsOf, type Errors, type TextsForm } from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { IEO } from './strings';

/**
 * The IEO project form: what its inputs hold, the checks the server makes too, the save request of
 * API.opsEarn.ieoSave, and when a project's terms are fixed.
 */

export const IEO_TEXT_KEYS = ['title', 'summary', 'content'] as const;
export type IeoTextKey = (typeof IEO_TEXT_KEYS)[number];

export interface IeoForm {
  symbol: string;
  token_name: string;
  pay_currency_id: number | null;
  price: string;
  amount: string;
  min: string;
  user_limit: string;
  /** ISO moments. */
  start_at: string;
  end_at: string;
  lock_days: string;
  white_book: string;
  link: string;
  logo: string;
  texts: TextsForm<IeoTextKey>;
}

/** A project's terms are fixed once anyone subscribed, or once it was allocated. */
export function ieoTermsLocked(p: Pick<OpsIeoProject, 'total_apply' | 'allocation'>): boolean {
  return p.total_apply > 0 || p.allocation !== 'pending';
}

/** An ended project whose token is not listed yet can be listed as a spot pair. */
export function ieoCanListPair(p: Pick<OpsIeoProject, 'phase' | 'listed'>): boolean {
  return p.phase === 'ended' && !p.listed;
}

export function ieoFormOf(p: OpsIeoProject, tokenName: string): IeoForm {
  return {
    symbol: p.symbol,
    token_name: tokenName,
    pay_currency_id: p.pay_currency_id,
    price: p.price,
    amount: p.amount,
    min: p.min,
    user_limit: p.user_limit,
    start_at: p.start_at,
    end_at: p.end_at,
    lock_days: String(p.lock_days),
    white_book: p.white_book,
    link: p.link,
    logo: p.logo,
    texts: p.texts,
  };
}

export function ieoRequest(f: IeoForm, id?: number): { request: OpsIeoSaveRequest; errors: Errors<IeoForm> } {
  const errors: Errors<IeoForm> = {};
  const symbol = f.symbol.trim().toUpperCase();
  if (!IEO_SYMBOL_PATTERN.test(symbol)) errors.symbol = IEO.symbolFormat;
  if (!f.token_name.trim()) errors.token_name = E.required;
  if (f.pay_currency_id === null) errors.pay_currency_id = E.required;
  for (const k of ['price', 'amount', 'min', 'user_limit'] as const)
    if (!isPositiveDecimal(f[k])) errors[k] = E.positiveDecimal(EARN_PRICE_DECIMALS);
  if (!errors.min && !errors.user_limit && new Decimal(f.min).gt(f.user_limit)) errors.min = IEO.minAboveCap;
  if (!errors.user_limit && !errors.amount && new Decimal(f.user_limit).gt(f.amount))
    errors.user_limit = IEO.capAboveSupply;
  const start = Date.parse(f.start_at);
  const end = Date.parse(f.end_at);
  if (!Number.isFinite(start)) errors.start_at = E.required;
  if (!Number.isFinite(end)) errors.end_at = E.required;
  else if (Number.isFinite(start) && end <= start) errors.end_at = IEO.endBeforeStart;
  if (!isWhole(f.lock_days, 0, LOCK_DAYS_MAX)) errors.lock_days = E.wholeDays(0, LOCK_DAYS_MAX);
  const texts = textsOf(f.texts, IEO_TEXT_KEYS, 'title');
  Object.assign(errors, texts.errors);
  const request = {
    ...(id !== undefined ? { id } : {}),
    symbol,
    token_name: f.token_name.trim(),
    pay_currency_id: f.pay_currency_id ?? 0,
    price: f.price.trim(),
    amount: f.amount.trim(),
    min: f.min.trim(),
    user_limit: f.user_limit.trim(),
    start_at: Number.isFinite(start) ? new Date(start).toISOString() : f.start_at,
    end_at: Number.isFinite(end) ? new Date(end).toISOString() : f.end_at,
    lock_days: Number(f.lock_days.trim()),
    white_book: f.white_book.trim(),
    link: f.link.trim(),
    logo: f.logo.trim(),
    texts: texts.value as OpsIeoSaveRequest['texts'],
  };
  return { request, errors };
}

/** Share of the supply requested so far, percent with two decimals (above 100 when oversubscribed). */
export function ieoSubscribedPercent(p: Pick<OpsIeoProject, 'total_sell' | 'amount'>): string {
  const supply = new Decimal(p.amount);
  if (supply.lte(0)) return '0.00';
  return new Decimal(p.total_sell).div(supply).times(100).toFixed(2, Decimal.ROUND_DOWN);
}
