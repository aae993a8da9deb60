import {
  accountLogRequest,
  rateCurrencyRequest,
  transferHistoryRequest,
  walletBalancesRequest,
  walletChangeRequest,
  walletDetailRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { WalletService } from './wallet.service';

/** Spec §7 Wallet: balances, detail, transfers between accounts, their history and the account log. */
export function walletRoutes(app: FastifyInstance, wallet: WalletService): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  defineRoute(app, {
    method: both,
    url: '/wallet/list',
    auth: 'required',
    input: walletBalancesRequest,
    handler: (input, ctx) => wallet.balances(ctx.session.userId, input.fiat),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/detail',
    auth: 'required',
    input: walletDetailRequest,
    handler: (input, ctx) => wallet.detail(ctx.session.userId, input.currency, input.type),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/wallet/change',
    auth: 'required',
    idempotent: true,
    input: walletChangeRequest,
    handler: (input, ctx) => wallet.transfer(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/hzhistory',
    auth: 'required',
    input: transferHistoryRequest,
    handler: (input, ctx) => wallet.transferHistory(ctx.session.userId, input.page, input.limit),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/legal_log',
    auth: 'required',
    input: accountLogRequest,
    handler: (input, ctx) => wallet.accountLog(ctx.session.userId, input, input.page, input.limit),
  });
  defineRoute(app, {
    method: both,
    url: '/wallet/getRateCurrency',
    auth: 'optional',
    input: rateCurrencyRequest,
    handler: (input) => wallet.rateOf(input.id, input.fiat),
  });
}
