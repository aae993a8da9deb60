import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { FavoritesService } from './favorites.service';
import type { MarketService } from './market.service';
import { serveFromBytes } from './served/from-bytes';

/** `currency/quotation_new`, `currency/new_timeshar`, `optional/*`, search and pair detail (`API.market`). */
export function marketRoutes(app: FastifyInstance, market: MarketService, favorites: FavoritesService): void {
  const m = API.market;
  // Public GETs of these reads are answered from bytes encoded once per change, before the route's pipeline.
  serveFromBytes(app, m.quotations, () => market.quotationsJson());
  serveFromBytes(app, m.candles, (input) => market.servedCandles(input));
  serveFromBytes(app, m.klineMarket, (input) => market.servedCandles(input));
  // Pre-serialised (RawJson) once per tick, with ETag and Cache-Control: the replies still follow the contract.
  handle(app, m.quotations, () => Promise.resolve(market.quotationsJson()));
  handle(app, m.candles, (input) => market.candles(input, 'served'));
  handle(app, m.klineMarket, (input) => market.candles(input, 'served'));
  handle(app, m.search, (input) => Promise.resolve(market.search(input.keyword)));
  handle(app, m.pair, (input) => Promise.resolve(market.pairDetail(input)));
  handle(app, m.favoriteAdd, (input, ctx) => favorites.add(ctx.session.userId, input));
  handle(app, m.favoriteDel, (input, ctx) => favorites.remove(ctx.session.userId, input));
  handle(app, m.favorites, (_input, ctx) => favorites.list(ctx.session.userId));
}
