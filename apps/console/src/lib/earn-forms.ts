import {
  addDays,
  Decimal,
  EARN_PRICE_DECIMALS,
  EARN_RATE_DECIMALS,
  IEO_SYMBOL_PATTERN,
  LANG_CODES,
  LOCK_DAYS_MAX,
  rateInRange,
  utcDay,
} from '@meridian/contract';
import type {
  DualType,
  LangCode,
  LockCategory,
  OpsDualProduct,
  OpsDualSaveRequest,
  OpsIeoProject,
  OpsIeoSaveRequest,
  OpsLockProduct,
  OpsLockSaveRequest,
} from '@meridian/contract';
import { E } from '../strings-earn';

/**
 * The earn forms of the console: what the inputs hold (strings), the checks the server makes too
 * (it has the last word), the save requests of API.opsEarn, and which fields are terms (fixed once a product has
 * orders: the server refuses a change with `earn_terms_locked`; the forms disable them and say why).
 */

export type Errors<F> = Partial<Record<keyof F | string, string>>;
/** Texts per language as the tabs hold them; a language left blank is not sent (it falls back to English). */
export type TextsForm<K extends string> = Partial<Record<LangCode, Partial<Record<K, string>>>>;

/** Form errors as antd field names: 'prizes.0.name' → ['prizes', 0, 'name'] (Form.List indexes are numbers). */
export function errorFields(errors: Errors<object>): { name: (string | number)[]; errors: string[] }[] {
  return Object.entries(errors).map(([name, error]) => ({
    name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [error ?? ''],
  }));
}

const DECIMAL = /^\d+(\.\d+)?$/;
const decimals = (v: string) => (v.split('.')[1] ?? '').length;

/** A positive decimal with at most `max` decimals. */
export function isPositiveDecimal(value: string, max: number = EARN_PRICE_DECIMALS): boolean {
  const v = value.trim();
  return DECIMAL.test(v) && new Decimal(v).gt(0) && decimals(v) <= max;
}

/** A rate in percent: positive, at most four decimals. */
export const isRate = (value: string) => isPositiveDecimal(value, EARN_RATE_DECIMALS);

function isWhole(value: string, min: number, max: number): boolean {
  const v = value.trim();
  return /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max;
}

/**
 * The texts to send: trimmed, languages with nothing filled left out, English always present. Errors name the
 * field as `texts.<lang>.<key>` (English title required).
 */
export function textsOf<K extends string>(
  texts: TextsForm<K>,
  keys: readonly K[],
  required: K,
): { value: Partial<Record<LangCode, Record<K, string>>>; errors: Record<string, string> } {
  const value: Partial<Record<LangCode, Record<K, string>>> = {};
  const errors: Record<string, string> = {};
  for (const lang of LANG_CODES) {
    const t: Partial<Record<K, string>> = texts[lang] ?? {};
    const one = Object.fromEntries(keys.map((k) => [k, (t[k] ?? '').trim()])) as Record<K, string>;
    const filled = keys.some((k) => one[k] !== '');
    if (!filled && lang !== 'en') continue;
    if (one[required] === '') errors[`texts.${lang}.${required}`] = E.titleRequired(lang);
    value[lang] = one;
  }
  return { value, errors };
}

/** Which languages of a product have texts (tabs show a mark on them). */
export function filledLanguages(texts: Partial<Record<LangCode, unknown>>): LangCode[] {
  return LANG_CODES.filter((l) => texts[l] !== undefined);
}

// ───────────────────────────────────────────────────────────────────────────────────────────────────── IEO

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
  if (!IEO_SYMBOL_PATTERN.test(symbol)) errors.symbol = E.symbolFormat;
  if (!f.token_name.trim()) errors.token_name = E.required;
  if (f.pay_currency_id === null) errors.pay_currency_id = E.required;
  for (const k of ['price', 'amount', 'min', 'user_limit'] as const)
    if (!isPositiveDecimal(f[k])) errors[k] = E.positiveDecimal(EARN_PRICE_DECIMALS);
  if (!errors.min && !errors.user_limit && new Decimal(f.min).gt(f.user_limit)) errors.min = E.minAboveCap;
  if (!errors.user_limit && !errors.amount && new Decimal(f.user_limit).gt(f.amount))
    errors.user_limit = E.capAboveSupply;
  const start = Date.parse(f.start_at);
  const end = Date.parse(f.end_at);
  if (!Number.isFinite(start)) errors.start_at = E.required;
  if (!Number.isFinite(end)) errors.end_at = E.required;
  else if (Number.isFinite(start) && end <= start) errors.end_at = E.endBeforeStart;
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

// ──────────────────────────────────────────────────────────────────────────────────────────── lock mining

export const LOCK_TEXT_KEYS = ['title', 'intro'] as const;
export type LockTextKey = (typeof LOCK_TEXT_KEYS)[number];

export interface LockForm {
  currency_id: number | null;
  save_min: string;
  day: string;
  rate_min: string;
  rate_max: string;
  cancel_rate: string;
  /** Standard, DeFi mining or cloud mining (absent = standard). */
  category?: LockCategory;
  texts: TextsForm<LockTextKey>;
}

/** A product's terms are fixed once it has orders (the console sees the running ones). */
export function lockTermsLocked(p: Pick<OpsLockProduct, 'running'>): boolean {
  return p.running > 0;
}

