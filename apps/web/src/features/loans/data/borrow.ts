import { Decimal } from '@meridian/contract';
import {
  LOAN_COLLATERAL_DECIMALS,
  LOAN_MONEY_DECIMALS,
  loanMaxBorrow,
  loanPreview,
} from '@meridian/contract/loans';
import type { LoanPreview, LoanProduct } from '@meridian/contract/loans';
import { plainAmount, positiveAmount } from '../../../lib/amountInput';

/**
 * The borrow form (common/borrowing) as pure TS: what it accepts, the LTV slider's amount, and
 * the preview — every figure from the contract's loans-rules (loanPreview, loanMaxBorrow), none rewritten here.
 */

/** A problem of a field: a contract message key (`errors.*`) with its parameters. */
export interface LoanProblem {
  key:
    | 'loan_amount_invalid'
    | 'loan_amount_below_min'
    | 'loan_amount_above_max'
    | 'loan_ltv_exceeded'
    | 'loan_price_unavailable'
    | 'loan_term_invalid'
    | 'insufficient_balance';
  params?: Record<string, string>;
}

export interface BorrowForm {
  /** Collateral to hold (coin), as typed. */
  collateral: string;
  /** USDT to borrow, as typed. */
  amount: string;
  termDays: number;
}

/** A typed decimal as a Decimal when it is a positive number with at most `decimals` decimals; else null. */
export function positive(raw: string, decimals: number): Decimal | null {
  return positiveAmount(raw, decimals);
}

/** A decimal string without trailing zeros ("100.00" → "100"); anything else as it is. */
export function plain(v: string): string {
  return plainAmount(v);
}

/** Decimals a collateral amount is typed with: the wallet's precision of the coin, at most the loans' 8. */
export function collateralDecimals(walletPrecision: number | undefined): number {
  return Math.min(LOAN_COLLATERAL_DECIMALS, walletPrecision ?? LOAN_COLLATERAL_DECIMALS);
}

/** The term shown first: 30 days when offered, else the product's first term. */
export function defaultTerm(p: Pick<LoanProduct, 'terms'>): number {
  return p.terms.includes(30) ? 30 : (p.terms[0] ?? 0);
}

/** The products a user may borrow against, as collateral tabs: enabled ones, in the server's order. */
export function collateralTabs(products: readonly LoanProduct[]): LoanProduct[] {
  return products.filter((p) => p.enabled);
}

/** The collateral's first problem, or null: a positive amount within its decimals and the available balance. */
export function collateralProblem(
  raw: string,
  decimals: number,
  available: string | undefined,
): LoanProblem | null {
  const c = positive(raw, decimals);
  if (!c) return { key: 'loan_amount_invalid' };
  if (available !== undefined && c.gt(available)) return { key: 'insufficient_balance' };
  return null;
}

/**
 * The borrow amount's first problem, or null: a positive USDT amount (8 decimals) within the product's
 * minimum and maximum and, on the price now, within the initial LTV (the same order the server checks in).
 */
export function amountProblem(
  form: BorrowForm,
  p: LoanProduct,
  price: string | null,
  collDecimals: number,
): LoanProblem | null {
  const a = positive(form.amount, LOAN_MONEY_DECIMALS);
  const cur = p.borrow_currency;
  if (!a) return { key: 'loan_amount_invalid' };
  if (a.lt(p.min_borrow))
    return { key: 'loan_amount_below_min', params: { min: plain(p.min_borrow), currency: cur } };
  if (a.gt(p.max_borrow))
    return { key: 'loan_amount_above_max', params: { max: plain(p.max_borrow), currency: cur } };
  if (!price) return { key: 'loan_price_unavailable' };
  const c = positive(form.collateral, collDecimals);
  if (!c) return null; // the collateral field says what is wrong
  const max = loanMaxBorrow(c, price, p.initial_ltv);
  if (a.gt(max)) return { key: 'loan_ltv_exceeded', params: { max: max.toFixed(), currency: cur } };
  return null;
}

/** Every field's first problem; `ok` when the loan may be asked for. */
export function borrowProblems(
  form: BorrowForm,
  p: LoanProduct,
  price: string | null,
  collDecimals: number,
  available: string | undefined,
): { collateral: LoanProblem | null; amount: LoanProblem | null; term: LoanProblem | null; ok: boolean } {
  const collateral = collateralProblem(form.collateral, collDecimals, available);
  const amount = amountProblem(form, p, price, collDecimals);
  const term = p.terms.includes(form.termDays) ? null : { key: 'loan_term_invalid' as const };
  return { collateral, amount, term, ok: !collateral && !amount && !term };
}

/** The preview of the typed loan on the price now (null until collateral, amount and price are known). */
export function borrowPreview(
  form: BorrowForm,
  p: LoanProduct,
  price: string | null,
  collDecimals: number,
): LoanPreview | null {
  const c = positive(form.collateral, collDecimals);
  const a = positive(form.amount, LOAN_MONEY_DECIMALS);
  if (!c || !a || !price || !new Decimal(price).gt(0)) return null;
  return loanPreview({
    collateral: c,
    amount: a,
    price,
    thresholds: {
      initialLtv: p.initial_ltv,
      marginCallLtv: p.margin_call_ltv,
      liquidationLtv: p.liquidation_ltv,
    },
    hourlyRate: p.hourly_rate,
    termDays: form.termDays,
    priceDecimals: p.price_precision,
  });
}

/** The most that may be borrowed against the typed collateral now (null until both are known). */
export function maxBorrowNow(
  collateral: string,
  p: LoanProduct,
  price: string | null,
  collDecimals: number,
): Decimal | null {
  const c = positive(collateral, collDecimals);
  if (!c || !price) return null;
  return Decimal.min(loanMaxBorrow(c, price, p.initial_ltv), p.max_borrow);
}

/**
 * The LTV slider: the amount that borrows `ltvPercent` of the collateral's value now — collateral × price × LTV,
 * rounded down like the max borrow (the contract's loanMaxBorrow at that LTV); "" until it is known.
 */
export function amountAtLtv(
  collateral: string,
  price: string | null,
  ltvPercent: number,
  collDecimals: number,
): string {
  const c = positive(collateral, collDecimals);
  if (!c || !price || ltvPercent <= 0) return '';
  const a = loanMaxBorrow(c, price, ltvPercent).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return a.gt(0) ? a.toFixed() : '';
}

/** The slider position of the typed amount: its LTV, whole percent, within 0…initial LTV. */
export function sliderLtv(
  form: BorrowForm,
  p: LoanProduct,
  price: string | null,
  collDecimals: number,
): number {
  const preview = borrowPreview(form, p, price, collDecimals);
  if (!preview || !preview.ltv.isFinite()) return 0;
  const top = Math.floor(Number(p.initial_ltv));
  return Math.max(0, Math.min(top, Math.round(preview.ltv.toNumber())));
}

/** The borrow request of a valid form (decimal strings without trailing zeros). */
export function borrowRequest(form: BorrowForm, p: Pick<LoanProduct, 'id'>) {
  return {
    product_id: p.id,
    collateral: plain(form.collateral),
    amount: plain(form.amount),
    term_days: form.termDays,
  };
}
