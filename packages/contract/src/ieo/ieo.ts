import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireDecimal, wireId, wirePositiveDecimal } from '../wire';
import { EARN_PRODUCT_STATES, IEO_ALLOCATION_STATES, IEO_ORDER_STATES, IEO_PHASES } from '../earn/earn-rules';

/**
 * IEO token subscriptions (IEO). Field names are the original's where it had
 * them. Unlike the original (first come, full fill), a subscription holds its payment during the window; at
 * the end every subscription gets its pro-rata share (per-user cap, the excess redistributed), pays for it and
 * gets the rest back; the tokens arrive in the spot wallet at the time to market.
 */

const decimal = z.string();

/** A project as listed (`GET /project`). Texts are in the request's language (fallback en). */
export const ieoProjectItem = z.object({
  id: z.number().int(),
  /** The token's asset id (a new currency) and the currency it is paid in. */
  currency_id: z.number().int(),
  pay_currency_id: z.number().int(),
  currency_name: z.string(),
  pay_currency_name: z.string(),
  title: z.string(),
  summary: z.string(),
  logo: z.string(),
  /** Issuance price, in the pay currency per token. */
  price: decimal,
  /** Total issuance (tokens). */
  amount: decimal,
  /** Smallest subscription and the most one user is allocated (tokens). */
  min: decimal,
  user_limit: decimal,
  /** Tokens requested by every subscription so far (may exceed the supply: then pro rata). */
  total_sell: decimal,
  start_at: z.string(),
  end_at: z.string(),
  /** Time to market: end + lock period; the tokens are credited then. */
  sell_begin: z.string(),
  lock_days: z.number().int(),
  phase: z.enum(IEO_PHASES),
  /** 1 warm-up, 2 in progress, 3 ended (the original's time_status). */
  time_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** What the phase's countdown runs to (start, end, time to market), '' when nothing is left to wait for. */
  countdown_to: z.string(),
  /** Share of the supply not yet requested, 0–100 (the original's `percentage`). */
  percentage: decimal,
  /** Whole days of the subscription window (at least 1). */
  day: z.number().int(),
  /** Applications number (subscriptions) and passes number (subscriptions allocated more than zero). */
  total_apply: z.number().int(),
  total_pass: z.number().int(),
  allocation: z.enum(IEO_ALLOCATION_STATES),
  status: z.enum(EARN_PRODUCT_STATES),
  is_demo: z.boolean(),
});
export type IeoProjectItem = z.infer<typeof ieoProjectItem>;

export const ieoProject = ieoProjectItem.extend({
  content: z.string(),
  white_book: z.string(),
  link: z.string(),
  /** After allocation: the ratio uncapped requests were filled at (1 when not oversubscribed), else ''. */
  ratio: decimal,
  /** Tokens allocated in all (after allocation). */
  allocated: decimal,
  /** Whether the token trades as a spot pair against the pay currency (an operator lists it). */
  listed: z.boolean(),
});
export type IeoProject = z.infer<typeof ieoProject>;

/** A subscription, with the arithmetic of its allocation. */
export const ieoOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  project_id: z.number().int(),
  name: z.string(),
  currency_name: z.string(),
  pay_currency_name: z.string(),
  price: decimal,
  /** Tokens requested, and the payment held for them (amount × price). */
  amount: decimal,
  paid: decimal,
  /** After allocation: tokens allocated, what they cost, what was released; '0' before. */
  coin_amount: decimal,
  cost: decimal,
  refund: decimal,
  /** The per-user cap, whether it bound, and the project's fill ratio ('' before allocation). */
  user_limit: decimal,
  capped: z.boolean(),
  ratio: decimal,
  /** Tokens credited (at the time to market), else '0'. */
  give_amount: decimal,
  status: z.enum(IEO_ORDER_STATES),
  sell_begin: z.string(),
  created_at: z.string(),
  allocated_at: z.string(),
  delivered_at: z.string(),
});
export type IeoOrder = z.infer<typeof ieoOrder>;

export const ieoProjectsRequest = pageQuerySchema;
export const ieoProjectsResponse = paginatedSchema(ieoProjectItem);

export const ieoDetailRequest = z.object({ project_id: wireId() });
export const ieoDetailResponse = z.object({
  info: ieoProject.extend({
    /** The viewer's available balance in the pay currency ('0' for a visitor). */
    user_balance: decimal,
  }),
  /** The viewer's subscription (null when none or a visitor). */
  order_info: ieoOrder.nullable(),
});
export type IeoDetailResponse = z.infer<typeof ieoDetailResponse>;

/**
 * POST /project/order: `amount` tokens requested (at least `min`, at most the total issuance), paid in the
 * project's pay currency at its price. `pay_currency` and `price`, which the original client sends, are checked
 * when present: a stale price is refused rather than silently repriced.
 */
export const ieoOrderRequest = z.object({
  project_id: wireId(),
  amount: wirePositiveDecimal('ieo_amount_invalid'),
  pay_currency: wireId().optional(),
  price: wireDecimal().optional(),
});
export type IeoOrderRequest = z.infer<typeof ieoOrderRequest>;

export const ieoMyOrdersRequest = pageQuerySchema;
export const ieoMyOrdersResponse = paginatedSchema(ieoOrder);

const both = ['GET', 'POST'] as const;

export const ieoApi = {
  projects: defineEndpoint({
    method: both,
    path: '/project',
    auth: 'none',
    request: ieoProjectsRequest,
    response: ieoProjectsResponse,
    summary: 'IEO projects: warm-up and in progress first, then ended ones, with phase and countdown.',
  }),
  detail: defineEndpoint({
    method: both,
    path: '/project/detail',
    auth: 'optional',
    request: ieoDetailRequest,
    response: ieoDetailResponse,
    summary: "A project and the viewer's subscription with its allocation arithmetic.",
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/project/order',
    auth: 'required',
    idempotent: true,
    request: ieoOrderRequest,
    response: ieoOrder,
    summary: 'Subscribes while the project is in progress: the payment is held until the allocation.',
  }),
  myOrders: defineEndpoint({
    method: both,
    path: '/user/project/order',
    auth: 'required',
    request: ieoMyOrdersRequest,
    response: ieoMyOrdersResponse,
    summary: 'My subscriptions, newest first, with what was allocated, paid and refunded.',
  }),
} as const satisfies EndpointGroup;
