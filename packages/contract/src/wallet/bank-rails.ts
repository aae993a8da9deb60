import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { FiatCode } from '../constants';
import type { MessageKey } from '../errors';
import { isValidAba } from './addresses';
import { Decimal } from '../decimal';

/**
 * Payout rails of a bank card: which of the spec's card fields a transfer needs depends on how the money
 * travels, not on where the user lives. `iban`: IBAN + BIC (Europe, the Gulf, …); `us`: ABA routing number +
 * account; `cn`: the spec's Chinese domestic fields (Alipay and WeChat optional); `swift`: account + SWIFT/BIC
 * for any other wire.
 */
export const BANK_RAILS = ['iban', 'us', 'cn', 'swift'] as const;
export type BankRail = (typeof BANK_RAILS)[number];
/** The domestic card pays out inside one country's clearing: China's, a SEPA/IBAN country's or the US's. */
export const DOMESTIC_RAILS = ['cn', 'iban', 'us'] as const satisfies readonly BankRail[];
/** The international card is a cross-border wire: by IBAN, to a US account, or by SWIFT. */
export const INTERNATIONAL_RAILS = ['iban', 'us', 'swift'] as const satisfies readonly BankRail[];
export type DomesticRail = (typeof DOMESTIC_RAILS)[number];
export type InternationalRail = (typeof INTERNATIONAL_RAILS)[number];

/** The domestic card's text fields (the spec's, plus BIC and ABA for the IBAN and US rails). */
export const DOMESTIC_CARD_FIELDS = [
  'real_name',
  'bank_name',
  'bank_account',
  'swift_code',
  'aba_number',
  'bank_dizhi',
  'province',
  'city',
  'branch',
  'alipay_account',
  'wechat_account',
  'wechat_nickname',
] as const;
export type DomesticCardField = (typeof DOMESTIC_CARD_FIELDS)[number];

export const INTERNATIONAL_CARD_FIELDS = [
  'real_name',
  'card_number',
  'aba_number',
  'swift_code',
  'bank_name',
  'bank_address',
  'bank_network',
  'phone',
  'cardholder_address',
] as const;
export type InternationalCardField = (typeof INTERNATIONAL_CARD_FIELDS)[number];

export interface RailFields<F extends string> {
  /** In the order the form shows them. */
  required: readonly F[];
  optional: readonly F[];
}

/** What each rail of the domestic card needs; every other field is cleared when the card is saved. */
export const DOMESTIC_RAIL_FIELDS: Record<DomesticRail, RailFields<DomesticCardField>> = {
  cn: {
    required: ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'province', 'city', 'branch'],
    optional: ['alipay_account', 'wechat_account', 'wechat_nickname'],
  },
  iban: { required: ['real_name', 'bank_account', 'swift_code', 'bank_name'], optional: ['bank_dizhi'] },
  us: { required: ['real_name', 'aba_number', 'bank_account', 'bank_name'], optional: ['bank_dizhi'] },
};

/** What each rail of the international card needs (a SWIFT wire also needs both addresses). */
export const INTERNATIONAL_RAIL_FIELDS: Record<InternationalRail, RailFields<InternationalCardField>> = {
  iban: {
    required: ['real_name', 'card_number', 'swift_code', 'bank_name'],
    optional: ['bank_address', 'cardholder_address', 'bank_network', 'phone'],
  },
  us: {
    required: ['real_name', 'aba_number', 'card_number', 'bank_name'],
    optional: ['bank_address', 'cardholder_address', 'bank_network', 'phone'],
  },
  swift: {
    required: ['real_name', 'card_number', 'swift_code', 'bank_name', 'bank_address', 'cardholder_address'],
    optional: ['bank_network', 'phone'],
  },
};

/** Every field a rail shows, required first. */
export function railFields<F extends string>(spec: RailFields<F>): readonly F[] {
  return [...spec.required, ...spec.optional];
}

