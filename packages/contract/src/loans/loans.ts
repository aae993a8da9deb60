import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireBoolean, wireId, wireIntIn, wirePositiveDecimal } from '../wire';
import { LOAN_EVENT_KINDS, LOAN_STATUSES, LOAN_TERMS } from './loans-rules';

/**
 * Crypto-backed loans (common/borrowing): borrow USDT against BTC or ETH collateral held on the
 * user's spot account. The math (LTV, max borrow, liquidation and margin-call prices, interest, repayment split,
 * liquidation proceeds) is in loans-rules.ts, shared with the web's preview. Money is decimal strings (USDT to 8
 * decimals), LTVs and rates are percent strings ("65", "0.0005" per hour), times ISO 8601 strings.
 */

const decimal = z.string();
const moment = z.string();
const read = ['GET', 'POST'] as const;

/** A published loan product: one per collateral coin. */
export const loanProduct = z.object({
  id: z.number().int(),
  /** The collateral coin. */
  currency_id: z.number().int(),
  currency: z.string(),
  /** What is borrowed (USDT). */
  borrow_currency_id: z.number().int(),
  borrow_currency: z.string(),
  /** The pair that prices the collateral (e.g. "BTC/USDT"): the web follows its ticker for the live LTV. */
  pair_id: z.number().int(),
  symbol: z.string(),
  /** The pair's price decimals: liquidation and margin-call prices are rounded up to this tick. */
  price_precision: z.number().int(),
  /** The feed price now; null when the pair has no price yet. */
  price: decimal.nullable(),
  /** Percent. */
  initial_ltv: decimal,
  margin_call_ltv: decimal,
  liquidation_ltv: decimal,
  /** Percent per hour, e.g. "0.0005". */
  hourly_rate: decimal,
  /** Offered terms in days, 0 = open (no term end). */
  terms: z.array(z.number().int()),
  /** Per loan, in the borrowed currency. */
  min_borrow: decimal,
  max_borrow: decimal,
  enabled: z.boolean(),
  is_demo: z.boolean(),
});
export type LoanProduct = z.infer<typeof loanProduct>;

/** A loan as its owner sees it (terms copied from the product when it was taken). */
export const loanView = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  borrow_currency: z.string(),
  pair_id: z.number().int(),
  symbol: z.string(),
  price_precision: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  /** 0 = open. */
  term_days: z.number().int(),
  /** Collateral held (coin). */
  collateral: decimal,
  /** What was borrowed at the start. */
  borrowed: decimal,
  /** Principal still owed. */
  principal: decimal,
  /** Accrued interest not yet paid. */
  interest: decimal,
  /** All interest accrued so far (paid or not). */
  interest_total: decimal,
  /** principal + interest. */
  debt: decimal,
  /** All repaid so far. */
  repaid: decimal,
  initial_ltv: decimal,
  margin_call_ltv: decimal,
  liquidation_ltv: decimal,
  hourly_rate: decimal,
  /** The price at which the loan is liquidated, at which a margin call is sent ("0" once closed). */
  liquidation_price: decimal,
  margin_call_price: decimal,
  /** The feed price now and the LTV on it (percent, 2 decimals rounded up); null without a price. */
  price: decimal.nullable(),
  ltv: decimal.nullable(),
  /** True while the LTV is at or above the margin-call LTV (a margin call was sent). */
  margin_call: z.boolean(),
  created_at: moment,
  /** When the term ends; null for an open loan. */
  term_end: moment.nullable(),
  closed_at: moment.nullable(),
  /** Liquidated or matured: the feed price that decided it, the proceeds, what was returned, the house's part. */
  close_price: decimal.nullable(),
  proceeds: decimal.nullable(),
  returned: decimal.nullable(),
  shortfall: decimal.nullable(),
});
export type LoanView = z.infer<typeof loanView>;

