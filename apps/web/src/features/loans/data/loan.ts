import { Decimal } from '@meridian/contract';
import {
  LOAN_MONEY_DECIMALS,
  loanDebt,
  loanLtvShown,
  loanRepaySplit,
  loanTriggerPrice,
} from '@meridian/contract/loans';
import type { LoanStatus, LoanView } from '@meridian/contract/loans';
import { positive, type LoanProblem } from './borrow';
import { positiveAmount } from '../../../lib/amountInput';

/**
 * One loan as the screens show it: the live LTV on the ticker's price, where it stands against the
 * margin-call and liquidation LTVs, and the previews of a repayment and of added collateral — every figure from
 * the contract's loans-rules.
 */

export type LoanTab = 'active' | 'closed';
export const LOAN_TABS: readonly LoanTab[] = ['active', 'closed'];

/** Where an LTV stands: below the margin-call LTV, at or above it, at or above the liquidation LTV. */
export type LtvZone = 'safe' | 'margin' | 'liquidation';

type Terms = Pick<LoanView, 'margin_call_ltv' | 'liquidation_ltv'>;
type Live = Pick<LoanView, 'principal' | 'interest' | 'collateral' | 'price' | 'ltv'>;

/** A price string that is a positive number, else null (a ticker not read yet, a pair without a price). */
export function usablePrice(v: string | null | undefined): string | null {
  return positiveAmount(v) ? (v ?? null) : null;
}

export function ltvZone(ltv: Decimal | null, t: Terms): LtvZone {
  if (!ltv) return 'safe';
  if (ltv.gte(t.liquidation_ltv)) return 'liquidation';
  if (ltv.gte(t.margin_call_ltv)) return 'margin';
  return 'safe';
}

/**
 * The loan's LTV now: on the ticker's price when there is one (the live figure), else the server's. Debt is
 * the principal and accrued interest of the last read (interest accrues hourly; the screen re-reads).
 */
export function liveLtv(loan: Live, tickerPrice: string | null | undefined): Decimal | null {
  const price = usablePrice(tickerPrice) ?? usablePrice(loan.price);
  if (price && new Decimal(loan.collateral).gt(0))
    return loanLtvShown(loanDebt(loan.principal, loan.interest), loan.collateral, price);
  return loan.ltv === null ? null : new Decimal(loan.ltv);
}

/** The bar's fill, 0–100 (the LTV in percent, clamped). */
export function ltvBarWidth(ltv: Decimal | null): number {
  if (!ltv || !ltv.isFinite()) return ltv ? 100 : 0;
  return Math.max(0, Math.min(100, ltv.toNumber()));
}

/** The `status` filter of a tab's call: active loans, or every closed one. */
export function tabFilter(tab: LoanTab): 'active' | 'closed' {
  return tab;
}

export function isClosed(status: LoanStatus): boolean {
  return status !== 'active';
}

/** Money the user owes: USDT rounded UP to 8 decimals for the figure; a credit rounds down. */
export function roundOwed(v: Decimal): Decimal {
  return v.toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_UP);
}

export interface RepayPreview {
  /** Paid toward interest, then principal; the total taken from the spot balance. */
  interest: Decimal;
  principal: Decimal;
  total: Decimal;
  full: boolean;
  /** After the repayment: the debt, the LTV on the price now, the new liquidation price. */
  debtAfter: Decimal;
  ltvAfter: Decimal | null;
  liquidationAfter: Decimal;
}

/**
 * A repayment of the typed amount (or the whole debt when `full`), interest first: what it pays, and what the
 * loan looks like afterwards. Null while the amount is not a usable number.
 */
export function repayPreview(
  loan: LoanView,
  raw: string,
  full: boolean,
  tickerPrice: string | null,
): RepayPreview | null {
  const debt = loanDebt(loan.principal, loan.interest);
  const amount = full ? debt : positive(raw, LOAN_MONEY_DECIMALS);
  if (!amount) return null;
  const split = loanRepaySplit(loan.principal, loan.interest, amount);
  const debtAfter = debt.minus(split.total);
  const price = usablePrice(tickerPrice) ?? usablePrice(loan.price);
  return {
    ...split,
    debtAfter,
    ltvAfter: price ? loanLtvShown(debtAfter, loan.collateral, price) : null,
    liquidationAfter: loanTriggerPrice(
      debtAfter,
      loan.collateral,
      loan.liquidation_ltv,
      loan.price_precision,
    ),
  };
}

/** The repayment's problem, or null: a positive amount (8 decimals) the spot balance covers. */
export function repayProblem(
  loan: LoanView,
  raw: string,
  full: boolean,
  available: string | undefined,
): LoanProblem | null {
  const preview = repayPreview(loan, raw, full, null);
  if (!preview) return { key: 'loan_amount_invalid' };
  if (available !== undefined && preview.total.gt(available)) return { key: 'insufficient_balance' };
  return null;
}

export interface CollateralPreview {
  collateralAfter: Decimal;
  ltvAfter: Decimal | null;
  liquidationAfter: Decimal;
  marginCallAfter: Decimal;
}

/** Adding collateral: the loan's collateral, LTV (price now) and trigger prices afterwards. */
export function addCollateralPreview(
  loan: LoanView,
  raw: string,
  decimals: number,
  tickerPrice: string | null,
): CollateralPreview | null {
  const add = positive(raw, decimals);
  if (!add) return null;
  const collateralAfter = add.plus(loan.collateral);
  const debt = loanDebt(loan.principal, loan.interest);
  const price = usablePrice(tickerPrice) ?? usablePrice(loan.price);
  return {
    collateralAfter,
    ltvAfter: price ? loanLtvShown(debt, collateralAfter, price) : null,
    liquidationAfter: loanTriggerPrice(debt, collateralAfter, loan.liquidation_ltv, loan.price_precision),
    marginCallAfter: loanTriggerPrice(debt, collateralAfter, loan.margin_call_ltv, loan.price_precision),
  };
}

/** The added collateral's problem, or null: a positive amount within its decimals and the spot balance. */
export function addCollateralProblem(
  raw: string,
  decimals: number,
  available: string | undefined,
): LoanProblem | null {
  const add = positive(raw, decimals);
  if (!add) return { key: 'loan_amount_invalid' };
  if (available !== undefined && add.gt(available)) return { key: 'insufficient_balance' };
  return null;
}

/** The support chat about this loan (a thread about one record). */
export function loanSupportPath(id: number): string {
  return `/pages/kefu/index?topic=loan:${id}`;
}
