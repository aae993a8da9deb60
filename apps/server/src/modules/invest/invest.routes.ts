import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { InvestService } from './invest.service';

/** Invest and dual-currency calls (contract `API.invest`): products, one product, buying shares, my orders. */
export function investRoutes(app: FastifyInstance, s: { invest: InvestService }): void {
  const api = API.invest;
  handle(app, api.index, (input, ctx) => s.invest.index(ctx.session?.userId, input));
  handle(app, api.detail, (input, ctx) => s.invest.detail(ctx.session?.userId, input.id));
  handle(app, api.buy, (input, ctx) => s.invest.buy(ctx.session.userId, input), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, api.list, (input, ctx) => s.invest.list(ctx.session.userId, input));
}
