import { lockDividend, lockExpectedIncome, lockRedemption, lockTerm } from '@meridian/contract/earn';
import type { Decimal } from '@meridian/contract';
import type { LockOrderState } from '@meridian/contract/earn';
import type { LockOrder, LockProduct } from '@meridian/contract/lockming';
import type { WalletRow } from '@meridian/contract/wallet';
import { checkAmount, plainAmount, positiveAmount } from '../../../lib/amountInput';

/**
 * Locked mining as pure TS: what the buy form accepts, its preview (expected income over the term
 * from the contract's lockExpectedIncome, the term from lockTerm), the order tabs, and the guide's worked
 * examples — every figure from the contract's formulas, none of them rewritten here.
 */

export type LockTab = 'running' | 'ended';
export const LOCK_TABS: readonly LockTab[] = ['running', 'ended'];

/** A problem of the amount: a contract message key (`errors.*`) with its parameters. */
export interface LockProblem {
  key: 'lockming_amount_invalid' | 'lockming_amount_below_min' | 'insufficient_balance';
  params?: Record<string, string>;
}

/** Decimals used when the wallet does not list the currency yet (nothing to lock anyway). */
export const FALLBACK_DECIMALS = 8;

/** A decimal string without trailing zeros ("100.00" → "100"); anything else as it is. */
export function plain(v: string): string {
  return plainAmount(v);
}

/** The spot balance of the product's currency: what may be locked, and the decimals it is kept to. */
export function spotOf(row: WalletRow | undefined): { available: string; decimals: number } {
  return row
    ? { available: row.available, decimals: row.precision }
    : { available: '0', decimals: FALLBACK_DECIMALS };
}

/**
 * The amount's first problem, or null when it may be locked: a positive decimal within the currency's
 * decimals, at least the product's minimum single amount, and no more than the available spot balance
 * (insufficient balance blocks a lock-up).
 */
export function amountProblem(
  raw: string,
  product: Pick<LockProduct, 'save_min' | 'currency_name'>,
  spot: { available: string; decimals: number },
): LockProblem | null {
  const check = checkAmount(raw, { decimals: spot.decimals, min: product.save_min, max: spot.available });
  if (check.ok) return null;
  switch (check.reason) {
    case 'below_min':
      return {
        key: 'lockming_amount_below_min',
        params: { min: plain(product.save_min), currency: product.currency_name },
      };
    case 'above_max':
      return { key: 'insufficient_balance' };
    case 'required':
    case 'invalid':
    case 'not_positive':
    case 'precision':
      return { key: 'lockming_amount_invalid' };
  }
}

export interface LockPreview {
  /** Dividends over the whole term at the lowest and the highest daily rate (null until the amount is valid). */
  income: { min: Decimal; max: Decimal } | null;
  /** First dividend day (the next midnight UTC) and the maturity. */
  startAt: Date;
  endAt: Date;
}

/** What the buy screen shows for an amount typed now. */
export function lockPreview(
  raw: string,
  product: Pick<LockProduct, 'day' | 'rate_min' | 'rate_max'>,
  decimals: number,
  now: Date,
): LockPreview {
  const { startAt, endAt } = lockTerm(now, product.day);
  const amount = raw.trim();
  const income =
    positiveAmount(amount) !== null
      ? lockExpectedIncome(amount, product.day, { min: product.rate_min, max: product.rate_max }, decimals)
      : null;
  return { income, startAt, endAt };
}

/** The daily yield range as shown: "0.3" and "0.4" → ["0.3", "0.4"], one value when both are the same. */
export function rateRange(p: Pick<LockProduct, 'rate_min' | 'rate_max'>): string[] {
  const min = plain(p.rate_min);
  const max = plain(p.rate_max);
  return min === max ? [min] : [min, max];
}

/** The `status` filter of a tab's call: running locks, or every lock (the ended tab keeps the others). */
export function tabStatus(tab: LockTab): LockOrderState | undefined {
  return tab === 'running' ? 'running' : undefined;
}

/** Whether an order belongs on a tab: running, or ended (matured or redeemed early). */
export function onTab(order: Pick<LockOrder, 'status'>, tab: LockTab): boolean {
  return tab === 'running' ? order.status === 'running' : order.status !== 'running';
}

/** How far through its term a lock is, 0–100 (completed days ÷ lock days). */
export function termProgress(order: Pick<LockOrder, 'start_at' | 'end_at'>, now: Date): number {
  const start = Date.parse(order.start_at);
  const end = Date.parse(order.end_at);
  if (!(end > start)) return 0;
  const share = (now.getTime() - start) / (end - start);
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** The early-redemption confirmation of a running order: the server's preview, or null when none applies. */
export function redeemPreview(
  order: Pick<LockOrder, 'status' | 'redeem' | 'amount'>,
): { remainingDays: number; penalty: string; refund: string } | null {
  if (order.status !== 'running' || !order.redeem) return null;
  return {
    remainingDays: order.redeem.remaining_days,
    penalty: order.redeem.penalty,
    refund: order.redeem.refund,
  };
}

/** The guide's worked examples, computed by the contract's formulas. */
export const GUIDE_EXAMPLE = {
  penalty: { rate: '0.4', days: 3, amount: '1000' },
  dividend: { amount: '10000', min: '0.3', max: '0.4', days: 5 },
} as const;

export function guideNumbers(): {
  penalty: string;
  refund: string;
  dividendMin: string;
  dividendMax: string;
} {
  const p = GUIDE_EXAMPLE.penalty;
  const d = GUIDE_EXAMPLE.dividend;
  const r = lockRedemption(p.amount, p.rate, p.days, 2);
  return {
    penalty: r.penalty.toFixed(),
    refund: r.refund.toFixed(),
    dividendMin: lockDividend(d.amount, d.min, 2).toFixed(),
    dividendMax: lockDividend(d.amount, d.max, 2).toFixed(),
  };
}
