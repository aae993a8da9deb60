import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import { Decimal, refuse } from '@meridian/contract';
import type { DbOrTx } from '../../../platform/db';
import type { NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import type { NftItemRow } from '../nft.schema';
import { itemView, itemViews, saleViews } from '../nft.view';
import * as q from './catalogue.repo';
import { artistViews, collectionViews } from './catalogue.view';
import { balanceIn } from '../../ledger';

type Api = typeof API.nft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

/** Artworks shown on an artist's page. */
const ARTIST_ARTWORKS = 50;
/** Collections shown on an artist's page. */
const ARTIST_COLLECTIONS = 50;
/** Sales shown in an item's history. */
const HISTORY_SIZE = 50;
/** Always offered as a currency (USDT). */
const USDT = 3;

/**
 * The marketplace's reads: the list with its filters, an item's page (provenance, history,
 * the viewer's auction state), artists, collections, favourites, currencies, my items and my purchase records.
 */
export class NftCatalogue {
  constructor(private readonly d: NftDeps & { auctionState: AuctionStateReader }) {}

  /** GET /bind_box/getBoxList — listed items (not hidden; demo ones while demo content is on), newest first. */
  async boxList(viewer: number | undefined, req: Req<'boxList'>): Res<'boxList'> {
    const now = this.d.now();
    const { rows, total } = await q.listItems(this.d.db, req, { demoContent: this.d.demoContent, now });
    return {
      data: await itemViews(this.d.db, this.d.dir, rows, viewer, now),
      page: req.page,
      limit: req.limit,
      total,
    };
  }

  /** GET /bind_box/getBoxDetail — by id or code: the item, its sales, the viewer's auction state and balance. */
  async boxDetail(viewer: number | undefined, req: Req<'boxDetail'>): Res<'boxDetail'> {
    const db = this.d.db;
    const row =
      req.id !== undefined ? await repo.findItem(db, req.id) : await repo.findByCode(db, req.code ?? '');
    if (!row || (req.id !== undefined && req.code !== undefined && row.code !== req.code))
      throw refuse('nft_not_found', {}, 'id');
    const now = this.d.now();
    const [view, sales, auction, balance] = await Promise.all([
      itemView(db, this.d.dir, row, viewer, now),
      repo.salesOfItem(db, row.id, HISTORY_SIZE),
      this.d.auctionState(row, viewer),
      viewer === undefined ? Promise.resolve(new Decimal(0)) : this.spotAvailable(db, viewer, row.currencyId),
    ]);
    const labels = new Map([[row.id, { code: row.code, name: row.name, image: row.image }]]);
    return {
      ...view,
      history: await saleViews(db, this.d.dir, sales, labels, viewer),
      auction,
      viewer_is_owner: viewer !== undefined && viewer === row.ownerId,
      user_balance: balance.toFixed(),
    };
  }

  /** GET /bind_box/getArtist — enabled artists with their artworks and favourites counts. */
  async artists(req: Req<'artists'>): Res<'artists'> {
    const { rows, total } = await q.enabledArtists(this.d.db, this.d.demoContent, req);
    const views = await artistViews(this.d.db, this.d.dir, rows, this.d.demoContent);
    return { data: views, page: req.page, limit: req.limit, total };
  }

  /** GET /bind_box/getArtistDetail — an enabled artist, their first artworks and their collections. */
  async artistDetail(viewer: number | undefined, req: Req<'artistDetail'>): Res<'artistDetail'> {
    const db = this.d.db;
    const a = await q.artist(db, req.uid);
    if (!a?.enabled || (a.isDemo && !this.d.demoContent)) throw refuse('nft_artist_invalid', {}, 'uid');
    const now = this.d.now();
    const [[view], works, cols] = await Promise.all([
      artistViews(db, this.d.dir, [a], this.d.demoContent),
      q.artworksOf(db, a.userId, this.d.demoContent, ARTIST_ARTWORKS),
      q.collections(db, { uid: a.userId, page: 1, limit: ARTIST_COLLECTIONS }, this.d.demoContent),
    ]);
    return {
      ...view!,
      artworks: await itemViews(db, this.d.dir, works, viewer, now),
      collects: await collectionViews(db, this.d.dir, cols.rows),
      artworks_collect_number: view!.collect_number,
    };
  }

  /** GET /bind_box/getSeries — collections, newest first (one artist's with `uid`). */
  async series(req: Req<'series'>): Res<'series'> {
    const { rows, total } = await q.collections(this.d.db, req, this.d.demoContent);
    return {
      data: await collectionViews(this.d.db, this.d.dir, rows),
      page: req.page,
      limit: req.limit,
      total,
    };
  }

  /** POST /bind_box/collect — toggles the favourite: the new state and the item's count. */
  async collect(userId: number, req: Req<'collect'>): Res<'collect'> {
    const item = await repo.findByCode(this.d.db, req.code);
    if (!item) throw refuse('nft_not_found', {}, 'code');
    const collect = await q.toggleCollect(this.d.db, userId, item.id);
    return { collect, collect_number: await q.collectCount(this.d.db, item.id) };
  }

  /** GET /bind_box/getCollection — my favourites. */
  async collection(userId: number, req: Req<'collection'>): Res<'collection'> {
    const { rows, total } = await q.favouriteItems(this.d.db, userId, req);
    return this.page(rows, total, userId, req);
  }

  /** GET /bind_box/getNftCurrency — currencies of listed items (USDT always). */
  async currencies(): Res<'currencies'> {
    const ids = [...new Set([USDT, ...(await q.listedCurrencies(this.d.db, this.d.demoContent))])].sort(
      (a, b) => a - b,
    );
    const names = await this.d.dir.currencies(ids);
    return ids.map((id) => ({ id, name: names.get(id)?.symbol ?? '' }));
  }

  /** POST /bind_box/getMyNFTs — items I own, newest first. */
  async myNfts(userId: number, req: Req<'myNfts'>): Res<'myNfts'> {
    const { rows, total } = await q.ownedItems(this.d.db, userId, req);
    return this.page(rows, total, userId, req);
  }

  /** GET /bind_box/getMyPurchases — sales I bought, sold or was paid a royalty on, newest first. */
  async purchases(userId: number, req: Req<'purchases'>): Res<'purchases'> {
    const { rows, total } = await q.salesOfUser(this.d.db, userId, req.side, req);
    const labels = await q.itemLabels(
      this.d.db,
      rows.map((r) => r.itemId),
    );
    return {
      data: await saleViews(this.d.db, this.d.dir, rows, labels, userId),
      page: req.page,
      limit: req.limit,
      total,
    };
  }

  private async page(rows: NftItemRow[], total: number, viewer: number, p: q.Page) {
    return {
      data: await itemViews(this.d.db, this.d.dir, rows, viewer, this.d.now()),
      page: p.page,
      limit: p.limit,
      total,
    };
  }

  private async spotAvailable(db: DbOrTx, userId: number, currencyId: number): Promise<Decimal> {
    const rows = await this.d.ledger.balances(db, userId);
    const spot = balanceIn(rows, 'change', currencyId);
    return new Decimal(spot?.available ?? 0);
  }
}

/** The auction part's view of an item for a viewer (NftAuctions.stateFor): null for an item not at auction. */
export type AuctionStateReader = (
  item: NftItemRow,
  viewerId: number | undefined,
) => Promise<ReplyOf<Api['boxDetail']>['auction']>;
