import { Decimal } from '@meridian/contract';
import { INVEST_NUM_MAX, investOutcomes, investStake } from '@meridian/contract/earn';
import type { InvestPayout } from '@meridian/contract/earn';
import type { InvestProduct } from '@meridian/contract/invest';
import type { WalletBalances } from '@meridian/contract/wallet';
import { isWholeString, sanitizeWhole } from '../../../lib/amountInput';

/**
 * The purchase ticket of an invest product as pure functions (: the quantity is required and
 * a whole number): the share input, its problems in the server's own message keys, the deposit
 * (num × per_price) and both outcomes with the contract's settlement formula (investOutcomes), so the screen says
 * what the order will store before the user confirms.
 */

export interface SharesProblem {
  /** A message key of the contract (`errors.<key>`). */
  key: 'dual_num_invalid' | 'dual_sold_out' | 'dual_user_limit' | 'dual_closed' | 'insufficient_balance';
  params?: Record<string, string | number>;
}

/** Keeps only digits (a whole number of shares), without leading zeros, at most the digits of INVEST_NUM_MAX. */
export function sanitizeShares(text: string): string {
  return sanitizeWhole(text, String(INVEST_NUM_MAX).length);
}

/** The share count typed, or null when it is not a whole number ≥ 1. */
export function sharesOf(text: string): number | null {
  if (!isWholeString(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** Most shares this user can still buy: shares left, their own limit, and the per-purchase cap. */
export function maxShares(p: Pick<InvestProduct, 'remaining_number' | 'user_limit' | 'user_number'>): number {
  return Math.max(0, Math.min(p.remaining_number, p.user_limit - p.user_number, INVEST_NUM_MAX));
}

/** The deposit of `num` shares (num × per_price, in the pay currency). */
export function depositOf(num: number, perPrice: string): Decimal {
  return investStake(num, perPrice);
}

/**
 * What blocks a purchase of `text` shares, in the order the user can act on it: the product closed, the
 * quantity (required, whole, ≥ 1), shares left, the per-user limit, then the available balance.
 */
export function sharesProblem(
  text: string,
  p: Pick<InvestProduct, 'open' | 'remaining_number' | 'user_limit' | 'user_number' | 'per_price' | 'status'>,
  available: string | undefined,
): SharesProblem | undefined {
  if (!p.open) return { key: 'dual_closed' };
  const num = sharesOf(text);
  if (num === null || num > INVEST_NUM_MAX) return { key: 'dual_num_invalid' };
  if (num > p.remaining_number) return { key: 'dual_sold_out', params: { remaining: p.remaining_number } };
  if (p.user_number + num > p.user_limit) return { key: 'dual_user_limit', params: { limit: p.user_limit } };
  if (available !== undefined && depositOf(num, p.per_price).gt(available))
    return { key: 'insufficient_balance' };
  return undefined;
}

export interface OutcomeView {
  currency_name: string;
  amount: string;
}
export interface OutcomesView {
  below: OutcomeView;
  above: OutcomeView;
}

const view = (p: InvestPayout, coin: string): OutcomeView => ({
  currency_name: p.currency === 'coin' ? coin : 'USDT',
  amount: p.amount.toFixed(),
});

/** Decimals of the coin and of USDT, read from the wallet (the currencies' precision); 8 / 6 until it loads. */
export function payoutDecimals(
  balances: WalletBalances | undefined,
  coinId: number,
): { coin: number; usdt: number } {
  const rows = balances?.change_wallet.balance ?? [];
  return {
    coin: rows.find((r) => r.currency === coinId)?.precision ?? 8,
    usdt: rows.find((r) => r.currency_name === 'USDT')?.precision ?? 6,
  };
}

/**
 * Both outcomes of buying `num` shares today (the contract's investOutcomes on the deposit, the product's APR and
 * holding days): settled below the linked price, and above it.
 */
export function previewOutcomes(
  p: Pick<InvestProduct, 'type' | 'per_price' | 'linked_price' | 'apr' | 'day' | 'currency_name'>,
  num: number,
  decimals: { coin: number; usdt: number },
): OutcomesView {
  const o = investOutcomes(
    {
      type: p.type,
      amount: depositOf(num, p.per_price),
      linkedPrice: p.linked_price,
      aprPct: p.apr,
      days: p.day,
    },
    decimals,
  );
  return { below: view(o.below, p.currency_name), above: view(o.above, p.currency_name) };
}

/** The yield of the holding period in percent (days × apr / 365), 4 decimals: what either outcome adds. */
export function periodYieldPct(aprPct: string, days: number): string {
  return new Decimal(aprPct).times(days).div(365).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed();
}