/** An IBAN in its electronic form (no blanks, upper case) when its country format and checksum hold. */
export function normalIban(value: string): string | null {
  const iban = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

/** A SWIFT/BIC code, upper-cased, when its form and country code hold. */
export function normalBic(value: string): string | null {
  const bic = value.replace(/\s/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

/** Where a rail's account number goes and how it is checked. */
type AccountRule = (value: string) => { value: string } | { problem: MessageKey };

const digits = (min: number, max: number): AccountRule => {
  const pattern = new RegExp(`^\\d{${min},${max}}$`);
  return (v) => {
    const d = v.replace(/[\s-]/g, '');
    return pattern.test(d) ? { value: d } : { problem: 'bank_account_format' };
  };
};

/** Account number rules per rail: Chinese cards 8–30 digits, US accounts 4–17, other wires 6–34 letters/digits. */
export const ACCOUNT_RULES: Record<BankRail, AccountRule> = {
  cn: digits(8, 30),
  us: digits(4, 17),
  iban: (v) => {
    const iban = normalIban(v);
    return iban ? { value: iban } : { problem: 'iban_format' };
  },
  swift: (v) => {
    const a = v.replace(/[\s-]/g, '').toUpperCase();
    return /^[A-Z0-9]{6,34}$/.test(a) ? { value: a } : { problem: 'bank_account_format' };
  },
};

/** Phone of the international card, when given: digits with an optional leading + (6–20). */
export function normalPhone(value: string): string | null {
  const p = value.replace(/[\s()-]/g, '');
  return /^\+?\d{6,20}$/.test(p) ? p : null;
}

type Issue = { field: string; message: MessageKey };

/**
 * Checks a card's text fields against its rail: required fields present, account, BIC, ABA and phone in form.
 * Returns the problems (one per field) and the normalised fields, with those the rail does not use cleared.
 */
export function checkCard<F extends string>(
  spec: RailFields<F>,
  rail: BankRail,
  fields: Record<F, string>,
  accountField: F,
): { issues: Issue[]; values: Record<F, string> } {
  const issues: Issue[] = [];
  const used = new Set<string>(railFields(spec));
  const values = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, used.has(k) ? v : '']),
  ) as Record<F, string>;
  const set = (f: F, v: string) => {
    values[f] = v;
  };
  for (const field of railFields(spec)) {
    const v = values[field];
    if (v === '') {
      if (spec.required.includes(field)) issues.push({ field, message: 'bank_field_required' });
      continue;
    }
    if (field === accountField) {
      const r = ACCOUNT_RULES[rail](v);
      if ('problem' in r) issues.push({ field, message: r.problem });
      else set(field, r.value);
    } else if (field === 'swift_code') {
      const bic = normalBic(v);
      if (bic) set(field, bic);
      else issues.push({ field, message: 'swift_format' });
    } else if (field === 'aba_number') {
      if (isValidAba(v)) set(field, v);
      else issues.push({ field, message: 'aba_format' });
    } else if (field === 'phone') {
      const p = normalPhone(v);
      if (p) set(field, p);
      else issues.push({ field, message: 'phone_format' });
    }
  }
  return { issues, values };
}

/** IBAN countries whose currency is one of the app's fiats and not the euro. */
const IBAN_FIAT: Partial<Record<string, FiatCode>> = { GB: 'GBP', AE: 'AED' };

/**
 * The fiat a card is paid out in: CNY on the Chinese rail, USD on the US rail and for SWIFT wires, and for an
 * IBAN its country's currency when the app quotes it (GBP, AED), else EUR (SEPA's currency).
 */
export function cardFiat(rail: BankRail, account: string): FiatCode {
  if (rail === 'cn') return 'CNY';
  if (rail === 'iban') return IBAN_FIAT[account.slice(0, 2).toUpperCase()] ?? 'EUR';
  return 'USD';
}

/** Digits kept in a payout rate (1 unit of the coin in fiat); the amount is then rounded down to cents. */
export const PAYOUT_RATE_DECIMALS = 8;

/**
 * What a bank withdrawal pays in fiat: the net coin amount × (the coin's USDT price × the fiat's rate per USD,
 * USDT taken at par with USD as everywhere in the app), the rate kept to PAYOUT_RATE_DECIMALS and the amount
 * rounded down to cents, so the user is never promised more than is paid.
 */
export function bankPayout(
  net: Decimal | string,
  usdtPrice: Decimal | string,
  fiatPerUsd: Decimal | string,
): { rate: string; amount: string } {
  const rate = new Decimal(usdtPrice)
    .mul(fiatPerUsd)
    .toDecimalPlaces(PAYOUT_RATE_DECIMALS, Decimal.ROUND_DOWN);
  return { rate: rate.toFixed(), amount: new Decimal(net).mul(rate).toFixed(2, Decimal.ROUND_DOWN) };
}

/** A card's rail on the wire: one of `rails`, or `fallback` when omitted (clients that predate rails). */
export const wireRail = <const R extends readonly [BankRail, ...BankRail[]]>(rails: R, fallback: R[number]) =>
  z.enum(rails, { message: 'bank_rail_invalid' }).default(fallback);
