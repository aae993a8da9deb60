import { Decimal } from '@meridian/contract';
import {
  LOAN_MONEY_DECIMALS,
  LOAN_RATE_DECIMALS,
  LOAN_TERMS,
  loanThresholdsValid,
} from '@meridian/contract/loans';
import type { LoanProduct, OpsLoanProductSaveRequest } from '@meridian/contract/loans';
import { L } from './strings';
import type { Errors } from '../../lib/earn-forms';

/**
 * The loan product form of the console: what the inputs hold (strings), the checks the server makes
 * too (it has the last word: `loan_product_invalid`), and the save request of API.opsLoans.productSave.
 */

export interface LoanProductForm {
  currency_id: number | null;
  initial_ltv: string;
  margin_call_ltv: string;
  liquidation_ltv: string;
  hourly_rate: string;
  terms: number[];
  min_borrow: string;
  max_borrow: string;
  enabled: boolean;
}

/** A new product starts from the design's figures: 65 / 80 / 90 %, 0.0005 % an hour, every term. */
export const BLANK_LOAN_PRODUCT: LoanProductForm = {
  currency_id: null,
  initial_ltv: '65',
  margin_call_ltv: '80',
  liquidation_ltv: '90',
  hourly_rate: '0.0005',
  terms: [...LOAN_TERMS],
  min_borrow: '100',
  max_borrow: '1000000',
  enabled: true,
};

const DECIMAL = /^\d+(\.\d+)?$/;
const places = (v: string) => (v.split('.')[1] ?? '').length;
const plain = (v: string) => new Decimal(v).toFixed();

/** "65.000" → "65": the form shows the server's decimals without their trailing zeros. */
export function productFormOf(p: LoanProduct): LoanProductForm {
  return {
    currency_id: p.currency_id,
    initial_ltv: plain(p.initial_ltv),
    margin_call_ltv: plain(p.margin_call_ltv),
    liquidation_ltv: plain(p.liquidation_ltv),
    hourly_rate: plain(p.hourly_rate),
    terms: [...p.terms],
    min_borrow: plain(p.min_borrow),
    max_borrow: plain(p.max_borrow),
    enabled: p.enabled,
  };
}

function percentOk(v: string): boolean {
  return DECIMAL.test(v) && places(v) <= 2 && new Decimal(v).gt(0) && new Decimal(v).lt(100);
}
function amountOk(v: string): boolean {
  return DECIMAL.test(v) && places(v) <= LOAN_MONEY_DECIMALS && new Decimal(v).gt(0);
}

/** The daily equivalent of an hourly rate (× 24) for the hint; '' until it is a number. */
export function dailyRate(hourly: string): string {
  const v = hourly.trim();
  return DECIMAL.test(v) ? new Decimal(v).times(24).toFixed() : '';
}

/**
 * The save request of the form (an edit when `existing` is given: its id, and its demo label kept), or the
 * errors by field.
 */
export function productRequest(
  raw: LoanProductForm,
  existing?: Pick<LoanProduct, 'id' | 'is_demo'>,
): { request: OpsLoanProductSaveRequest; errors: Errors<LoanProductForm> } {
  const f = {
    ...raw,
    initial_ltv: raw.initial_ltv.trim(),
    margin_call_ltv: raw.margin_call_ltv.trim(),
    liquidation_ltv: raw.liquidation_ltv.trim(),
    hourly_rate: raw.hourly_rate.trim(),
    min_borrow: raw.min_borrow.trim(),
    max_borrow: raw.max_borrow.trim(),
  };
  const errors: Errors<LoanProductForm> = {};
  if (f.currency_id === null) errors.currency_id = L.needCoin;
  for (const k of ['initial_ltv', 'margin_call_ltv', 'liquidation_ltv'] as const)
    if (!percentOk(f[k])) errors[k] = L.needPercent;
  if (
    !errors.initial_ltv &&
    !errors.margin_call_ltv &&
    !errors.liquidation_ltv &&
    !loanThresholdsValid({
      initialLtv: f.initial_ltv,
      marginCallLtv: f.margin_call_ltv,
      liquidationLtv: f.liquidation_ltv,
    })
  )
    errors.margin_call_ltv = L.needOrder;
  if (
    !DECIMAL.test(f.hourly_rate) ||
    places(f.hourly_rate) > LOAN_RATE_DECIMALS ||
    !new Decimal(f.hourly_rate).lt(1)
  )
    errors.hourly_rate = L.needRate;
  for (const k of ['min_borrow', 'max_borrow'] as const) if (!amountOk(f[k])) errors[k] = L.needAmount;
  if (!errors.min_borrow && !errors.max_borrow && new Decimal(f.min_borrow).gt(f.max_borrow))
    errors.min_borrow = L.needMinMax;
  const terms = LOAN_TERMS.filter((t) => f.terms.includes(t));
  if (terms.length === 0) errors.terms = L.needTerm;
  const request: OpsLoanProductSaveRequest = {
    ...(existing ? { id: existing.id } : {}),
    currency_id: f.currency_id ?? 0,
    initial_ltv: f.initial_ltv,
    margin_call_ltv: f.margin_call_ltv,
    liquidation_ltv: f.liquidation_ltv,
    hourly_rate: f.hourly_rate,
    terms,
    min_borrow: f.min_borrow,
    max_borrow: f.max_borrow,
    enabled: f.enabled,
    is_demo: existing?.is_demo ?? false,
  };
  return { request, errors };
}
