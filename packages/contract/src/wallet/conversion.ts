import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireId } from '../wire';
import { Decimal } from '../decimal';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { positiveAmountSchema } from '../validation';

/**
 * Coin conversion (the "transfer" screen): user/getTransferList, user/getTransferFee, user/Transfer,
 * with the original's field names, plus user/transfer_log (the user's own conversions with
 * the prices that decided them). Prices come from the market feed only (USDT = 1); amounts are decimal strings.
 */

/**
 * Conversion fee in percent of the amount converted, taken from the source currency as an extra debit.
 * A published constant (not an operator setting): every quote and every stored conversion repeats it.
 */
export const CONVERSION_FEE_PERCENT = '0.2';

/** A price older than this (ms since its last tick) is stale: conversions are refused until it ticks again. */
export const CONVERSION_PRICE_MAX_AGE_MS = 120_000;

const decimal = z.string();
type DecimalLike = Decimal | string;
const currencyId = wireId();

/** POST /user/getTransferList */
export const getTransferListRequest = z.object({});
export const conversionCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  /** Decimals the currency is kept to (amounts beyond it are refused). */
  precision: z.number().int(),
});
export type ConversionCurrency = z.infer<typeof conversionCurrency>;
export const conversionWallet = z.object({
  currency: z.number().int(),
  currency_name: z.string(),
  /** Available spot ("change") balance. */
  change_balance: decimal,
  precision: z.number().int(),
});
export type ConversionWallet = z.infer<typeof conversionWallet>;
export const getTransferListResponse = z.object({
  /** Convertible currencies (crypto and stablecoins with a market price in USDT). */
  transfer: z.array(conversionCurrency),
  /** The user's spot balance in each of them. */
  wallet: z.array(conversionWallet),
  /** Fee in percent (CONVERSION_FEE_PERCENT). */
  fee: decimal,
  /** True when any price is simulated (the screen says "Demo market"). */
  demo_market: z.boolean(),
});
export type GetTransferListResponse = z.infer<typeof getTransferListResponse>;

const pairOfCurrencies = {
  from_currency_id: currencyId,
  to_currency_id: currencyId,
};
const differentCurrencies = (v: { from_currency_id: number; to_currency_id: number }) =>
  v.from_currency_id !== v.to_currency_id;
const sameCurrencyIssue = { message: 'conversion_same_currency', path: ['to_currency_id'] };

/** POST /user/getTransferFee {from_currency_id, to_currency_id} */
export const getTransferFeeRequest = z
  .object(pairOfCurrencies)
  .refine(differentCurrencies, sameCurrencyIssue);
export const getTransferFeeResponse = z.object({
  from_currency_id: z.number().int(),
  to_currency_id: z.number().int(),
  /** Price of one source unit in USDT ("form" is the original's spelling). */
  form_price: decimal,
  /** Price of one target unit in USDT. */
  to_price: decimal,
  /** Fee in percent of the amount. */
  fee: decimal,
  /** Target units per source unit (form_price ÷ to_price, 12 significant digits, for display). */
  rate: decimal,
  from_precision: z.number().int(),
  to_precision: z.number().int(),
  /** Time of the older of the two prices (ISO 8601). */
  price_time: z.string(),
  demo_market: z.boolean(),
});
export type GetTransferFeeResponse = z.infer<typeof getTransferFeeResponse>;

/** POST /user/Transfer {number, from_currency_id, to_currency_id} */
export const conversionRequest = z
  .object({ number: positiveAmountSchema, ...pairOfCurrencies })
  .refine(differentCurrencies, sameCurrencyIssue);
export type ConversionRequest = z.infer<typeof conversionRequest>;

/** One conversion as stored: amounts, the two prices and the time that decided it. */
export const conversionRecord = z.object({
  id: z.number().int(),
  from_currency_id: z.number().int(),
  from_currency_name: z.string(),
  to_currency_id: z.number().int(),
  to_currency_name: z.string(),
  /** Amount converted (source currency). */
  number: decimal,
  /** Fee charged on top of `number` (source currency). */
  fee: decimal,
  fee_percent: decimal,
  /** Amount credited (target currency). */
  result: decimal,
  form_price: decimal,
  to_price: decimal,
  /** Time of the older of the two prices (ISO 8601). */
  price_time: z.string(),
  /** Where the prices came from: "Demo market" or the exchange's name. */
  price_source: z.string(),
  created_time: z.string(),
});
export type ConversionRecord = z.infer<typeof conversionRecord>;
export const conversionResponse = conversionRecord.extend({
  /** Spot balances of the two currencies after the conversion. */
  wallet: z.array(conversionWallet),
});
export type ConversionResponse = z.infer<typeof conversionResponse>;

