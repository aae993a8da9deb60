import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { WalletService } from './wallet.service';

/** Wallet (contract `API.wallet`): balances, detail, transfers between accounts, their history, the log. */
export function walletRoutes(app: FastifyInstance, wallet: WalletService): void {
  const w = API.wallet;
  handle(app, w.list, (input, ctx) => wallet.balances(ctx.session.userId, input.fiat));
  handle(app, w.detail, (input, ctx) => wallet.detail(ctx.session.userId, input.currency, input.type));
  handle(app, w.change, (input, ctx) => wallet.transfer(ctx.session.userId, input));
  handle(app, w.hzhistory, (input, ctx) =>
    wallet.transferHistory(ctx.session.userId, input.page, input.limit),
  );
  handle(app, w.legalLog, (input, ctx) =>
    wallet.accountLog(ctx.session.userId, input, input.page, input.limit),
  );
  handle(app, w.rateCurrency, (input) => wallet.rateOf(input.id, input.fiat));
}
