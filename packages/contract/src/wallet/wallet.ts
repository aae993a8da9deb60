import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { WIRE_INT_MAX, wireId, wireInt } from '../wire';
import { FIAT_CODES } from '../constants';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { positiveAmountSchema } from '../validation';
import { LEDGER_ENTRY_KINDS, STATEMENT_LABELS } from './statements/kinds';
import { REQUEST_STATES } from './request-states';

/** Wallet: balances, records and transfers between the four accounts. Amounts are decimal strings. */

export const ACCOUNT_FIELDS = ['legal', 'change', 'lever', 'micro'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

const decimal = z.string();

/** One currency in one account, valued in USDT and in the chosen fiat. */
export const walletRow = z.object({
  currency: z.number().int(),
  currency_name: z.string(),
  /** Decimals the currency is kept to. */
  precision: z.number().int(),
  available: decimal,
  frozen: decimal,
  /** Price of one unit in USDT (from the market feed; 1 for USDT; "0" when there is no market). */
  usdt_price: decimal,
  /** (available + frozen) × usdt_price, 2 decimals. */
  usdt_value: decimal,
  /** usdt_value in the chosen fiat, 2 decimals. */
  fiat_value: decimal,
});
export type WalletRow = z.infer<typeof walletRow>;

export const accountWallet = z.object({
  balance: z.array(walletRow),
  /** Total of the account in USDT ("totle" is the original's spelling, kept for its client). */
  usdt_totle: decimal,
  fiat_totle: decimal,
});
export type AccountWallet = z.infer<typeof accountWallet>;

/** POST /wallet/list {fiat?} */
export const walletBalancesRequest = z.object({ fiat: z.enum(FIAT_CODES).default('USD') });
export const walletBalancesResponse = z.object({
  legal_wallet: accountWallet,
  change_wallet: accountWallet,
  lever_wallet: accountWallet,
  micro_wallet: accountWallet,
  total_usdt: decimal,
  total_fiat: decimal,
  fiat: z.object({ code: z.string(), rate: decimal }),
});
export type WalletBalances = z.infer<typeof walletBalancesResponse>;

/** POST /wallet/detail {currency, type} */
export const walletDetailRequest = z.object({
  currency: wireId(),
  type: z.enum(ACCOUNT_FIELDS).default('change'),
});
export const walletDetailResponse = walletRow.extend({ type: z.enum(ACCOUNT_FIELDS) });

/** POST /wallet/change — move one currency between two of the user's accounts. */
export const walletChangeRequest = z
  .object({
    currency_id: wireId(),
    number: positiveAmountSchema,
    from_field: z.enum(ACCOUNT_FIELDS, { message: 'parameter_error' }),
    to_field: z.enum(ACCOUNT_FIELDS, { message: 'parameter_error' }),
  })
  .refine((v) => v.from_field !== v.to_field, { message: 'parameter_error', path: ['to_field'] });
export type WalletChangeRequest = z.infer<typeof walletChangeRequest>;
export const walletChangeResponse = z.object({
  id: z.number().int(),
  from: walletDetailResponse,
  to: walletDetailResponse,
});

/** GET /wallet/hzhistory {page, limit} — transfers between accounts, newest first. */
export const transferHistoryRequest = pageQuerySchema;
export const transferRecord = z.object({
  id: z.number().int(),
  created_time: z.string(),
  currency: z.number().int(),
  currency_name: z.string(),
  value: decimal,
  from_field: z.enum(ACCOUNT_FIELDS),
  to_field: z.enum(ACCOUNT_FIELDS),
});
export type TransferRecord = z.infer<typeof transferRecord>;
export const transferHistoryResponse = paginatedSchema(transferRecord);

/**
 * POST /wallet/legal_log {currency?, type (1..4)?, page, limit} — account changes with before/after. Without
 * `currency` (or with 0, as the original's bill screen sends) every currency is listed. The lines are the
 * changes of the available balances, plus the payout of a withdrawal (which leaves the frozen balance: the
 * request froze it), so a withdrawal reads request → paid out (or returned).
 */
export const accountLogRequest = pageQuerySchema.extend({
  currency: wireInt({ min: 0, max: WIRE_INT_MAX }).optional(),
  type: wireInt({ min: 1, max: 4 }).optional(),
});
/** The withdrawal a statement line belongs to: what was asked, the fee, what is paid out, its state. */
export const statementWithdrawal = z.object({
  id: z.number().int(),
  number: decimal,
  fee: decimal,
  real_number: decimal,
  status: z.enum(REQUEST_STATES),
});
export type StatementWithdrawal = z.infer<typeof statementWithdrawal>;
export const accountLogRecord = z.object({
  id: z.number().int(),
  created_time: z.string(),
  currency: z.number().int(),
  currency_name: z.string(),
  type: z.number().int(),
  /** The ledger entry's kind (one of LEDGER_ENTRY_KINDS: deposit, transfer, hold, spot_fill…). */
  info: z.enum(LEDGER_ENTRY_KINDS),
  /** What the entry refers to (withdrawal, spot_order, lever_position…; '' for none) and its id. */
  ref_type: z.string(),
  ref_id: z.string(),
  /** The line's label (kind made precise by the reference): render it with STATEMENT_TEXTS, never the code. */
  label: z.enum(STATEMENT_LABELS),
  /** The balance that moved: `available`, or `frozen` for a withdrawal paid out of its hold. */
  bucket: z.enum(['available', 'frozen']),
  value: decimal,
  /** That balance before and after the change. */
  before: decimal,
  after: decimal,
  /** Lines of a withdrawal (request, payout, return): the withdrawal itself; null for other lines. */
  withdrawal: statementWithdrawal.nullable(),
});
export type AccountLogRecord = z.infer<typeof accountLogRecord>;
export const accountLogResponse = paginatedSchema(accountLogRecord);

/**
 * GET /wallet/getRateCurrency {id, fiat?} — one currency's current price: in USDT (market feed), in the chosen
 * fiat and, as the original's `rmb` field, in CNY.
 */
export const rateCurrencyRequest = z.object({
  id: wireId(),
  fiat: z.enum(FIAT_CODES).default('USD'),
});
export const rateCurrencyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  usdt_price: decimal,
  fiat: z.enum(FIAT_CODES),
  fiat_price: decimal,
  rmb: decimal,
});
export type RateCurrency = z.infer<typeof rateCurrencyResponse>;

