import {
  chargeReqRequest,
  getInAddressRequest,
  getInfoRequest,
  rechargeLogRequest,
  walletOutRequest,
  withdrawListRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { CurrencyService } from './currency.service';
import type { DepositsService } from './deposits.service';
import type { WithdrawalsService } from './withdrawals.service';

/** Spec §7 currencies, deposits and withdrawals. Routes only delegate. */
export function fundsRoutes(
  app: FastifyInstance,
  deposits: DepositsService,
  withdrawals: WithdrawalsService,
  currencies: CurrencyService,
): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  const none = z.object({});
  defineRoute(app, {
    method: both,
    url: '/currency/list',
    auth: 'none',
    input: none,
    handler: () => Promise.resolve(currencies.list()),
  });
  defineRoute(app, {
    method: both,
    url: '/currency/user_currency_list',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => currencies.forUser(ctx.session.userId),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/currencies_with_deposit_address',
    auth: 'required',
    input: none,
    handler: () => currencies.withDepositAddresses(),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/get_info',
    auth: 'required',
    input: getInfoRequest,
    handler: (input, ctx) => withdrawals.info(ctx.session.userId, input.currency),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/get_in_address',
    auth: 'required',
    input: getInAddressRequest,
    handler: (input) => deposits.addresses(input.currency, input.network),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wallet/charge_req',
    auth: 'required',
    idempotent: true,
    input: chargeReqRequest,
    handler: (input, ctx) => deposits.request(input, ctx),
  });
  defineRoute(app, {
    method: both,
    url: '/recharge/log',
    auth: 'required',
    input: rechargeLogRequest,
    handler: (input, ctx) => deposits.log(ctx.session.userId, input.page, input.limit),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wallet/out',
    auth: 'required',
    idempotent: true,
    input: walletOutRequest,
    handler: (input, ctx) => withdrawals.request(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/user/withdraw/list',
    auth: 'required',
    input: withdrawListRequest,
    handler: (input, ctx) => withdrawals.list(ctx.session.userId, input.page, input.limit),
  });
}
