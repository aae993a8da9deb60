import { Decimal, LANG_CODES } from '@meridian/contract';
import { addDays, EARN_PRICE_DECIMALS, EARN_RATE_DECIMALS, utcDay } from '@meridian/contract/earn';
import type { LangCode } from '@meridian/contract';
import { E } from '../strings-earn';

/**
 * What the console's product forms share: inputs hold strings, errors are keyed by field, amounts and rates are
 * decimal strings checked like the server checks them (it has the last word), texts are entered per language.
 * Each earn product's own form (IEO, lock mining, invest) is in its feature; the fields that are terms are
 * fixed once a product has orders (the server refuses a change with `earn_terms_locked`).
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

/** A whole number from `min` to `max`. */
export function isWhole(value: string, min: number, max: number): boolean {
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

/**
 * The first day an operator may pick for a lock's day rate or an invest product's maturity: tomorrow (UTC);
 * today's rate was published before it started.
 */
export function firstSettableDay(now: Date | number): string {
  return addDays(utcDay(now), 1);
}
