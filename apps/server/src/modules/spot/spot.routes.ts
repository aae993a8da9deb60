import { API } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { sessionInvalid } from '../../platform/http/app-error';
import { handle, parseInput } from '../../platform/http/route';
import type { SpotService } from './spot.service';

/** Spec §7 coin/* (contract `API.spot`): place (idempotent), cancel, lists, book and recent trades. */
export function spotRoutes(app: FastifyInstance, spot: SpotService): void {
  const coin = API.spot;
  handle(app, coin.trade, (input, ctx) => spot.place(ctx.session.userId, input));
  handle(app, coin.cancel, (input, ctx) => spot.cancel(ctx.session.userId, input.id));
  handle(app, coin.list, (input, ctx) => spot.list(ctx.session.userId, input));
  handle(app, coin.depth, (input) => spot.freshDepth(input.symbol, input.levels));
  handle(app, coin.trades, (input) => spot.trades(input.symbol, input.limit));
}

/**
 * The original client cancels with `PUT /coin/trade {id}`: the same call as `API.spot.cancel` on the path of
 * `API.spot.trade`. Endpoints are GET/POST only, so this one alias is registered directly (same session
 * check, parsing and envelope) and is not in the catalogue or the API documentation.
 */
export function spotPutCancelRoute(app: FastifyInstance, spot: SpotService): void {
  const cancel = API.spot.cancel;
  app.route({
    method: 'PUT',
    url: API.spot.trade.path,
    handler: async (req, reply) => {
      const session = await app.resolveSession(req);
      if (!session) throw sessionInvalid();
      const input = parseInput(cancel.request, req);
      const order = await spot.cancel(session.userId, input.id);
      // CHECK_REPLIES: a reply that breaks the declared schema throws (answered internal_error), as in handle.
      if (app.checkReplies) cancel.response.parse(order);
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ type: 'ok', message: order }));
    },
  });
}
