import { EARN_PRICE_DECIMALS } from '@meridian/contract/earn';
import type { InvestType, OpsInvestProduct, OpsInvestSaveRequest } from '@meridian/contract/earn';
import { firstSettableDay, isPositiveDecimal, isRate, isWhole, type Errors } from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { INVEST } from './strings';

/**
 * The invest (dual-currency) product form: what its inputs hold, the checks the server makes too, the save
 * request of API.opsEarn.dualSave, and when a product's terms are fixed.
 */

export interface InvestForm {
  name: string;
  section: string;
  type: InvestType;
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
export function investTermsLocked(
  p: Pick<OpsInvestProduct, 'purchased_number' | 'open_orders' | 'settled_orders'>,
): boolean {
  return p.purchased_number > 0 || p.open_orders > 0 || p.settled_orders > 0;
}

export function investFormOf(p: OpsInvestProduct): InvestForm {
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

export function investRequest(
  f: InvestForm,
  now: Date | number,
  id?: number,
  termsLocked = false,
): { request: OpsInvestSaveRequest; errors: Errors<InvestForm> } {
  const errors: Errors<InvestForm> = {};
  if (!f.name.trim()) errors.name = E.required;
  if (f.currency_id === null) errors.currency_id = E.required;
  for (const k of ['per_price', 'linked_price'] as const)
    if (!isPositiveDecimal(f[k])) errors[k] = E.positiveDecimal(EARN_PRICE_DECIMALS);
  if (!isRate(f.apr)) errors.apr = E.rateFormat;
  // A locked product keeps its maturity date even once it is past: only new terms must lie ahead.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.end_time)) errors.end_time = E.required;
  else if (!termsLocked && f.end_time < firstSettableDay(now)) errors.end_time = INVEST.maturityFuture;
  if (!isWhole(f.total_number, 1, 100_000_000)) errors.total_number = INVEST.wholeShares;
  if (!isWhole(f.user_limit, 1, 100_000_000)) errors.user_limit = INVEST.wholeShares;
  else if (!errors.total_number && Number(f.user_limit) > Number(f.total_number))
    errors.user_limit = INVEST.limitAboveTotal;
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
