import { z } from 'zod';
import { FIAT_CODES } from '../constants';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { UPLOAD_REFERENCE, wireId, wirePositiveDecimal, wireUrl } from '../wire';
import { OTC_SIDES, OTC_STATUSES } from './otc-rules';

/**
 * OTC fast buy and sell (otc/otc). Money is decimal strings (fiat totals 2 decimals, prices 8),
 * times ISO 8601. A quote is locked for 60 s; an order is placed from an unexpired quote of the caller. Buy:
 * pending (pay by transfer to `bank`, reference = order_no) → voucher → paid → the operator confirms (coins
 * credited) or rejects; unpaid when `deadline_at` passes → expired. Sell: the coins are held at once; the
 * operator pays out to the chosen card and confirms (completed) or rejects (coins released).
 */

const decimal = z.string();
const moment = z.string();
const both = ['GET', 'POST'] as const;

export const otcSide = z.enum(OTC_SIDES, { message: 'parameter_error' });
export const otcStatus = z.enum(OTC_STATUSES, { message: 'parameter_error' });
export const otcFiat = z.enum(FIAT_CODES, { message: 'otc_fiat_unavailable' });
/** The saved bank card a sell is paid out to: the domestic or the international one (settings). */
export const OTC_CARD_TYPES = ['domestic', 'international'] as const;
export const otcCardType = z.enum(OTC_CARD_TYPES, { message: 'otc_card_required' });

/** The desk's bank account a buyer transfers to (desk settings), with the reference to quote. */
export const otcBankDetails = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  branch: z.string(),
  swift: z.string(),
  /** The payment reference to write on the transfer: the order number. */
  reference: z.string(),
});
export type OtcBankDetails = z.infer<typeof otcBankDetails>;

/** The user's card a sell is paid out to, as it was when the order was placed. */
export const otcCardSnapshot = z.object({
  type: otcCardType,
  real_name: z.string(),
  bank_name: z.string(),
  /** The account or card number. */
  account: z.string(),
  branch: z.string(),
  swift: z.string(),
});
export type OtcCardSnapshot = z.infer<typeof otcCardSnapshot>;

export const otcCoin = z.object({
  currency_id: z.number().int(),
  name: z.string(),
  /** Wallet decimals of the coin (amounts are cut to them). */
  decimals: z.number().int(),
  /** The feed price in USDT ('1' for USDT; '0' when the feed has none: not quotable now). */
  price_usdt: decimal,
});
export type OtcCoin = z.infer<typeof otcCoin>;

/** GET /otc/config: what the desk publishes, plus the caller's identity level and cap when signed in. */
export const otcConfig = z.object({
  open: z.boolean(),
  coins: z.array(otcCoin),
  /** Fiats with their rate: fiat units per 1 USD (≈ per USDT). */
  fiats: z.array(z.object({ code: z.string(), rate: decimal })),
  spread_bps: z.number().int(),
  min_usdt: decimal,
  max_usdt: decimal,
  /** Per-order caps by identity level in USDT (Lv1 2,000, Lv2 1,000,000). */
  level_caps: z.object({ lv1: decimal, lv2: decimal }),
  /** The caller's verified identity level (null when not signed in) and its cap (null at level 0). */
  level: z.number().int().nullable(),
  level_cap_usdt: decimal.nullable(),
  pay_window_minutes: z.number().int(),
  quote_ttl_seconds: z.number().int(),
  /** The desk's label ("demo desk" on a demo install; '' otherwise). */
  label: z.string(),
});
export type OtcConfig = z.infer<typeof otcConfig>;

export const otcQuoteRequest = z
  .object({
    side: otcSide,
    currency_id: wireId('otc_coin_unavailable'),
    fiat: otcFiat,
    /** Either the coin amount… */
    amount: wirePositiveDecimal('otc_amount_invalid').optional(),
    /** …or the fiat total (what the buyer pays / the seller wants). */
    total: wirePositiveDecimal('otc_amount_invalid').optional(),
  })
  .refine((v) => (v.amount === undefined) !== (v.total === undefined), {
    message: 'otc_amount_invalid',
    path: ['amount'],
  });
export type OtcQuoteRequest = z.infer<typeof otcQuoteRequest>;

