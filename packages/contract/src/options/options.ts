import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { WIRE_INT_MAX, whenFieldsValid, wireId, wireInt, wireIntIn } from '../wire';
import { Decimal } from '../decimal';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { positiveAmountSchema } from '../validation';

/**
 * Seconds options ("microtrade"): `microtrade/*` with the original's field names.
 *
 * Published rules (the whole story of an order):
 * - The stake (`number`, USDT from the options account, type 4) leaves the account when the order is accepted.
 * - Entry price (`open_price`) = the pair's feed price at acceptance (refused when that quote is older than
 *   OPTIONS_MAX_PRICE_AGE_MS or the pair's market is closed). No offset of any kind.
 * - The order settles at exactly `settle_at` = acceptance time + `seconds`, on the feed price in effect during
 *   that second (`end_price`, the last tick whose time is in or before that second, recorded by the server
 *   every second). A later tick never decides it.
 * - Up (1) wins when end_price > open_price, down (2) when end_price < open_price; equal prices are a draw.
 *   Win: stake × (1 + profit_ratio/100) comes back (`fact_profits` = stake × ratio/100, rounded down to
 *   0.000001 USDT). Draw: the stake comes back (`fact_profits` 0). Loss: the stake is lost (`fact_profits`
 *   = −stake).
 * - No fee (OPTIONS_FEE_PERCENT = 0): the payout shown before confirming is everything.
 * - If the server recorded no price for the settlement second (every node was down at that moment), the order
 *   is void: the stake comes back, `profit_result` 0, `result_reason` 'no_price'.
 * - Every order is settled exactly once, also after a restart (a sweeper settles overdue orders).
 * - Operators configure the tiers (seconds, ratio, stake limits) and may switch the product off for a
 *   deployment; then every call answers the error `microtrade_unavailable` (the envelope's `code`). No operator
 *   call touches an order, a price or a result.
 */

/** No fee: the published payout is the whole story. */
export const OPTIONS_FEE_PERCENT = '0';
/** The only pay currency: USDT (currency id 3), from the options ("micro", type 4) account. */
export const OPTIONS_CURRENCY_ID = 3;
/** Default page size of microtrade/lists (micro-trade list 5). */
export const OPTIONS_PAGE_SIZE = 5;
export const OPTIONS_PAGE_SIZE_MAX = 50;
/** Most open orders one user may have at a time. */
export const OPTIONS_MAX_OPEN_ORDERS = 20;
/** Stakes are whole cents of USDT. */
export const OPTIONS_STAKE_DECIMALS = 2;
/** An entry price older than this is refused (`microtrade_price_stale`). */
export const OPTIONS_MAX_PRICE_AGE_MS = 5_000;
/** At most one submit per user per this many ms (`microtrade_too_fast`). */
export const OPTIONS_SUBMIT_INTERVAL_MS = 1_000;
/** Quick-pick stakes the ticket offers (USDT). */
export const OPTIONS_QUICK_AMOUNTS = ['10', '50', '100', '500', '1000'] as const;
/** Tier limits an operator may set. */
export const OPTIONS_TIER_SECONDS_MIN = 10;
export const OPTIONS_TIER_SECONDS_MAX = 3_600;
export const OPTIONS_TIER_RATIO_MAX = '100';

/** The tiers a fresh deployment starts with (operators change them through /ops/microtrade/tiers/set). */
export const OPTIONS_DEFAULT_TIERS = [
  { seconds: 30, profit_ratio: '80', min_amount: '10', max_amount: '50000' },
  { seconds: 60, profit_ratio: '85', min_amount: '10', max_amount: '50000' },
  { seconds: 120, profit_ratio: '90', min_amount: '10', max_amount: '50000' },
  { seconds: 300, profit_ratio: '95', min_amount: '10', max_amount: '50000' },
] as const;

/** A tier's `status` by name: users only ever see and trade the tiers that are on. */
export const OPTIONS_TIER_STATUS = { off: 0, on: 1 } as const;

