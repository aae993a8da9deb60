import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireId, wireInt, wireIntIn, wireText } from '../wire';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { positiveAmountSchema } from '../validation';
import {
  currenciesWithDepositAddressResponse,
  currencyListResponse,
  depositAddress,
  userCurrencyListResponse,
} from './currency';
import { uploadedImageSchema } from '../settings/uploaded-image';
import { stepUpField } from '../security/step-up';
import { REQUEST_STATES } from './request-states';

export { REQUEST_STATES, type RequestState } from './request-states';

/** Wallet deposits and withdrawals. Amounts are decimal strings. */

const decimal = z.string();

/** POST /wallet/get_info {currency} — what a withdrawal of this currency costs and allows (never from the client). */
export const getInfoRequest = z.object({
  currency: wireId(),
});
export const getInfoResponse = z.object({
  currency: z.number().int(),
  name: z.string(),
  precision: z.number().int(),
  /** Minimum amount per withdrawal. */
  min_number: decimal,
  /** Fee per withdrawal, taken from the amount (the original calls it `rate`). */
  rate: decimal,
  networks: z.array(z.string()),
  change_balance: decimal,
  withdraw_enabled: z.boolean(),
  deposit_enabled: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof getInfoResponse>;

/** POST /wallet/get_in_address {currency, network?} — the operator-configured deposit addresses. */
export const getInAddressRequest = z.object({
  currency: wireId(),
  network: wireText({ max: 16 }).optional(),
});
export const getInAddressResponse = z.array(depositAddress);

/** POST /wallet/charge_req — a deposit claim with its payment voucher, credited when an operator approves it. */
export const chargeReqRequest = z.object({
  currency: wireId(),
  amount: positiveAmountSchema,
  /** Where the money came from (payer account, transaction hash…). */
  account: wireText({ max: 200 }).default(''),
  network: wireText({ max: 16 }).default(''),
  type: wireInt({ min: 0, max: 9 }).default(0),
  voucher: uploadedImageSchema('voucher_required'),
});
export type ChargeReqRequest = z.infer<typeof chargeReqRequest>;

export const depositRecord = z.object({
  id: z.number().int(),
  currency: z.number().int(),
  currency_name: z.string(),
  amount: decimal,
  network: z.string(),
  account: z.string(),
  voucher: z.string(),
  status: z.enum(REQUEST_STATES),
  /** Why an operator rejected it ('' otherwise). */
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const rechargeLogRequest = pageQuerySchema;
export const rechargeLogResponse = paginatedSchema(depositRecord);

export const WITHDRAW_DESTINATIONS = { address: 0, bank: 1, international: 2 } as const;

/** POST /wallet/out — to a saved address (type 0 + address_id) or to the saved bank card (1) / international card (2). */
export const walletOutRequest = z
  .object({
    currency: wireId(),
    number: positiveAmountSchema,
    type: wireIntIn([0, 1, 2]).default(0),
    address_id: wireId().optional(),
    pay_password: z
      .string({ message: 'pay_password_required' })
      .min(1, { message: 'pay_password_required' })
      .max(128),
    /** With a second factor on: a step-up proof for `withdraw`. */
    step_up: stepUpField,
  })
  .refine((v) => v.type !== 0 || v.address_id !== undefined, {
    message: 'destination_missing',
    path: ['address_id'],
  });
export type WalletOutRequest = z.infer<typeof walletOutRequest>;

export const withdrawalRecord = z.object({
  id: z.number().int(),
  currency: z.number().int(),
  currency_name: z.string(),
  number: decimal,
  fee: decimal,
  /** number − fee: what arrives. */
  real_number: decimal,
  type: z.number().int(),
  /** The destination as shown to its owner (address, or bank and card number). */
  destination: z.string(),
  /**
   * To a bank card: the fiat it is paid in, the rate used (1 coin in that fiat, fixed when requested) and
   * real_number at that rate, rounded down to cents (bank-rails.ts `bankPayout`); null to an address.
   */
  fiat_currency: z.string().nullable(),
  fiat_rate: decimal.nullable(),
  fiat_amount: decimal.nullable(),
  status: z.enum(REQUEST_STATES),
  reason: z.string(),
  create_time: z.string(),
  reviewed_at: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;
export const withdrawListRequest = pageQuerySchema;
export const withdrawListResponse = paginatedSchema(withdrawalRecord);

const none = z.object({});
const both = ['GET', 'POST'] as const;
const postFirst = ['POST', 'GET'] as const;

/** Endpoints: deposit currencies and addresses, deposits, withdrawals. */
export const fundsApi = {
  currencyList: defineEndpoint({
    method: both,
    path: '/currency/list',
    auth: 'none',
    request: none,
    response: currencyListResponse,
    summary: 'Every currency with its precision, networks, withdrawal minimum and fee, and the legal ones.',
  }),
  userCurrencyList: defineEndpoint({
    method: both,
    path: '/currency/user_currency_list',
    auth: 'required',
    request: none,
    response: userCurrencyListResponse,
    summary:
      "Currencies that can be deposited or withdrawn, with the caller's available balance per account.",
  }),
  currenciesWithDepositAddress: defineEndpoint({
    method: both,
    path: '/wallet/currencies_with_deposit_address',
    auth: 'required',
    request: none,
    response: currenciesWithDepositAddressResponse,
    summary: 'Currencies an operator has given deposit addresses, with those addresses.',
  }),
  withdrawInfo: defineEndpoint({
    method: postFirst,
    path: '/wallet/get_info',
    auth: 'required',
    request: getInfoRequest,
    response: getInfoResponse,
    summary: 'What a withdrawal of one currency costs and allows: minimum, fee, networks, spot balance.',
  }),
  depositAddresses: defineEndpoint({
    method: postFirst,
    path: '/wallet/get_in_address',
    auth: 'required',
    request: getInAddressRequest,
    response: getInAddressResponse,
    summary: 'The deposit addresses of one currency, one per network (no_deposit_address when none is set).',
  }),
  chargeReq: defineEndpoint({
    method: 'POST',
    path: '/wallet/charge_req',
    auth: 'required',
    idempotent: true,
    request: chargeReqRequest,
    response: depositRecord,
    summary: 'Claims a deposit with its payment voucher; it is credited when an operator approves it.',
  }),
  rechargeLog: defineEndpoint({
    method: both,
    path: '/recharge/log',
    auth: 'required',
    request: rechargeLogRequest,
    response: rechargeLogResponse,
    summary: "The caller's deposit claims and their review state, newest first.",
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/wallet/out',
    auth: 'required',
    idempotent: true,
    request: walletOutRequest,
    response: withdrawalRecord,
    summary:
      'Requests a withdrawal to a saved address or card; the amount is held until an operator reviews it.',
  }),
  withdrawList: defineEndpoint({
    method: both,
    path: '/user/withdraw/list',
    auth: 'required',
    request: withdrawListRequest,
    response: withdrawListResponse,
    summary: "The caller's withdrawals and their review state, newest first.",
  }),
} as const satisfies EndpointGroup;
