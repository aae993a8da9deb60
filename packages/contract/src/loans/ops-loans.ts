import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { Decimal } from '../decimal';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { whenFieldsValid, wireBoolean, wireDecimal, wireId, wireIntIn, wirePositiveDecimal } from '../wire';
import { loanListFilters, loanProduct, loanView } from './loans';
import { LOAN_RATE_DECIMALS, LOAN_TERMS, loanThresholdsValid } from './loans-rules';

/**
 * The console's loan calls: loan products per collateral (audited, OPS_ACTIONS loans.*) and the loan
 * book with each loan's current LTV. Nothing here moves a balance or a price: loans are repaid by their owners
 * and liquidated by the trigger engine at the feed price.
 */

const read = ['GET', 'POST'] as const;
const percent = wirePositiveDecimal('loan_product_invalid');

/**
 * POST /ops/loans/product/save: creates the product of a collateral coin (one per coin) or edits it (by id).
 * 0 < initial LTV < margin-call LTV < liquidation LTV < 100; 0 ≤ min ≤ max borrow; at least one term. Edits
 * apply to new loans: a loan keeps the terms it was taken with.
 */
export const opsLoanProductSaveRequest = z
  .object({
    id: wireId().optional(),
    currency_id: wireId(),
    initial_ltv: percent,
    margin_call_ltv: percent,
    liquidation_ltv: percent,
    /** Percent per hour. */
    hourly_rate: wireDecimal('loan_product_invalid'),
    terms: z
      .array(wireIntIn(LOAN_TERMS, 'loan_product_invalid'))
      .min(1, 'loan_product_invalid')
      .max(LOAN_TERMS.length, 'loan_product_invalid'),
    min_borrow: wirePositiveDecimal('loan_product_invalid'),
    max_borrow: wirePositiveDecimal('loan_product_invalid'),
    enabled: wireBoolean().default(true),
    is_demo: wireBoolean().default(false),
  })
  .refine(
    (v) =>
      loanThresholdsValid({
        initialLtv: v.initial_ltv,
        marginCallLtv: v.margin_call_ltv,
        liquidationLtv: v.liquidation_ltv,
      }) &&
      new Decimal(v.min_borrow).lte(v.max_borrow) &&
      new Decimal(v.hourly_rate).lt(1) &&
      new Decimal(v.hourly_rate).decimalPlaces() <= LOAN_RATE_DECIMALS &&
      new Set(v.terms).size === v.terms.length,
    { message: 'loan_product_invalid', ...whenFieldsValid },
  );
export type OpsLoanProductSaveRequest = z.infer<typeof opsLoanProductSaveRequest>;

/** A loan in the console's book: the owner's view plus who owns it. */
export const opsLoan = loanView.extend({ uid: z.number().int(), account: z.string() });
export type OpsLoan = z.infer<typeof opsLoan>;

export const opsLoanListRequest = pageQuerySchema.extend({
  status: z.enum(loanListFilters).optional(),
  uid: wireId().optional(),
  currency_id: wireId().optional(),
});
export type OpsLoanListRequest = z.infer<typeof opsLoanListRequest>;

export const opsLoansApi = {
  products: defineEndpoint({
    method: read,
    path: '/ops/loans/products',
    auth: 'operator',
    request: z.object({}),
    response: z.array(loanProduct),
    summary: 'Every loan product, enabled or not.',
  }),
  productSave: defineEndpoint({
    method: 'POST',
    path: '/ops/loans/product/save',
    auth: 'operator',
    request: opsLoanProductSaveRequest,
    response: loanProduct,
    summary: "Creates or edits a collateral coin's loan product (LTVs, hourly rate, terms, limits); audited.",
  }),
  list: defineEndpoint({
    method: read,
    path: '/ops/loans/list',
    auth: 'operator',
    request: opsLoanListRequest,
    response: paginatedSchema(opsLoan),
    summary: 'The loan book, newest first, with each loan’s current LTV; by status, user or collateral.',
  }),
} as const satisfies EndpointGroup;