export function lockFormOf(p: OpsLockProduct): LockForm {
  return {
    currency_id: p.currency_id,
    save_min: p.save_min,
    day: String(p.day),
    rate_min: p.rate_min,
    rate_max: p.rate_max,
    cancel_rate: p.cancel_rate,
    category: p.category,
    texts: p.texts,
  };
}

export function lockRequest(
  f: LockForm,
  id?: number,
): { request: OpsLockSaveRequest; errors: Errors<LockForm> } {
  const errors: Errors<LockForm> = {};
  if (f.currency_id === null) errors.currency_id = E.required;
  if (!isPositiveDecimal(f.save_min)) errors.save_min = E.positiveDecimal(EARN_PRICE_DECIMALS);
  if (!isWhole(f.day, 1, LOCK_DAYS_MAX)) errors.day = E.wholeDays(1, LOCK_DAYS_MAX);
  for (const k of ['rate_min', 'rate_max', 'cancel_rate'] as const)
    if (!isRate(f[k])) errors[k] = E.rateFormat;
  if (!errors.rate_min && !errors.rate_max && new Decimal(f.rate_min).gt(f.rate_max))
    errors.rate_min = E.rateMinAboveMax;
  const texts = textsOf(f.texts, LOCK_TEXT_KEYS, 'title');
  Object.assign(errors, texts.errors);
  const request = {
    ...(id !== undefined ? { id } : {}),
    currency_id: f.currency_id ?? 0,
    save_min: f.save_min.trim(),
    day: Number(f.day.trim()),
    rate_min: f.rate_min.trim(),
    rate_max: f.rate_max.trim(),
    cancel_rate: f.cancel_rate.trim(),
    category: f.category ?? 'standard',
    texts: texts.value as OpsLockSaveRequest['texts'],
  };
  return { request, errors };
}

/** The first day whose rate an operator may set: tomorrow (UTC); today's was published before it started. */
export function firstSettableDay(now: Date | number): string {
  return addDays(utcDay(now), 1);
}

/** Problems of a day-rate entry: the day must not have started (UTC), the rate within the product's range. */
export function dayRateErrors(
  input: { day: string; rate: string },
  product: Pick<OpsLockProduct, 'rate_min' | 'rate_max'>,
  now: Date | number,
): { day?: string; rate?: string } {
  const out: { day?: string; rate?: string } = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.day) || input.day < firstSettableDay(now)) out.day = E.dayNotFuture;
  const rate = input.rate.trim();
  if (!isRate(rate)) out.rate = E.rateFormat;
  else if (!rateInRange(rate, { min: product.rate_min, max: product.rate_max }))
    out.rate = E.rateOutOfRange(product.rate_min, product.rate_max);
  return out;
}

// ───────────────────────────────────────────────────────────────────────────────────────────── invest/dual

export interface DualForm {
  name: string;
  section: string;
  type: DualType;
  currency_id: number | null;
  per_price: string;
  apr: string;
  linked_price: string;
  /** Maturity date, YYYY-MM-DD. */
  end_time: string;
  total_number: string;
  user_limit: string;
}

/** A product's terms are fixed once anyone bought a share (name and section may still change). */
export function dualTermsLocked(
  p: Pick<OpsDualProduct, 'purchased_number' | 'open_orders' | 'settled_orders'>,
): boolean {
  return p.purchased_number > 0 || p.open_orders > 0 || p.settled_orders > 0;
}

export function dualFormOf(p: OpsDualProduct): DualForm {
  return {
    name: p.name,
    section: p.section,
    type: p.type,
    currency_id: p.currency_id,
    per_price: p.per_price,
    apr: p.apr,
    linked_price: p.linked_price,
    end_time: p.end_time,
    total_number: String(p.total_number),
    user_limit: String(p.user_limit),
  };
}

export function dualRequest(
  f: DualForm,
  now: Date | number,
  id?: number,
  termsLocked = false,
): { request: OpsDualSaveRequest; errors: Errors<DualForm> } {
  const errors: Errors<DualForm> = {};
  if (!f.name.trim()) errors.name = E.required;
  if (f.currency_id === null) errors.currency_id = E.required;
  for (const k of ['per_price', 'linked_price'] as const)
    if (!isPositiveDecimal(f[k])) errors[k] = E.positiveDecimal(EARN_PRICE_DECIMALS);
  if (!isRate(f.apr)) errors.apr = E.rateFormat;
  // A locked product keeps its maturity date even once it is past: only new terms must lie ahead.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.end_time)) errors.end_time = E.required;
  else if (!termsLocked && f.end_time < firstSettableDay(now)) errors.end_time = E.maturityFuture;
  if (!isWhole(f.total_number, 1, 100_000_000)) errors.total_number = E.wholeShares;
  if (!isWhole(f.user_limit, 1, 100_000_000)) errors.user_limit = E.wholeShares;
  else if (!errors.total_number && Number(f.user_limit) > Number(f.total_number))
    errors.user_limit = E.limitAboveTotal;
  const request = {
    ...(id !== undefined ? { id } : {}),
    name: f.name.trim(),
    section: f.section.trim(),
    type: f.type,
    currency_id: f.currency_id ?? 0,
    per_price: f.per_price.trim(),
    apr: f.apr.trim(),
    linked_price: f.linked_price.trim(),
    end_time: f.end_time,
    total_number: Number(f.total_number.trim()),
    user_limit: Number(f.user_limit.trim()),
  };
  return { request, errors };
}
