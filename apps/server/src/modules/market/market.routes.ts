import {
  optionalAddRequest,
  optionalDelRequest,
  pairDetailRequest,
  searchRequest,
  timesharRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { FavoritesService } from './favorites.service';
import type { MarketService } from './market.service';

const none = z.object({});

/** Spec §7 `currency/quotation_new`, `currency/new_timeshar`, `optional/*`, plus search and pair detail. */
export function marketRoutes(app: FastifyInstance, market: MarketService, favorites: FavoritesService): void {
  const both = ['GET', 'POST'] as ('GET' | 'POST')[];
  defineRoute(app, {
    method: both,
    url: '/currency/quotation_new',
    auth: 'none',
    input: none,
    handler: () => Promise.resolve(market.quotationsJson()),
  });
  defineRoute(app, {
    method: both,
    url: '/currency/new_timeshar',
    auth: 'none',
    input: timesharRequest,
    handler: (input) => market.candles(input),
  });
  defineRoute(app, {
    method: both,
    url: '/currency/kline_market',
    auth: 'none',
    input: timesharRequest,
    handler: (input) => market.candles(input),
  });
  defineRoute(app, {
    method: both,
    url: '/currency/search',
    auth: 'none',
    input: searchRequest,
    handler: (input) => Promise.resolve(market.search(input.keyword)),
  });
  defineRoute(app, {
    method: both,
    url: '/currency/pair',
    auth: 'none',
    input: pairDetailRequest,
    handler: (input) => Promise.resolve(market.pairDetail(input)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/optional/add',
    auth: 'required',
    input: optionalAddRequest,
    handler: (input, ctx) => favorites.add(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/optional/del',
    auth: 'required',
    input: optionalDelRequest,
    handler: (input, ctx) => favorites.remove(ctx.session.userId, input),
  });
  defineRoute(app, {
    method: both,
    url: '/optional/list',
    auth: 'required',
    input: none,
    handler: (_input, ctx) => favorites.list(ctx.session.userId),
  });
}
