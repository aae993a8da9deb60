import { API } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { FuturesService } from './futures.service';

/** Lever/* (contract `API.lever`): routes only name the service call. */
export function futuresRoutes(app: FastifyInstance, futures: FuturesService): void {
  const lever = API.lever;
  handle(app, lever.deal, (input, ctx) => futures.deal(ctx.session.userId, input));
  handle(app, lever.submit, (input, ctx) => futures.submit(ctx.session.userId, input));
  handle(app, lever.cancel, (input, ctx) => futures.cancel(ctx.session.userId, input.id));
  handle(app, lever.close, (input, ctx) => futures.close(ctx.session.userId, input.id));
  handle(app, lever.setstop, (input, ctx) => futures.setstop(ctx.session.userId, input));
  handle(app, lever.batchClose, (input, ctx) => futures.batchClose(ctx.session.userId, input));
  handle(app, lever.dealall, (input, ctx) => futures.dealall(ctx.session.userId, input));
  handle(app, lever.myTrade, (input, ctx) => futures.myTrade(ctx.session.userId, input));
}
