import { Decimal } from '../decimal';

type DecimalValue = Decimal | string | number;

/**
 * Crypto-backed loan rules (common/borrowing), one copy each: the server decides with them and
 * the web previews with them. A loan borrows USDT against BTC or ETH collateral held on the user's spot account.
 *
 * - LTV (loan-to-value, in percent) = debt ÷ (collateral × price) × 100, debt = principal outstanding + accrued
 *   interest. Decisions compare the exact value; screens show it to 2 decimals.
 * - Max borrow = collateral × price × initial LTV, rounded DOWN to the USDT decimals (a credit to the user).
 * - Liquidation price = debt ÷ (collateral × liquidation LTV), rounded UP to the pair's tick, so the level fires
 *   no later than the LTV is reached; the margin-call price likewise with the margin-call LTV.
 * - Interest accrues every hour on the principal outstanding: principal × hourly rate, rounded UP to
 *   LOAN_MONEY_DECIMALS (8) — what the user pays rounds up. It is debt, not a balance move, until repaid.
 * - A repayment pays interest first, then principal.
 * - Liquidation proceeds = collateral × feed price, rounded DOWN to LOAN_MONEY_DECIMALS; the debt is settled
 *   first and the rest returned to the user; when the proceeds fall short the house absorbs the shortfall (the
 *   user's balance never goes negative).
 */

/** Decimals of every USDT amount of a loan (principal, interest, repayments, proceeds): USDT's 8. */
export const LOAN_MONEY_DECIMALS = 8;
/** Decimals of a collateral amount (BTC, ETH). */
export const LOAN_COLLATERAL_DECIMALS = 8;
/** Decimals an LTV is shown with (percent). */
export const LOAN_LTV_DECIMALS = 2;
/** Most decimals of a published hourly rate (percent per hour, e.g. "0.0005"). */
export const LOAN_RATE_DECIMALS = 8;
/** Terms a product may offer, in days; 0 is an open loan (no term end). */
export const LOAN_TERMS = [0, 7, 30, 90] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];
export const LOAN_HOUR_MS = 3_600_000;
export const LOAN_DAY_MS = 86_400_000;

/**
 * A loan's state: active, repaid (in full by the user), liquidated (collateral sold at the liquidation LTV),
 * matured (its term ended unpaid: the collateral sold the same way at the feed price).
 */
export const LOAN_STATUSES = ['active', 'repaid', 'liquidated', 'matured'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/**
 * A history row: borrow, interest (one row per hour; views aggregate them per UTC day), repay, add collateral,
 * margin call (LTV crossed the margin-call LTV), liquidation, matured (the term-end sale).
 */
export const LOAN_EVENT_KINDS = [
  'borrow',
  'interest',
  'repay',
  'add_collateral',
  'margin_call',
  'liquidation',
  'matured',
] as const;
export type LoanEventKind = (typeof LOAN_EVENT_KINDS)[number];

/** The published LTV thresholds of a product, in percent: 0 < initial < margin call < liquidation < 100. */
export interface LoanThresholds {
  initialLtv: DecimalValue;
  marginCallLtv: DecimalValue;
  liquidationLtv: DecimalValue;
}

const d = (v: DecimalValue) => new Decimal(v);
const HUNDRED = new Decimal(100);

/** True when 0 < initial < margin call < liquidation < 100 (what a product must publish). */
export function loanThresholdsValid(t: LoanThresholds): boolean {
  const [a, b, c] = [d(t.initialLtv), d(t.marginCallLtv), d(t.liquidationLtv)];
  return a.gt(0) && a.lt(b) && b.lt(c) && c.lt(HUNDRED);
}

/** Debt = principal outstanding + accrued (unpaid) interest. */
export function loanDebt(principal: DecimalValue, interest: DecimalValue): Decimal {
  return d(principal).plus(interest);
}

/** The exact LTV in percent: debt ÷ (collateral × price) × 100 (Infinity when the collateral is worth nothing). */
export function loanLtv(debt: DecimalValue, collateral: DecimalValue, price: DecimalValue): Decimal {
  const value = d(collateral).times(price);
  if (value.lte(0)) return new Decimal(Infinity);
  return d(debt).times(HUNDRED).div(value);
}

/** The LTV as shown: percent rounded UP to 2 decimals (never shown lower than it is). */
export function loanLtvShown(debt: DecimalValue, collateral: DecimalValue, price: DecimalValue): Decimal {
  const ltv = loanLtv(debt, collateral, price);
  return ltv.isFinite() ? ltv.toDecimalPlaces(LOAN_LTV_DECIMALS, Decimal.ROUND_UP) : ltv;
}

/** Max borrow = collateral × price × initial LTV ÷ 100, rounded DOWN to LOAN_MONEY_DECIMALS. */
export function loanMaxBorrow(
  collateral: DecimalValue,
  price: DecimalValue,
  initialLtv: DecimalValue,
): Decimal {
  return d(collateral)
    .times(price)
    .times(initialLtv)
    .div(HUNDRED)
    .toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_DOWN);
}

