import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { CurrencyService } from './currency.service';
import type { DepositsService } from './deposits.service';
import type { WithdrawalsService } from './withdrawals.service';

/** Currencies, deposits and withdrawals (contract `API.funds`). Routes only delegate. */
export function fundsRoutes(
  app: FastifyInstance,
  deposits: DepositsService,
  withdrawals: WithdrawalsService,
  currencies: CurrencyService,
): void {
  const f = API.funds;
  handle(app, f.currencyList, () => Promise.resolve(currencies.list()));
  handle(app, f.userCurrencyList, (_input, ctx) => currencies.forUser(ctx.session.userId));
  handle(app, f.currenciesWithDepositAddress, () => currencies.withDepositAddresses());
  handle(app, f.withdrawInfo, (input, ctx) => withdrawals.info(ctx.session.userId, input.currency));
  handle(app, f.depositAddresses, (input) => deposits.addresses(input.currency, input.network));
  handle(app, f.chargeReq, (input, ctx) => deposits.request(input, ctx));
  handle(app, f.rechargeLog, (input, ctx) => deposits.log(ctx.session.userId, input.page, input.limit));
  handle(app, f.withdraw, (input, ctx) => withdrawals.request(ctx.session, input));
  handle(app, f.withdrawList, (input, ctx) => withdrawals.list(ctx.session.userId, input.page, input.limit));
}
