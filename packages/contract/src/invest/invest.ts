import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId, wireInt } from '../wire';
import { INVEST_NUM_MAX, INVEST_ORDER_STATES, INVEST_TYPES, EARN_PRODUCT_STATES } from '../earn/earn-rules';

/**
 * Invest and dual-currency products (Dual, the invest pages). A product has a
 * coin (BTC, ETH…), a type (call: sell high, deposit the coin; put: buy low, deposit USDT), a linked price, an
 * APR locked at purchase and a maturity date. It settles at 08:00 UTC on that date at the mean of the feed's
 * one-minute prices of the 30 minutes before (the samples are stored and shown), and pays
 * formula — the client's preview formula, which the original's server got wrong.
 */

const decimal = z.string();

export const investProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A grouping the operator chooses (a tab on the invest screen), '' for none. */
  section: z.string(),
  type: z.enum(INVEST_TYPES),
  /** The coin (1 BTC, 2 ETH…) and what is deposited: the coin for a call, USDT for a put. */
  currency_id: z.number().int(),
  currency_name: z.string(),
  pay_currency_id: z.number().int(),
  pay_currency_name: z.string(),
  /** Deposit per share, in the pay currency. */
  per_price: decimal,
  /** Annual rate in percent ("36.5" = 36.5 %), locked at purchase. */
  apr: decimal,
  /** The linked (strike) price, USDT per coin; the coin's last price for reference. */
  linked_price: decimal,
  last_price: decimal,
  /** Maturity date (YYYY-MM-DD), its settlement moment (08:00 UTC), and holding days of a purchase today. */
  end_time: z.string(),
  settle_at: z.string(),
  day: z.number().int(),
  total_number: z.number().int(),
  remaining_number: z.number().int(),
  purchased_number: z.number().int(),
  /** Shares sold, percent (the progress bar). */
  progress: decimal,
  /** Most shares one user may hold in this product. */
  user_limit: z.number().int(),
  /** Shares the viewer holds ('0' for a visitor). */
  user_number: z.number().int(),
  status: z.enum(EARN_PRODUCT_STATES),
  /** Purchases are open: on sale, shares left, and before the maturity date. */
  open: z.boolean(),
  is_demo: z.boolean(),
});
export type InvestProduct = z.infer<typeof investProduct>;

/** One payout case of a purchase: the currency and the amount. */
export const investPayoutView = z.object({ currency_name: z.string(), amount: decimal });
/** The recorded price of one minute of the settlement window (minute start, epoch seconds, and its close). */
export const investSample = z.object({ t: z.number().int(), price: decimal });

export const investOrder = z.object({
  id: z.number().int(),
  dual_id: z.number().int(),
  name: z.string(),
  type: z.enum(INVEST_TYPES),
  currency_id: z.number().int(),
  currency_name: z.string(),
  pay_currency_name: z.string(),
  /** Shares and the deposit (num × per_price). */
  num: z.number().int(),
  amount: decimal,
  /** Terms as at purchase. */
  apr: decimal,
  day: z.number().int(),
  linked_price: decimal,
  end_time: z.string(),
  settle_at: z.string(),
  /** Both outcomes, computed at purchase with the settlement formula. */
  below: investPayoutView,
  above: investPayoutView,
  status: z.enum(INVEST_ORDER_STATES),
  /** After settlement: the price, the samples it is the mean of, and what was paid ('' / [] before). */
  settle_price: decimal,
  samples: z.array(investSample),
  payout: investPayoutView.nullable(),
  created_at: z.string(),
  settled_at: z.string(),
});
export type InvestOrder = z.infer<typeof investOrder>;

/** GET /dual/index: products of a coin and type (defaults BTC, call), optionally one section. */
export const investIndexRequest = pageQuerySchema.extend({
  currency_id: wireId().default(1),
  type: z.enum(INVEST_TYPES).default('call'),
  section: z.string().max(40).optional(),
});
export const investIndexResponse = paginatedSchema(investProduct).extend({
  /** The sections among the products of this coin and type, in order. */
  sections: z.array(z.string()),
});

export const investDetailRequest = z.object({ id: wireId() });

/** POST /dual/buyDual: whole shares. */
export const investBuyRequest = z.object({
  id: wireId(),
  num: wireInt({ min: 1, max: INVEST_NUM_MAX, key: 'dual_num_invalid' }),
});
export type InvestBuyRequest = z.infer<typeof investBuyRequest>;

export const investListRequest = pageQuerySchema.extend({
  currency_id: wireId().optional(),
  type: z.enum(INVEST_TYPES).optional(),
  status: z.enum(INVEST_ORDER_STATES).optional(),
});
export const investListResponse = paginatedSchema(investOrder);

const both = ['GET', 'POST'] as const;

export const investApi = {
  index: defineEndpoint({
    method: both,
    path: '/dual/index',
    auth: 'optional',
    request: investIndexRequest,
    response: investIndexResponse,
    summary: 'Invest products of a coin and type, earliest maturity first, with progress and limits.',
  }),
  detail: defineEndpoint({
    method: both,
    path: '/dual/detail',
    auth: 'optional',
    request: investDetailRequest,
    response: investProduct,
    summary: 'One invest product.',
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/dual/buyDual',
    auth: 'required',
    idempotent: true,
    request: investBuyRequest,
    response: investOrder,
    summary: 'Buys whole shares: the deposit leaves the spot account; the APR is locked.',
  }),
  list: defineEndpoint({
    method: both,
    path: '/dual/dual_list',
    auth: 'required',
    request: investListRequest,
    response: investListResponse,
    summary: 'My invest orders, newest first, with the settlement price, its samples and the payout.',
  }),
} as const satisfies EndpointGroup;