/** What a quote and the order placed from it share: the terms and what decided the price. */
const otcTerms = {
  id: z.number().int(),
  side: otcSide,
  currency_id: z.number().int(),
  currency_name: z.string(),
  fiat: z.string(),
  /** Fiat per coin, spread included. */
  price: decimal,
  amount: decimal,
  total: decimal,
  spread_bps: z.number().int(),
  /** What decided the price: the coin's feed price in USDT and the fiat's rate. */
  feed_price: decimal,
  fiat_rate: decimal,
  usdt_value: decimal,
  created_at: moment,
};

export const otcQuote = z.object({ ...otcTerms, expires_at: moment });
export type OtcQuote = z.infer<typeof otcQuote>;

export const otcOrderRequest = z.object({
  quote_id: wireId('otc_quote_not_found'),
  /** Sell only: the saved card to be paid out to. */
  card: otcCardType.optional(),
});
export type OtcOrderRequest = z.infer<typeof otcOrderRequest>;

export const otcOrder = z.object({
  ...otcTerms,
  order_no: z.string(),
  status: otcStatus,
  /** Buy: where to transfer (a snapshot of the desk's details when ordered); null for a sell. */
  bank: otcBankDetails.nullable(),
  /** Sell: where the payout goes; null for a buy. */
  card: otcCardSnapshot.nullable(),
  /** The uploaded payment voucher's URL ('' until uploaded). */
  voucher: z.string(),
  /** Buy: when an unpaid order is cancelled; null for a sell. */
  deadline_at: moment.nullable(),
  paid_at: moment.nullable(),
  completed_at: moment.nullable(),
  rejected_at: moment.nullable(),
  cancelled_at: moment.nullable(),
  expired_at: moment.nullable(),
  /** The operator's reason of a rejection ('' otherwise). */
  reason: z.string(),
  can_cancel: z.boolean(),
  can_upload_voucher: z.boolean(),
  /** The support thread about this order (`otc:<id>`). */
  topic: z.string(),
});
export type OtcOrder = z.infer<typeof otcOrder>;

export const otcOrdersRequest = z.object({
  page: pageSchema,
  limit: limitSchema(10, 50),
  status: otcStatus.optional(),
  side: otcSide.optional(),
});
export type OtcOrdersRequest = z.infer<typeof otcOrdersRequest>;

export const otcOrderIdRequest = z.object({ id: wireId('otc_order_not_found') });
export const otcVoucherRequest = z.object({
  id: wireId('otc_order_not_found'),
  /** The reference POST /upload answered. */
  voucher: wireUrl({ max: 500, key: 'otc_voucher_required', relative: UPLOAD_REFERENCE }).refine(
    (v) => v !== '',
    { message: 'otc_voucher_required' },
  ),
});

export const otcApi = {
  config: defineEndpoint({
    method: both,
    path: '/otc/config',
    auth: 'optional',
    request: z.object({}),
    response: otcConfig,
    summary:
      "The desk: coins, fiats with rates, spread, limits (and the caller's level cap), payment window.",
  }),
  quote: defineEndpoint({
    method: 'POST',
    path: '/otc/quote',
    auth: 'required',
    request: otcQuoteRequest,
    response: otcQuote,
    summary: 'A quote for an amount in coin or a total in fiat, locked for 60 s.',
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/otc/order',
    auth: 'required',
    idempotent: true,
    request: otcOrderRequest,
    response: otcOrder,
    summary: 'Places an order from an unexpired quote: a buy awaits the transfer, a sell holds the coins.',
  }),
  orders: defineEndpoint({
    method: both,
    path: '/otc/orders',
    auth: 'required',
    request: otcOrdersRequest,
    response: paginatedSchema(otcOrder),
    summary: 'My OTC orders, newest first, filtered by status and side.',
  }),
  orderDetail: defineEndpoint({
    method: both,
    path: '/otc/order/detail',
    auth: 'required',
    request: otcOrderIdRequest,
    response: otcOrder,
    summary: 'One of my OTC orders.',
  }),
  voucher: defineEndpoint({
    method: 'POST',
    path: '/otc/order/voucher',
    auth: 'required',
    idempotent: true,
    request: otcVoucherRequest,
    response: otcOrder,
    summary: "Attaches the transfer's voucher to a buy order: it awaits the operator (paid).",
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/otc/order/cancel',
    auth: 'required',
    request: otcOrderIdRequest,
    response: otcOrder,
    summary: 'Cancels a buy order not yet paid.',
  }),
} as const satisfies EndpointGroup;
