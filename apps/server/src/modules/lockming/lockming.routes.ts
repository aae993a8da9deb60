import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { LockmingService } from './lockming.service';

/** Locked mining's user calls (contract `API.lockming`): products, lock, my locks, early redemption. */
export function lockmingRoutes(app: FastifyInstance, s: { lockming: LockmingService }): void {
  const api = API.lockming;
  handle(app, api.products, (input, ctx) => s.lockming.products(input, ctx.lang));
  handle(app, api.deposit, (input, ctx) => s.lockming.deposit(ctx.session.userId, input, ctx.lang), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, api.orders, (input, ctx) => s.lockming.orders(ctx.session.userId, input, ctx.lang));
  handle(app, api.cancel, (input, ctx) => s.lockming.cancel(ctx.session.userId, input, ctx.lang), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
}
