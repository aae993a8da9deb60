import { Decimal } from '@meridian/contract';
import { EARN_PRICE_DECIMALS, LOCK_DAYS_MAX, rateInRange } from '@meridian/contract/earn';
import type { LockCategory, OpsLockProduct, OpsLockSaveRequest } from '@meridian/contract/earn';
import {
  firstSettableDay,
  isPositiveDecimal,
  isRate,
  isWhole,
  textsOf,
  type Errors,
  type TextsForm,
} from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { LOCK } from './strings';

/**
 * The lock-mining product form and the day-rate entry: what the inputs hold, the checks the server makes too,
 * the save request of API.opsEarn.lockSave, and when a product's terms are fixed.
 */

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
    errors.rate_min = LOCK.rateMinAboveMax;
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

/** Problems of a day-rate entry: the day must not have started (UTC), the rate within the product's range. */
export function dayRateErrors(
  input: { day: string; rate: string },
  product: Pick<OpsLockProduct, 'rate_min' | 'rate_max'>,
  now: Date | number,
): { day?: string; rate?: string } {
  const out: { day?: string; rate?: string } = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.day) || input.day < firstSettableDay(now))
    out.day = LOCK.dayNotFuture;
  const rate = input.rate.trim();
  if (!isRate(rate)) out.rate = E.rateFormat;
  else if (!rateInRange(rate, { min: product.rate_min, max: product.rate_max }))
    out.rate = LOCK.rateOutOfRange(product.rate_min, product.rate_max);
  return out;
}
