import {
  coinCancelRequest,
  coinDepthRequest,
  coinListRequest,
  coinTradeRequest,
  coinTradesRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { sessionInvalid } from '../../platform/http/app-error';
import { defineRoute, parseInput } from '../../platform/http/route';
import type { SpotService } from './spot.service';

/** Spec §7 coin/*: place (idempotent), cancel (POST /coin/cancel and the original's PUT /coin/trade), lists. */
export function spotRoutes(app: FastifyInstance, spot: SpotService): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  defineRoute(app, {
    method: 'POST',
    url: '/coin/trade',
    auth: 'required',
    idempotent: true,
    input: coinTradeRequest,
    handler: (input, ctx) => spot.place(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/coin/cancel',
    auth: 'required',
    idempotent: true,
    input: coinCancelRequest,
    handler: (input, ctx) => spot.cancel(ctx.session.userId, input.id),
  });
  defineRoute(app, {
    method: both,
    url: '/coin/list',
    auth: 'required',
    input: coinListRequest,
    handler: (input, ctx) => spot.list(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/coin/depth',
    auth: 'none',
    input: coinDepthRequest,
    handler: (input) => spot.freshDepth(input.symbol, input.levels),
  });
  defineRoute(app, {
    method: both,
    url: '/coin/trades',
    auth: 'none',
    input: coinTradesRequest,
    handler: (input) => spot.trades(input.symbol, input.limit),
  });
}

/**
 * The original client cancels with `PUT /coin/trade {id}`; `defineRoute` declares GET/POST only, so this one
 * call is registered directly with the same session check, parsing and envelope.
 */
export function spotPutCancelRoute(app: FastifyInstance, spot: SpotService): void {
  app.route({
    method: 'PUT',
    url: '/coin/trade',
    handler: async (req, reply) => {
      const session = await app.resolveSession(req);
      if (!session) throw sessionInvalid();
      const input = parseInput(coinCancelRequest, req);
      const order = await spot.cancel(session.userId, input.id);
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ type: 'ok', message: order }));
    },
  });
}
