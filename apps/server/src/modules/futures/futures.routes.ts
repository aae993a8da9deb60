import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { FuturesService } from './futures.service';

/** Lever/* (contract `API.futures`): routes only name the service call. */
export function futuresRoutes(app: FastifyInstance, futures: FuturesService): void {
  const api = API.futures;
  handle(app, api.deal, (input, ctx) => futures.deal(ctx.session.userId, input));
  handle(app, api.submit, (input, ctx) => futures.submit(ctx.session.userId, input));
  handle(app, api.cancel, (input, ctx) => futures.cancel(ctx.session.userId, input.id));
  handle(app, api.close, (input, ctx) => futures.close(ctx.session.userId, input.id));
  handle(app, api.closePart, (input, ctx) => futures.tools.closePart(ctx.session.userId, input));
  handle(app, api.closeLimit, (input, ctx) => futures.tools.setCloseLimit(ctx.session.userId, input));
  handle(app, api.closeLimits, (_input, ctx) => futures.tools.closeLimits(ctx.session.userId));
  handle(app, api.cancelCloseLimit, (input, ctx) =>
    futures.tools.cancelCloseLimit(ctx.session.userId, input.id),
  );
  handle(app, api.margin, (input, ctx) => futures.tools.margin(ctx.session.userId, input));
  handle(app, api.setstop, (input, ctx) => futures.setstop(ctx.session.userId, input));
  handle(app, api.batchClose, (input, ctx) => futures.batchClose(ctx.session.userId, input));
  handle(app, api.dealall, (input, ctx) => futures.dealall(ctx.session.userId, input));
  handle(app, api.myTrade, (input, ctx) => futures.myTrade(ctx.session.userId, input));
}
