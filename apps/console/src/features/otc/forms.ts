import { Decimal } from '@meridian/contract';
import { OTC_PAY_WINDOW_MINUTES, OTC_SPREAD_MAX_BPS } from '@meridian/contract/otc';
import type { OpsOtcOrder, OpsOtcSettings, OpsOtcSettingsSaveRequest } from '@meridian/contract/otc';
import { O } from './strings';
import { isPositiveDecimal, type Errors } from '../../lib/earn-forms';

/**
 * The OTC desk settings form: the settings as the form holds them (strings for the numbers), and the
 * request to API.opsOtc.settingsSave with the checks the server makes too (it has the last word).
 */

export interface OtcSettingsForm {
  open: boolean;
  label: string;
  coins: number[];
  spread_bps: string;
  min_usdt: string;
  max_usdt: string;
  pay_window_minutes: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
  swift: string;
}

/** Field lengths of the bank details (contract opsOtcBank) and the label. */
export const OTC_BANK_MAX = { bank_name: 80, account_name: 80, account_number: 40, branch: 120, swift: 20 };
export const OTC_LABEL_MAX = 40;

export function settingsForm(s: OpsOtcSettings): OtcSettingsForm {
  return {
    open: s.open,
    label: s.label,
    coins: s.coins,
    spread_bps: String(s.spread_bps),
    min_usdt: s.min_usdt,
    max_usdt: s.max_usdt,
    pay_window_minutes: String(s.pay_window_minutes),
    ...s.bank,
  };
}

/** The spread in percent for the hint: 150 → '1.5'; '' when not a whole number of bps. */
export function spreadPercent(bps: string): string {
  const v = bps.trim();
  return /^\d{1,5}$/.test(v) ? new Decimal(v).div(100).toString() : '';
}

function whole(value: string, min: number, max: number): number | null {
  const v = value.trim();
  if (!/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** A USDT limit as typed: a positive decimal with at most 2 decimals (trailing zeros trimmed), else null. */
function usdtLimit(value: string): string | null {
  const v = value.trim();
  return isPositiveDecimal(v, 2) ? new Decimal(v).toFixed() : null;
}

export function settingsRequest(f: OtcSettingsForm): {
  request: OpsOtcSettingsSaveRequest;
  errors: Errors<OtcSettingsForm>;
} {
  const errors: Errors<OtcSettingsForm> = {};
  const spread = whole(f.spread_bps, 0, OTC_SPREAD_MAX_BPS);
  if (spread === null) errors.spread_bps = O.spreadRange(OTC_SPREAD_MAX_BPS);
  const windowMinutes = whole(f.pay_window_minutes, OTC_PAY_WINDOW_MINUTES.min, OTC_PAY_WINDOW_MINUTES.max);
  if (windowMinutes === null)
    errors.pay_window_minutes = O.windowRange(OTC_PAY_WINDOW_MINUTES.min, OTC_PAY_WINDOW_MINUTES.max);
  const min = usdtLimit(f.min_usdt);
  const max = usdtLimit(f.max_usdt);
  if (min === null) errors.min_usdt = O.positive;
  if (max === null) errors.max_usdt = O.positive;
  if (min !== null && max !== null && new Decimal(min).gt(max)) errors.min_usdt = O.minAboveMax;
  if (f.coins.length === 0) errors.coins = O.coinsRequired;
  const bank = {
    bank_name: f.bank_name.trim(),
    account_name: f.account_name.trim(),
    account_number: f.account_number.trim(),
    branch: f.branch.trim(),
    swift: f.swift.trim().toUpperCase(),
  };
  for (const key of Object.keys(OTC_BANK_MAX) as (keyof typeof OTC_BANK_MAX)[]) {
    if (bank[key].length > OTC_BANK_MAX[key]) errors[key] = O.tooLong(OTC_BANK_MAX[key]);
  }
  // a desk taking buy orders needs the account they transfer to
  if (f.open)
    for (const key of ['bank_name', 'account_name', 'account_number'] as const)
      if (!bank[key]) errors[key] = O.required;
  const label = f.label.trim();
  if (label.length > OTC_LABEL_MAX) errors.label = O.tooLong(OTC_LABEL_MAX);
  return {
    request: {
      open: f.open,
      coins: [...new Set(f.coins)],
      spread_bps: spread ?? 0,
      min_usdt: min ?? '',
      max_usdt: max ?? '',
      pay_window_minutes: windowMinutes ?? 0,
      bank,
      label,
    },
    errors,
  };
}

/** What the operator may do with an order: confirm a paid buy or a pending sell; reject either, or a pending buy. */
export function otcActions(o: Pick<OpsOtcOrder, 'side' | 'status'>): { confirm: boolean; reject: boolean } {
  const confirm = o.side === 'buy' ? o.status === 'paid' : o.status === 'pending';
  return { confirm, reject: o.status === 'paid' || o.status === 'pending' };
}