/** POST /user/transfer_log {page, limit} — the user's conversions, newest first. */
export const conversionLogRequest = pageQuerySchema;
export const conversionLogResponse = paginatedSchema(conversionRecord);

export interface ConversionMathInput {
  number: DecimalLike;
  fromPrice: DecimalLike;
  toPrice: DecimalLike;
  feePercent: DecimalLike;
  fromPrecision: number;
  toPrecision: number;
}

export interface ConversionMath {
  /** fee% × number, rounded up to the source precision. */
  fee: Decimal;
  /** number + fee: what leaves the user's source balance. */
  debit: Decimal;
  /** number × fromPrice ÷ toPrice, rounded down to the target precision. */
  result: Decimal;
}

/** The conversion arithmetic shared by the server (settlement) and the screen (preview). */
export function convertAmount(i: ConversionMathInput): ConversionMath {
  const number = new Decimal(i.number);
  const fee = number.mul(i.feePercent).div(100).toDecimalPlaces(i.fromPrecision, Decimal.ROUND_UP);
  const result = number.mul(i.fromPrice).div(i.toPrice).toDecimalPlaces(i.toPrecision, Decimal.ROUND_DOWN);
  return { fee, debit: number.plus(fee), result };
}

/**
 * The largest amount (at the source precision) whose amount + fee fits in `available`; zero when nothing fits.
 */
export function maxConvertible(available: DecimalLike, feePercent: DecimalLike, precision: number): Decimal {
  const avail = new Decimal(available);
  if (!avail.isFinite() || avail.lte(0)) return new Decimal(0);
  const unit = new Decimal(1).div(new Decimal(10).pow(precision));
  let n = avail
    .div(new Decimal(1).plus(new Decimal(feePercent).div(100)))
    .toDecimalPlaces(precision, Decimal.ROUND_DOWN);
  const debit = (x: Decimal) =>
    x.plus(x.mul(feePercent).div(100).toDecimalPlaces(precision, Decimal.ROUND_UP));
  // The fee rounds up, so the first guess can be a few units over: step down (a handful of steps at most).
  for (let i = 0; i < 10 && n.gt(0) && debit(n).gt(avail); i++) n = n.minus(unit);
  return n.gt(0) ? n : new Decimal(0);
}

/** Target units per source unit, for display (12 significant digits, rounded down). */
export function conversionRate(fromPrice: DecimalLike, toPrice: DecimalLike): Decimal {
  return new Decimal(fromPrice).div(toPrice).toSignificantDigits(12, Decimal.ROUND_DOWN);
}

const postFirst = ['POST', 'GET'] as const;

/** Endpoints: conversions between currencies (user/getTransferList …). */
export const conversionApi = {
  list: defineEndpoint({
    method: postFirst,
    path: '/user/getTransferList',
    auth: 'required',
    request: getTransferListRequest,
    response: getTransferListResponse,
    summary: "Convertible currencies, the caller's spot balance in each, and the conversion fee.",
  }),
  quote: defineEndpoint({
    method: postFirst,
    path: '/user/getTransferFee',
    auth: 'required',
    request: getTransferFeeRequest,
    response: getTransferFeeResponse,
    summary: 'The live quote of two currencies: both USDT prices, the rate and the fee.',
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/user/Transfer',
    auth: 'required',
    idempotent: true,
    request: conversionRequest,
    response: conversionResponse,
    summary: 'Converts a spot amount of one currency into another at the current market prices, fee on top.',
  }),
  log: defineEndpoint({
    method: postFirst,
    path: '/user/transfer_log',
    auth: 'required',
    request: conversionLogRequest,
    response: conversionLogResponse,
    summary: "The caller's conversions with the prices that decided them, newest first.",
  }),
} as const satisfies EndpointGroup;
