import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { fiatRatesResponse } from '../market/market';

/** `currency/list`, `currency/user_currency_list`, `wallet/currencies_with_deposit_address`. */

const decimal = z.string();

export const currencyItem = z.object({
  id: z.number().int(),
  /** Symbol, e.g. USDT (the original's `name`). */
  name: z.string(),
  full_name: z.string(),
  logo: z.string(),
  kind: z.string(),
  precision: z.number().int(),
  /** Withdrawal minimum and fee (the original's `min_number` and `rate`). */
  min_number: decimal,
  rate: decimal,
  networks: z.array(z.string()),
  /** Deposits and withdrawals enabled. */
  is_charge: z.boolean(),
  is_withdraw: z.boolean(),
  /** A stablecoin usable as the fiat-like account's currency. */
  is_legal: z.boolean(),
  /** Has a spot market against USDT. */
  is_match: z.boolean(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

/** One operator-configured deposit address (wallet/get_in_address, currencies_with_deposit_address). */
export const depositAddress = z.object({
  currency: z.number().int(),
  network: z.string(),
  address: z.string(),
  /** A demo install's placeholder address: no real transfer reaches it (the deposit screen says so). */
  demo: z.boolean(),
});
export type DepositAddress = z.infer<typeof depositAddress>;

/** GET /currency/list → every currency, and the legal (stablecoin) ones. */
export const currencyListResponse = z.object({
  currency: z.array(currencyItem),
  legal: z.array(currencyItem),
});

/** GET /currency/user_currency_list → currencies that move in and out, with the caller's available balances. */
export const userCurrencyItem = currencyItem.extend({
  wallet: z.object({ legal: decimal, change: decimal, lever: decimal, micro: decimal }),
});
export const userCurrencyListResponse = z.array(userCurrencyItem);

/** GET /wallet/currencies_with_deposit_address → currencies an operator gave deposit addresses. */
export const currencyWithAddresses = currencyItem.extend({ addresses: z.array(depositAddress) });
export const currenciesWithDepositAddressResponse = z.array(currencyWithAddresses);

/** Endpoints: fiat exchange rates (mycurrency/*). */
export const fiatApi = {
  rates: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/mycurrency/US.json',
    auth: 'none',
    request: z.object({}),
    response: fiatRatesResponse,
    summary: 'Exchange rates of the supported fiat currencies against USD, with the time they were fetched.',
  }),
} as const satisfies EndpointGroup;