/** A history row; interest rows are aggregated per UTC day (`hours` = how many hourly charges). */
export const loanEvent = z.object({
  kind: z.enum(LOAN_EVENT_KINDS),
  /** In the borrowed currency: borrowed, interest charged, repaid, debt settled by a sale. */
  amount: decimal,
  /** Collateral moved (coin): held at borrow, added, sold. */
  collateral: decimal,
  /** The feed price that decided a liquidation, term-end sale or margin call. */
  price: decimal.nullable(),
  hours: z.number().int(),
  created_at: moment,
});
export type LoanEvent = z.infer<typeof loanEvent>;

export const loanDetail = loanView.extend({ history: z.array(loanEvent) });
export type LoanDetail = z.infer<typeof loanDetail>;

const amount = wirePositiveDecimal('loan_amount_invalid');

/** POST borrowing/borrow: by product id or collateral currency id; term_days one the product offers. */
export const loanBorrowRequest = z
  .object({
    product_id: wireId().optional(),
    currency_id: wireId().optional(),
    /** Collateral to hold (coin). */
    collateral: amount,
    /** USDT to borrow. */
    amount,
    term_days: wireIntIn(LOAN_TERMS, 'loan_term_invalid'),
  })
  .refine((v) => v.product_id !== undefined || v.currency_id !== undefined, {
    message: 'loan_product_not_found',
  });
export type LoanBorrowRequest = z.infer<typeof loanBorrowRequest>;

export const loanListFilters = [...LOAN_STATUSES, 'closed'] as const;
export const loanListRequest = pageQuerySchema.extend({
  /** A status, or `closed` (every status but active). */
  status: z.enum(loanListFilters).optional(),
});
export type LoanListRequest = z.infer<typeof loanListRequest>;

export const loanIdRequest = z.object({ id: wireId() });

/** POST borrowing/repay: `amount` (capped at the debt) or `full` (the whole debt at that moment). */
export const loanRepayRequest = z
  .object({ id: wireId(), amount: amount.optional(), full: wireBoolean().default(false) })
  .refine((v) => v.full || v.amount !== undefined, { message: 'loan_amount_invalid' });
export type LoanRepayRequest = z.infer<typeof loanRepayRequest>;

export const loanAddCollateralRequest = z.object({ id: wireId(), amount });
export type LoanAddCollateralRequest = z.infer<typeof loanAddCollateralRequest>;

export const loansApi = {
  products: defineEndpoint({
    method: read,
    path: '/borrowing/products',
    auth: 'optional',
    request: z.object({}),
    response: z.array(loanProduct),
    summary: 'Enabled loan products (one per collateral coin) with their published LTVs, rate and terms.',
  }),
  borrow: defineEndpoint({
    method: 'POST',
    path: '/borrowing/borrow',
    auth: 'required',
    idempotent: true,
    request: loanBorrowRequest,
    response: loanView,
    summary:
      'Takes a loan: the collateral held on the spot account, the USDT credited; refused above the initial LTV.',
  }),
  loans: defineEndpoint({
    method: read,
    path: '/borrowing/loans',
    auth: 'required',
    request: loanListRequest,
    response: paginatedSchema(loanView),
    summary: "The user's loans, newest first, optionally by status.",
  }),
  detail: defineEndpoint({
    method: read,
    path: '/borrowing/detail',
    auth: 'required',
    request: loanIdRequest,
    response: loanDetail,
    summary: "One of the user's loans with its history (interest aggregated per day).",
  }),
  repay: defineEndpoint({
    method: 'POST',
    path: '/borrowing/repay',
    auth: 'required',
    idempotent: true,
    request: loanRepayRequest,
    response: loanView,
    summary: 'Repays in part or in full (interest first); full repayment releases the collateral.',
  }),
  addCollateral: defineEndpoint({
    method: 'POST',
    path: '/borrowing/add_collateral',
    auth: 'required',
    idempotent: true,
    request: loanAddCollateralRequest,
    response: loanView,
    summary: 'Holds more collateral on an active loan: the LTV and the liquidation price go down.',
  }),
} as const satisfies EndpointGroup;
