import { Decimal } from '@meridian/contract';
import { INVEST_TYPES } from '@meridian/contract/earn';
import type { InvestType } from '@meridian/contract/earn';
import type { InvestProduct } from '@meridian/contract/invest';

/** Pure helpers of the invest list. */

/** The coins the list offers (currency_id 1 BTC, 2 ETH). */
export const INVEST_COINS = [
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
] as const;

export function coinParam(value: string | null): number {
  return INVEST_COINS.find((c) => String(c.id) === value)?.id ?? 1;
}

export function typeParam(value: string | null): InvestType {
  return INVEST_TYPES.find((t) => t === value) ?? 'call';
}

/**
 * How far the linked price is from the last price, signed percent with 2 decimals ("+4.17", "-2.08"); '' when
 * there is no last price.
 */
export function linkedDistancePct(linkedPrice: string, lastPrice: string): string {
  const last = new Decimal(lastPrice || '0');
  if (last.lte(0)) return '';
  const pct = new Decimal(linkedPrice).minus(last).div(last).times(100).toDecimalPlaces(2);
  return `${pct.gte(0) ? '+' : ''}${pct.toFixed(2)}`;
}

export type ProductAvailability = 'open' | 'soldOut' | 'limitReached' | 'paused' | 'closed';

/** Why a product can or cannot be bought now (its button). */
export function availability(
  p: Pick<InvestProduct, 'open' | 'status' | 'remaining_number' | 'user_limit' | 'user_number'>,
): ProductAvailability {
  if (p.status === 'paused') return 'paused';
  if (p.remaining_number <= 0) return 'soldOut';
  if (!p.open) return 'closed';
  if (p.user_number >= p.user_limit) return 'limitReached';
  return 'open';
}
