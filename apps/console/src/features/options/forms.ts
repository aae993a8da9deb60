import type { RequestOf } from '@meridian/contract';
import type { opsOptionsApi } from '@meridian/contract/options';
import { Decimal } from '@meridian/contract';
import {
  OPTIONS_STAKE_DECIMALS,
  OPTIONS_TIER_RATIO_MAX,
  OPTIONS_TIER_SECONDS_MAX,
  OPTIONS_TIER_SECONDS_MIN,
  breakEvenWinRate,
} from '@meridian/contract/options';
import { OPT } from './strings';

/**
 * The tier form's fields as the inputs hold them (strings), and the request they become: the contract's
 * request of API.opsOptions.tiersSet, with the exact types the form produces.
 */
export interface TierForm {
  seconds: string;
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  enabled: boolean;
  sort: string;
}

export interface TierRequest extends RequestOf<typeof opsOptionsApi.tiersSet> {
  seconds: number;
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  status: 0 | 1;
  sort: number;
}

const AMOUNT = /^\d+(\.\d+)?$/;

function decimalsOf(v: string): number {
  return v.includes('.') ? (v.split('.')[1] ?? '').length : 0;
}

/** Field → message for every invalid field (the server checks the same rules and has the last word). */
export function tierFormErrors(f: TierForm): Partial<Record<keyof TierForm, string>> {
  const out: Partial<Record<keyof TierForm, string>> = {};
  const seconds = Number(f.seconds);
  if (
    !/^\d+$/.test(f.seconds.trim()) ||
    seconds < OPTIONS_TIER_SECONDS_MIN ||
    seconds > OPTIONS_TIER_SECONDS_MAX
  )
    out.seconds = OPT.secondsRange(OPTIONS_TIER_SECONDS_MIN, OPTIONS_TIER_SECONDS_MAX);
  const ratio = f.profit_ratio.trim();
  if (!AMOUNT.test(ratio) || new Decimal(ratio).lte(0) || new Decimal(ratio).gt(OPTIONS_TIER_RATIO_MAX))
    out.profit_ratio = OPT.ratioRange(OPTIONS_TIER_RATIO_MAX);
  for (const key of ['min_amount', 'max_amount'] as const) {
    const v = f[key].trim();
    if (!AMOUNT.test(v) || new Decimal(v).lte(0) || decimalsOf(v) > OPTIONS_STAKE_DECIMALS)
      out[key] = OPT.stakeFormat(OPTIONS_STAKE_DECIMALS);
  }
  if (!out.min_amount && !out.max_amount && new Decimal(f.min_amount).gt(f.max_amount))
    out.min_amount = OPT.minAboveMax;
  return out;
}

/** The request of a valid form (call `tierFormErrors` first). */
export function tierRequest(f: TierForm): TierRequest {
  return {
    seconds: Number(f.seconds),
    profit_ratio: f.profit_ratio.trim(),
    min_amount: f.min_amount.trim(),
    max_amount: f.max_amount.trim(),
    status: f.enabled ? 1 : 0,
    sort: Number(f.sort.trim() || '0'),
  };
}

/** The break-even win rate a payout ratio implies, as the ticket shows it ('' for an invalid ratio). */
export function tierBreakEven(ratio: string): string {
  const r = ratio.trim();
  if (!AMOUNT.test(r) || new Decimal(r).lte(0)) return '';
  return `${breakEvenWinRate(r)} %`;
}