const both = ['GET', 'POST'] as const;
const postFirst = ['POST', 'GET'] as const;

/** Endpoints: balances, transfers between accounts, statements. */
export const walletApi = {
  list: defineEndpoint({
    method: postFirst,
    path: '/wallet/list',
    auth: 'required',
    request: walletBalancesRequest,
    response: walletBalancesResponse,
    summary: 'Balances of the four accounts, valued in USDT and in the chosen fiat, with the totals.',
  }),
  detail: defineEndpoint({
    method: both,
    path: '/wallet/detail',
    auth: 'required',
    request: walletDetailRequest,
    response: walletDetailResponse,
    summary: 'One currency in one account: available, frozen and its USDT value.',
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/wallet/change',
    auth: 'required',
    idempotent: true,
    request: walletChangeRequest,
    response: walletChangeResponse,
    summary: "Moves an amount of one currency between two of the caller's accounts.",
  }),
  hzhistory: defineEndpoint({
    method: both,
    path: '/wallet/hzhistory',
    auth: 'required',
    request: transferHistoryRequest,
    response: transferHistoryResponse,
    summary: "Transfers between the caller's accounts, newest first.",
  }),
  legalLog: defineEndpoint({
    method: postFirst,
    path: '/wallet/legal_log',
    auth: 'required',
    request: accountLogRequest,
    response: accountLogResponse,
    summary: 'Changes of the available balances with before and after, by currency and account.',
  }),
  rateCurrency: defineEndpoint({
    method: both,
    path: '/wallet/getRateCurrency',
    auth: 'optional',
    request: rateCurrencyRequest,
    response: rateCurrencyResponse,
    summary: "One currency's current price in USDT, in the chosen fiat and in CNY.",
  }),
} as const satisfies EndpointGroup;
