import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OtcDesk } from './desk';
import type { OtcService } from './otc.service';

/** The app's OTC calls (contract `API.otc`): the desk's config, quotes, orders, vouchers, cancelling. */
export function otcRoutes(app: FastifyInstance, s: { otc: OtcService; desk: OtcDesk }): void {
  const api = API.otc;
  handle(app, api.config, (_input, ctx) => s.desk.config(ctx.session?.userId));
  handle(app, api.quote, (input, ctx) => s.otc.quote(ctx.session.userId, input), {
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
  handle(app, api.order, (input, ctx) => s.otc.order(ctx.session.userId, input), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  handle(app, api.orders, (input, ctx) => s.otc.orders(ctx.session.userId, input));
  handle(app, api.orderDetail, (input, ctx) => s.otc.detail(ctx.session.userId, input.id));
  handle(app, api.voucher, (input, ctx) => s.otc.voucher(ctx.session.userId, input, ctx));
  handle(app, api.cancel, (input, ctx) => s.otc.cancel(ctx.session.userId, input.id));
}
