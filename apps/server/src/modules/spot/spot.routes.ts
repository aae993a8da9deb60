import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { SpotService } from './spot.service';

/** Coin/* (contract `API.spot`): place (idempotent), cancel, lists, book and recent trades. */
export function spotRoutes(app: FastifyInstance, spot: SpotService): void {
  const coin = API.spot;
  handle(app, coin.trade, (input, ctx) => spot.place(ctx.session.userId, input));
  handle(app, coin.cancel, (input, ctx) => spot.cancel(ctx.session.userId, input.id));
  handle(app, coin.list, (input, ctx) => spot.list(ctx.session.userId, input));
  handle(app, coin.depth, (input) => spot.freshDepth(input.symbol, input.levels));
  handle(app, coin.trades, (input) => spot.trades(input.symbol, input.limit));
}

/** The original client cancels with `PUT /coin/trade {id}` (`API.spot.tradeCancel`): the same call as cancel. */
export function spotPutCancelRoute(app: FastifyInstance, spot: SpotService): void {
  handle(app, API.spot.tradeCancel, (input, ctx) => spot.cancel(ctx.session.userId, input.id));
}