/**
 * The price at which the LTV reaches `ltvPercent`: debt ÷ (collateral × ltv ÷ 100), rounded UP to the pair's
 * `priceDecimals` (the level fires no later than the LTV is reached). Zero when there is no debt.
 */
export function loanTriggerPrice(
  debt: DecimalValue,
  collateral: DecimalValue,
  ltvPercent: DecimalValue,
  priceDecimals: number,
): Decimal {
  if (d(debt).lte(0)) return new Decimal(0);
  return d(debt)
    .times(HUNDRED)
    .div(d(collateral).times(ltvPercent))
    .toDecimalPlaces(priceDecimals, Decimal.ROUND_UP);
}

/** Interest for one hour: principal outstanding × hourly rate (percent) ÷ 100, rounded UP to 8 decimals. */
export function loanHourlyInterest(principal: DecimalValue, hourlyRate: DecimalValue): Decimal {
  return d(principal).times(hourlyRate).div(HUNDRED).toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_UP);
}

/**
 * Interest over `hours` full hours without repayment (each hour's charge is the same rounded amount):
 * the preview's daily (24 h) and whole-term figures.
 */
export function loanInterestFor(principal: DecimalValue, hourlyRate: DecimalValue, hours: number): Decimal {
  return loanHourlyInterest(principal, hourlyRate).times(Math.max(0, Math.floor(hours)));
}

/** Hours in a term (0 for an open loan: the preview shows the daily figure only). */
export function loanTermHours(termDays: number): number {
  return termDays > 0 ? termDays * 24 : 0;
}

/** The term end of a loan taken at `start` for `termDays` days; null for an open loan. */
export function loanTermEnd(start: Date | number, termDays: number): Date | null {
  return termDays > 0 ? new Date(new Date(start).getTime() + termDays * LOAN_DAY_MS) : null;
}

export interface LoanRepaySplit {
  /** Paid toward accrued interest (first). */
  interest: Decimal;
  /** Paid toward principal (then). */
  principal: Decimal;
  /** What is taken from the user: interest + principal (never more than the debt). */
  total: Decimal;
  /** True when the debt is paid off. */
  full: boolean;
}

/** A repayment of `amount` (capped at the debt): interest first, then principal. */
export function loanRepaySplit(
  principal: DecimalValue,
  interest: DecimalValue,
  amount: DecimalValue,
): LoanRepaySplit {
  const debt = loanDebt(principal, interest);
  const total = Decimal.min(d(amount), debt);
  const toInterest = Decimal.min(total, d(interest));
  const toPrincipal = total.minus(toInterest);
  return { interest: toInterest, principal: toPrincipal, total, full: total.gte(debt) };
}

export interface LoanLiquidation {
  /** collateral × feed price, rounded DOWN to 8 decimals. */
  proceeds: Decimal;
  /** Of the proceeds, what settles the debt. */
  toDebt: Decimal;
  /** Of the proceeds, what is returned to the user. */
  returned: Decimal;
  /** The debt the proceeds do not cover, absorbed by the house (0 when covered). */
  shortfall: Decimal;
}

/** The sale of the collateral to the house at `price`: the debt settled first, the rest to the user. */
export function loanLiquidation(
  collateral: DecimalValue,
  price: DecimalValue,
  debt: DecimalValue,
): LoanLiquidation {
  const proceeds = d(collateral).times(price).toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_DOWN);
  const toDebt = Decimal.min(proceeds, d(debt));
  return {
    proceeds,
    toDebt,
    returned: proceeds.minus(toDebt),
    shortfall: d(debt).minus(toDebt),
  };
}

/** The preview of a borrow, as the web shows it and the server checks it. */
export interface LoanPreview {
  ltv: Decimal;
  maxBorrow: Decimal;
  liquidationPrice: Decimal;
  marginCallPrice: Decimal;
  hourlyInterest: Decimal;
  dailyInterest: Decimal;
  /** For the whole term; for an open loan, null. */
  termInterest: Decimal | null;
  /** True when the amount is within the initial LTV. */
  allowed: boolean;
}

export function loanPreview(input: {
  collateral: DecimalValue;
  amount: DecimalValue;
  price: DecimalValue;
  thresholds: LoanThresholds;
  hourlyRate: DecimalValue;
  termDays: number;
  priceDecimals: number;
}): LoanPreview {
  const { collateral, amount, price, thresholds, hourlyRate, termDays, priceDecimals } = input;
  const maxBorrow = loanMaxBorrow(collateral, price, thresholds.initialLtv);
  const hours = loanTermHours(termDays);
  return {
    ltv: loanLtvShown(amount, collateral, price),
    maxBorrow,
    liquidationPrice: loanTriggerPrice(amount, collateral, thresholds.liquidationLtv, priceDecimals),
    marginCallPrice: loanTriggerPrice(amount, collateral, thresholds.marginCallLtv, priceDecimals),
    hourlyInterest: loanHourlyInterest(amount, hourlyRate),
    dailyInterest: loanInterestFor(amount, hourlyRate, 24),
    termInterest: hours > 0 ? loanInterestFor(amount, hourlyRate, hours) : null,
    allowed: d(amount).gt(0) && d(amount).lte(maxBorrow),
  };
}