/** `type`: 1 up (call), 2 down (put). */
export const OPTIONS_UP = 1;
export const OPTIONS_DOWN = 2;
export type OptionsDirection = typeof OPTIONS_UP | typeof OPTIONS_DOWN;
/** `status`: 1 open, 3 closed (the original's 2 "closing" is never visible: settlement is one transaction). */
export const OPTIONS_STATUS_OPEN = 1;
export const OPTIONS_STATUS_CLOSED = 3;
export type OptionsStatus = typeof OPTIONS_STATUS_OPEN | typeof OPTIONS_STATUS_CLOSED;
/** `profit_result`: -1 loss, 0 draw (or void), 1 win. */
export type OptionsResult = -1 | 0 | 1;
/** Why an order ended the way it did: '' while open, 'settled', or 'no_price' (void, stake returned). */
export const OPTIONS_RESULT_REASONS = ['', 'settled', 'no_price'] as const;
export type OptionsResultReason = (typeof OPTIONS_RESULT_REASONS)[number];

const decimal = z.string();
const id = wireId();
const numberAsString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** A tier as GET /microtrade/seconds returns it (original fields). `profit_ratio` is in percent. */
export const optionsTier = z.object({
  id: z.number().int(),
  seconds: z.number().int(),
  /** 1 enabled, 0 disabled (users only ever see enabled tiers). */
  status: z.number().int(),
  profit_ratio: decimal,
  min_amount: decimal,
  max_amount: decimal,
  sort: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OptionsTier = z.infer<typeof optionsTier>;
/** GET /microtrade/seconds — the enabled tiers, shortest first. */
export const optionsSecondsResponse = z.array(optionsTier);

/** GET /microtrade/payable_currencies — USDT, its quick picks and (when logged in) the options wallet. */
export const optionsPayableCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  is_micro: z.literal(1),
  micro_trade_fee: decimal,
  micro_min: decimal,
  micro_max: decimal,
  micro_numbers: z.array(z.object({ currency_id: z.number().int(), number: decimal })),
  /** null when not logged in. `micro_with_insurance` = `micro_balance` (Meridian has no insurance). */
  user_wallet: z
    .object({ micro_balance: decimal, micro_lock_balance: decimal, micro_with_insurance: decimal })
    .nullable(),
});
export type OptionsPayableCurrency = z.infer<typeof optionsPayableCurrency>;
export const optionsPayableCurrenciesResponse = z.array(optionsPayableCurrency);

/** 1 / 'up' / 'call' = up; 2 / 'down' / 'put' = down. */
const direction = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'up' || v === 'call'
      ? OPTIONS_UP
      : v === 2 || v === '2' || v === 'down' || v === 'put'
        ? OPTIONS_DOWN
        : v,
  z.union([z.literal(OPTIONS_UP), z.literal(OPTIONS_DOWN)], { message: 'microtrade_type_invalid' }),
);

/**
 * POST /microtrade/submit {match_id, currency_id, type, seconds, number} — idempotent with an
 * `Idempotency-Key` header. `match_id` = pair id, `currency_id` = pay currency (USDT, 3), `number` = stake.
 */
export const optionsSubmitRequest = z.object({
  match_id: id,
  currency_id: id.default(OPTIONS_CURRENCY_ID),
  type: direction,
  seconds: wireInt({ min: 1, max: WIRE_INT_MAX, key: 'microtrade_tier_unknown' }),
  number: z.preprocess(numberAsString, positiveAmountSchema),
  /** An unused options coupon of the caller paying part of the stake. */
  coupon_id: wireId('coupon_not_found').optional(),
});
export type OptionsSubmitRequest = z.infer<typeof optionsSubmitRequest>;

