import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { NftAuctions } from './auction/auction.service';
import type { NftBoxes } from './box/box.service';
import type { NftCatalogue } from './catalogue/catalogue.service';
import type { NftSales } from './sale/sale.service';

export interface NftRouteServices {
  catalogue: NftCatalogue;
  sales: NftSales;
  auctions: NftAuctions;
  boxes: NftBoxes;
}

/** The app's NFT calls (contract `API.nft`): each delegates to its part of the module. */
export function nftRoutes(app: FastifyInstance, s: NftRouteServices): void {
  const api = API.nft;
  const bidLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };
  handle(app, api.boxList, (q, ctx) => s.catalogue.boxList(ctx.session?.userId, q));
  handle(app, api.boxDetail, (q, ctx) => s.catalogue.boxDetail(ctx.session?.userId, q));
  handle(app, api.artists, (q) => s.catalogue.artists(q));
  handle(app, api.artistDetail, (q, ctx) => s.catalogue.artistDetail(ctx.session?.userId, q));
  handle(app, api.series, (q) => s.catalogue.series(q));
  handle(app, api.collect, (q, ctx) => s.catalogue.collect(ctx.session.userId, q));
  handle(app, api.collection, (q, ctx) => s.catalogue.collection(ctx.session.userId, q));
  handle(app, api.currencies, () => s.catalogue.currencies());
  handle(app, api.myNfts, (q, ctx) => s.catalogue.myNfts(ctx.session.userId, q));
  handle(app, api.purchases, (q, ctx) => s.catalogue.purchases(ctx.session.userId, q));
  handle(app, api.buy, (q, ctx) => s.sales.buy(ctx.session.userId, q));
  handle(app, api.resell, (q, ctx) => s.sales.resell(ctx.session.userId, q));
  handle(app, api.withdrawListing, (q, ctx) => s.sales.withdrawListing(ctx.session.userId, q));
  handle(app, api.margin, (q, ctx) => s.auctions.margin(ctx.session.userId, q));
  handle(app, api.bid, (q, ctx) => s.auctions.bid(ctx.session.userId, q), bidLimit);
  handle(app, api.bids, (q, ctx) => s.auctions.bids(ctx.session?.userId, q));
  handle(app, api.myBids, (q, ctx) => s.auctions.myBids(ctx.session.userId, q));
  handle(app, api.needPay, (q, ctx) => s.auctions.needPay(ctx.session.userId, q));
  handle(app, api.readOrder, (q, ctx) => s.auctions.readOrder(ctx.session.userId, q));
  handle(app, api.payOrder, (q, ctx) => s.auctions.payOrder(ctx.session.userId, q));
  handle(app, api.openBox, (q, ctx) => s.boxes.open(ctx.session.userId, q));
  handle(app, api.boxSeries, (q) => s.boxes.series(q));
}
