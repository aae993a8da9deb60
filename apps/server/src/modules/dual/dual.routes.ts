import { API } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { DualService } from './dual.service';

/** Invest and dual-currency calls (contract `API.dual`): products, one product, buying shares, my orders. */
export function dualRoutes(app: FastifyInstance, s: { dual: DualService }): void {
  const api = API.dual;
  handle(app, api.index, (input, ctx) => s.dual.index(ctx.session?.userId, input));
  handle(app, api.detail, (input, ctx) => s.dual.detail(ctx.session?.userId, input.id));
  handle(app, api.buy, (input, ctx) => s.dual.buy(ctx.session.userId, input), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, api.list, (input, ctx) => s.dual.list(ctx.session.userId, input));
}