/** One order (original field names plus the prices' feed times and the settlement times). Times are ISO. */
export const optionsOrder = z.object({
  id: z.number().int(),
  /** Pair id. */
  match_id: z.number().int(),
  symbol: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  type: z.union([z.literal(OPTIONS_UP), z.literal(OPTIONS_DOWN)]),
  seconds: z.number().int(),
  /** Stake, USDT. */
  number: decimal,
  open_price: decimal,
  /** Feed time (ISO) of the tick that gave open_price. */
  open_price_time: z.string(),
  /** '' while open. */
  end_price: decimal,
  /** Feed second (ISO) whose price settled it; '' while open or when void. */
  end_price_time: z.string(),
  /** Acceptance time. */
  opened_at: z.string(),
  /** opened_at + seconds: the moment whose price decides the order. */
  settle_at: z.string(),
  /** When the settlement was written; '' while open. */
  settled_at: z.string(),
  /** Percent, copied from the tier at acceptance. */
  profit_ratio: decimal,
  fee: decimal,
  /** Net result in USDT: +stake × ratio/100, 0, or −stake; '0' while open. */
  fact_profits: decimal,
  /** What came back to the account at settlement: stake × (1 + ratio/100), the stake, or 0; '0' while open. */
  payout: decimal,
  /** -1 loss, 0 draw or void, 1 win; 0 while open. */
  profit_result: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  result_reason: z.enum(OPTIONS_RESULT_REASONS),
  status: z.union([z.literal(OPTIONS_STATUS_OPEN), z.literal(OPTIONS_STATUS_CLOSED)]),
  /** ms until settle_at (0 once due). */
  remain_milli_seconds: z.number().int(),
});
export type OptionsOrder = z.infer<typeof optionsOrder>;
export const optionsSubmitResponse = optionsOrder;

/** GET /microtrade/lists {match_id?, status 1|3, page, limit (default 5), currency_id?} — newest first. */
export const optionsListsRequest = z.object({
  match_id: wireId().optional(),
  currency_id: wireId().optional(),
  status: wireIntIn([OPTIONS_STATUS_OPEN, OPTIONS_STATUS_CLOSED]).default(OPTIONS_STATUS_OPEN),
  page: pageSchema,
  limit: limitSchema(OPTIONS_PAGE_SIZE, OPTIONS_PAGE_SIZE_MAX),
});
export type OptionsListsRequest = z.infer<typeof optionsListsRequest>;
export const optionsListsResponse = paginatedSchema(optionsOrder);

/** GET /microtrade/get_result {id} — the user's own order. */
export const optionsResultRequest = z.object({ id });

/** Operator API: GET /ops/microtrade/tiers/list — every tier, enabled or not. */
export const opsOptionsTiersResponse = z.array(optionsTier);
/**
 * POST /ops/microtrade/tiers/set — creates the tier with these `seconds` or updates it (ratio, stake limits,
 * status 1 on / 0 off, sort). Orders already accepted keep the ratio they were accepted with.
 */
export const opsOptionsTierSetRequest = z
  .object({
    seconds: wireInt({
      min: OPTIONS_TIER_SECONDS_MIN,
      max: OPTIONS_TIER_SECONDS_MAX,
      key: 'microtrade_tier_invalid',
    }),
    profit_ratio: z.preprocess(numberAsString, positiveAmountSchema),
    min_amount: z.preprocess(numberAsString, positiveAmountSchema),
    max_amount: z.preprocess(numberAsString, positiveAmountSchema),
    status: wireIntIn([0, 1]).default(1),
    sort: wireInt({ min: 0, max: 10_000 }).default(0),
  })
  .refine((v) => new Decimal(v.profit_ratio).lte(OPTIONS_TIER_RATIO_MAX), {
    ...whenFieldsValid,
    message: 'microtrade_tier_invalid',
    path: ['profit_ratio'],
  })
  .refine((v) => new Decimal(v.min_amount).lte(v.max_amount), {
    ...whenFieldsValid,
    message: 'microtrade_tier_invalid',
    path: ['min_amount'],
  })
  .refine(
    (v) =>
      decimals(v.min_amount) <= OPTIONS_STAKE_DECIMALS && decimals(v.max_amount) <= OPTIONS_STAKE_DECIMALS,
    {
      ...whenFieldsValid,
      message: 'microtrade_tier_invalid',
      path: ['min_amount'],
    },
  )
  .refine((v) => decimals(v.profit_ratio) <= 2, {
    ...whenFieldsValid,
    message: 'microtrade_tier_invalid',
    path: ['profit_ratio'],
  });
