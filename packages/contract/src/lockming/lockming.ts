import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireDecimal, wireId, wirePositiveDecimal } from '../wire';
import { EARN_PRODUCT_STATES, LOCK_CATEGORIES, LOCK_ORDER_STATES } from '../earn/earn-rules';

/**
 * Locked mining (Lock mining). A product locks a currency for a number of
 * days; each UTC day of the term pays one dividend at that day's rate, published before the day starts (the
 * product's lowest rate unless an operator set another within the range, the same for every holder). Amounts
 * are decimals (the original's integer column was a flaw). Early redemption costs penalty rate × remaining
 * days × amount.
 */

const decimal = z.string();

/** Paid days listed with an order (a long lock shows its latest ones; `days_paid` counts them all). */
export const LOCK_DIVIDENDS_SHOWN = 60;

/** A product (`GET /lh/deposit/config`), with the original's field names. Texts in the request's language. */
export const lockProduct = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  currency_logo: z.string(),
  title: z.string(),
  intro: z.string(),
  /** Minimum single amount. */
  save_min: decimal,
  /** Lock days. */
  day: z.number().int(),
  /** Daily yield range, percent a day ("0.3" = 0.3 %). */
  rate_min: decimal,
  rate_max: decimal,
  /** Today's published daily rate and tomorrow's (tomorrow's '' until published). */
  interest_rate: decimal,
  next_rate: decimal,
  /** Early-redemption penalty, percent of the amount per remaining day. */
  cancel_rate: decimal,
  /** Standard, DeFi mining or cloud mining (each listed under its own home entry). */
  category: z.enum(LOCK_CATEGORIES),
  status: z.enum(EARN_PRODUCT_STATES),
  is_demo: z.boolean(),
  created_at: z.string(),
});
export type LockProduct = z.infer<typeof lockProduct>;

/** One paid dividend of an order: its day, that day's rate and the amount. */
export const lockDividendRow = z.object({
  day: z.string(),
  rate: decimal,
  amount: decimal,
  paid_at: z.string(),
});
export type LockDividendRow = z.infer<typeof lockDividendRow>;

export const lockOrder = z.object({
  id: z.number().int(),
  config_id: z.number().int(),
  title: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  amount: decimal,
  /** Lock days, the product's range and its penalty rate, as at purchase. */
  day: z.number().int(),
  rate_min: decimal,
  rate_max: decimal,
  cancel_rate: decimal,
  /** Dividends: Σ paid, how many days were paid, and the paid days, newest first (the last LOCK_DIVIDENDS_SHOWN). */
  total_interest: decimal,
  days_paid: z.number().int(),
  dividends: z.array(lockDividendRow),
  /** The lock's term: dividend days are [start_at, end_at). */
  created_at: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(LOCK_ORDER_STATES),
  /** 1 when it was redeemed early (the original's is_cancel). */
  is_cancel: z.union([z.literal(0), z.literal(1)]),
  /** The penalty paid on an early redemption, and the principal returned ('0' while running). */
  cancel_fee: decimal,
  returned: decimal,
  /** While running: what an early redemption now would cost (remaining days incl. today) and return. */
  redeem: z
    .object({
      remaining_days: z.number().int(),
      penalty: decimal,
      refund: decimal,
    })
    .nullable(),
  closed_at: z.string(),
});
export type LockOrder = z.infer<typeof lockOrder>;

/** `category` lists one category only; without it every product is listed, as before. */
export const lockProductsRequest = pageQuerySchema.extend({
  category: z.enum(LOCK_CATEGORIES, { message: 'parameter_error' }).optional(),
});
export const lockProductsResponse = paginatedSchema(lockProduct);

export const lockDepositRequest = z.object({
  config_id: wireId(),
  amount: wirePositiveDecimal('lockming_amount_invalid'),
});
export type LockDepositRequest = z.infer<typeof lockDepositRequest>;

export const lockOrdersRequest = pageQuerySchema.extend({
  status: z.enum(LOCK_ORDER_STATES).optional(),
});
export const lockOrdersResponse = paginatedSchema(lockOrder);

/**
 * POST /lh/deposit/order/cancel: early redemption. `penalty`, when sent (the confirmation's figure), must still be
 * the penalty: a day that rolled over between the preview and the confirmation is refused, not charged silently.
 */
export const lockCancelRequest = z.object({
  id: wireId(),
  penalty: wireDecimal().optional(),
});
export type LockCancelRequest = z.infer<typeof lockCancelRequest>;

const both = ['GET', 'POST'] as const;

export const lockmingApi = {
  products: defineEndpoint({
    method: both,
    path: '/lh/deposit/config',
    auth: 'none',
    request: lockProductsRequest,
    response: lockProductsResponse,
    summary: "Lock-mining products on sale, with today's and tomorrow's published daily rate.",
  }),
  deposit: defineEndpoint({
    method: 'POST',
    path: '/lh/deposit',
    auth: 'required',
    idempotent: true,
    request: lockDepositRequest,
    response: lockOrder,
    summary: 'Locks an amount from the spot account for the product term (held, earning from the next day).',
  }),
  orders: defineEndpoint({
    method: both,
    path: '/lh/deposit/order',
    auth: 'required',
    request: lockOrdersRequest,
    response: lockOrdersResponse,
    summary: 'My locks, newest first, each with its dividends by day and its redemption preview.',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/lh/deposit/order/cancel',
    auth: 'required',
    idempotent: true,
    request: lockCancelRequest,
    response: lockOrder,
    summary: 'Early redemption: the principal less the penalty back to spot; dividends paid are kept.',
  }),
} as const satisfies EndpointGroup;
