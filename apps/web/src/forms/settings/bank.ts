import { cashSaveInternationalRequest, cashSaveRequest } from '@meridian/contract';
import type { CashSaveInternationalRequest, CashSaveRequest } from '@meridian/contract';
import { fieldProblems } from '../validate';

/** Bank-card forms (spec §5: every field required), validated with the contract schemas. */

export const DOMESTIC_FIELDS = [
  'real_name',
  'bank_name',
  'bank_account',
  'bank_dizhi',
  'branch',
  'province',
  'city',
  'alipay_account',
  'wechat_account',
  'wechat_nickname',
] as const satisfies readonly (keyof CashSaveRequest)[];
export type DomesticField = (typeof DOMESTIC_FIELDS)[number];

export const INTERNATIONAL_FIELDS = [
  'real_name',
  'card_number',
  'bank_name',
  'bank_address',
  'bank_network',
  'swift_code',
  'aba_number',
  'phone',
  'cardholder_address',
] as const satisfies readonly (keyof CashSaveInternationalRequest)[];
export type InternationalField = (typeof INTERNATIONAL_FIELDS)[number];

export function emptyValues<K extends string>(fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;
}

/** Fills the form from a saved card (fields the card lacks stay empty). */
export function valuesFrom<K extends string>(
  fields: readonly K[],
  saved: Partial<Record<string, unknown>> | null | undefined,
): Record<K, string> {
  const out = emptyValues(fields);
  if (!saved) return out;
  for (const f of fields) {
    const v = saved[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}

export function validateDomestic(values: Record<DomesticField, string>) {
  return fieldProblems<DomesticField, CashSaveRequest>(cashSaveRequest, values);
}

export function validateInternational(values: Record<InternationalField, string>) {
  return fieldProblems<InternationalField, CashSaveInternationalRequest>(
    cashSaveInternationalRequest,
    values,
  );
}