export type OpsOptionsTierSetRequest = z.infer<typeof opsOptionsTierSetRequest>;

function decimals(v: string): number {
  return new Decimal(v).decimalPlaces();
}

// ---- Pure rules, shared by the server's settlement and the web ticket ----

/** USDT credits are rounded down to this many decimals. */
export const OPTIONS_CREDIT_DECIMALS = 6;

/** What a win pays back: stake × (1 + ratio/100), and the profit part stake × ratio/100 (rounded down). */
export function optionPayout(stake: string, ratioPercent: string): { payout: string; profit: string } {
  const profit = new Decimal(stake)
    .times(ratioPercent)
    .div(100)
    .toDecimalPlaces(OPTIONS_CREDIT_DECIMALS, Decimal.ROUND_DOWN);
  return { payout: profit.plus(stake).toFixed(), profit: profit.toFixed() };
}

/**
 * The win rate at which the option breaks even, in percent with two decimals (rounded up, so a rate at or
 * above it never loses on average): 1 / (1 + ratio/100). Ratio 80 % → 55.56 %.
 */
export function breakEvenWinRate(ratioPercent: string): string {
  const r = new Decimal(ratioPercent).div(100);
  return new Decimal(100).div(r.plus(1)).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
}

/** Win (1), draw (0) or loss (-1) of a direction from the entry and settlement prices. */
export function optionOutcome(type: OptionsDirection, openPrice: string, endPrice: string): OptionsResult {
  const cmp = new Decimal(endPrice).comparedTo(openPrice);
  if (cmp === 0) return 0;
  const up = cmp > 0;
  return (type === OPTIONS_UP) === up ? 1 : -1;
}

/** Money of a settled order: what comes back (`payout`) and the net result (`fact_profits`). */
export function optionSettlement(
  stake: string,
  ratioPercent: string,
  result: OptionsResult,
): { payout: string; fact_profits: string } {
  if (result === 1) {
    const p = optionPayout(stake, ratioPercent);
    return { payout: p.payout, fact_profits: p.profit };
  }
  if (result === 0) return { payout: new Decimal(stake).toFixed(), fact_profits: '0' };
  return { payout: '0', fact_profits: new Decimal(stake).neg().toFixed() };
}

const both = ['GET', 'POST'] as const;
const noInput = z.object({});

/** Endpoints: seconds options (microtrade/*). Every call answers `microtrade_unavailable` while it is off. */
export const optionsApi = {
  seconds: defineEndpoint({
    method: both,
    path: '/microtrade/seconds',
    auth: 'none',
    request: noInput,
    response: optionsSecondsResponse,
    summary: 'The enabled tiers (seconds, profit ratio, stake limits), shortest first.',
  }),
  payableCurrencies: defineEndpoint({
    method: both,
    path: '/microtrade/payable_currencies',
    auth: 'optional',
    request: noInput,
    response: optionsPayableCurrenciesResponse,
    summary: 'The pay currency (USDT) with its quick picks and, when signed in, the options balance.',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/microtrade/submit',
    auth: 'required',
    idempotent: true,
    request: optionsSubmitRequest,
    response: optionsSubmitResponse,
    summary: 'Opens an up or down option on a pair for one tier; the stake leaves the options account.',
  }),
  lists: defineEndpoint({
    method: both,
    path: '/microtrade/lists',
    auth: 'required',
    request: optionsListsRequest,
    response: optionsListsResponse,
    summary: "The user's open (status 1) or closed (status 3) options, newest first.",
  }),
  getResult: defineEndpoint({
    method: both,
    path: '/microtrade/get_result',
    auth: 'required',
    request: optionsResultRequest,
    response: optionsOrder,
    summary: "One of the user's options, with its result once settled.",
  }),
} as const satisfies EndpointGroup;
