import { cashSaveInternationalRequest, cashSaveRequest } from '@meridian/contract/settings';
import {
  DOMESTIC_CARD_FIELDS,
  DOMESTIC_RAIL_FIELDS,
  DOMESTIC_RAILS,
  INTERNATIONAL_CARD_FIELDS,
  INTERNATIONAL_RAIL_FIELDS,
  INTERNATIONAL_RAILS,
  railFields,
} from '@meridian/contract/wallet';
import type { CashSaveInternationalRequest, CashSaveRequest } from '@meridian/contract/settings';
import type {
  BankRail,
  DomesticCardField,
  DomesticRail,
  InternationalCardField,
  InternationalRail,
  RailFields,
} from '@meridian/contract/wallet';
import { fieldProblems, type FieldProblems } from '../../../lib/validate';

/**
 * Bank-card forms: the user picks the payout rail, and the form shows that rail's fields (required first, then
 * optional ones), validated with the contract schemas the server uses.
 */

export const DOMESTIC_FIELDS = DOMESTIC_CARD_FIELDS;
export type DomesticField = DomesticCardField;
export const INTERNATIONAL_FIELDS = INTERNATIONAL_CARD_FIELDS;
export type InternationalField = InternationalCardField;

/** One kind of card: its rails, the fields of each and how it is validated. */
export interface CardKind<F extends string, R extends BankRail> {
  rails: readonly R[];
  fallbackRail: R;
  fields: readonly F[];
  railFields: Record<R, RailFields<F>>;
  /** The field holding the account number (or IBAN). */
  account: F;
  validate: (rail: R, values: Record<F, string>) => Validated<F>;
}

export type Validated<F extends string> =
  | { ok: true; data: CashSaveRequest | CashSaveInternationalRequest }
  | { ok: false; problems: FieldProblems<F> };

/** What a rail's form shows, in order, each with whether it may be left empty. */
export function formFields<F extends string>(spec: RailFields<F>): { name: F; required: boolean }[] {
  return railFields(spec).map((name) => ({ name, required: spec.required.includes(name) }));
}

/** Only the rail's fields go out (what was typed under another rail stays in the form, unsent). */
function body<F extends string>(
  spec: RailFields<F>,
  rail: BankRail,
  values: Record<F, string>,
): Record<F, unknown> {
  const out: Record<string, unknown> = { rail };
  for (const f of railFields(spec)) out[f] = values[f];
  return out;
}

export const DOMESTIC_KIND: CardKind<DomesticField, DomesticRail> = {
  rails: DOMESTIC_RAILS,
  fallbackRail: 'cn',
  fields: DOMESTIC_FIELDS,
  railFields: DOMESTIC_RAIL_FIELDS,
  account: 'bank_account',
  validate: (rail, values) => validateDomestic(values, rail),
};

export const INTERNATIONAL_KIND: CardKind<InternationalField, InternationalRail> = {
  rails: INTERNATIONAL_RAILS,
  fallbackRail: 'swift',
  fields: INTERNATIONAL_FIELDS,
  railFields: INTERNATIONAL_RAIL_FIELDS,
  account: 'card_number',
  validate: (rail, values) => validateInternational(values, rail),
};

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

/** The saved card's rail, or the kind's fallback for a card saved before rails (or none). */
export function railFrom<R extends BankRail>(
  kind: { rails: readonly R[]; fallbackRail: R },
  saved: { rail?: unknown } | null | undefined,
): R {
  const rail = saved?.rail;
  return kind.rails.find((r) => r === rail) ?? kind.fallbackRail;
}

export function validateDomestic(values: Record<DomesticField, string>, rail: DomesticRail = 'cn') {
  return fieldProblems<DomesticField, CashSaveRequest>(
    cashSaveRequest,
    body(DOMESTIC_RAIL_FIELDS[rail], rail, values),
  );
}

export function validateInternational(
  values: Record<InternationalField, string>,
  rail: InternationalRail = 'swift',
) {
  return fieldProblems<InternationalField, CashSaveInternationalRequest>(
    cashSaveInternationalRequest,
    body(INTERNATIONAL_RAIL_FIELDS[rail], rail, values),
  );
}
