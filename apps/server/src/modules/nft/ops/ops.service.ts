import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import type { NftArtist, OpsNftItem } from '@meridian/contract/nft';
import { refuse } from '@meridian/contract';
import { nftDefaultMargin, NFT_PAY_TYPE } from '@meridian/contract/nft';
import type { AuditHook } from '../../../platform/audit-hook';
import type { DbOrTx } from '../../../platform/db';
import type { Services } from '../../../platform/module';
import type { NftBoxes } from '../box/box.service';
import * as cat from '../catalogue/catalogue.repo';
import { artistViews, collectionViews } from '../catalogue/catalogue.view';
import type { NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import type { NftItemRow } from '../nft.schema';
import { itemViews } from '../nft.view';
import { checkPrice, checkWindowLength } from '../sale/resale';
import type { NftMediaFile, NftMediaResolver } from './media';
import * as q from './ops.repo';

type Api = typeof API.opsNft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;
/** Writes the action's audit row in its transaction (ops.audit). */
export type NftAudit = AuditHook<unknown>;
type ArtistView = ReplyOf<Api['artistSave']>;

export interface NftOpsDeps extends NftDeps {
  boxes: NftBoxes;
  /** Login names for the console's lists; an account (e-mail or phone) to its user id. */
  account: Pick<Services['account'], 'accountsOf' | 'userIdByLogin'>;
  /** A media reference to its stored file (ops/media.ts). */
  media: NftMediaResolver;
}

/**
 * The console's NFT calls: artists, collections, media, artworks, hiding, blind-box series.
 * The demo catalogue is created through these same calls. Each change writes its audit row in its transaction.
 */
export class NftOps {
  constructor(private readonly d: NftOpsDeps) {}

  /** GET /ops/nft/artists — every artist, enabled or not, with their login. */
  async artists(req: Req<'artists'>): Res<'artists'> {
    const { rows, total } = await q.allArtists(this.d.db, req);
    return { data: await this.artistViews(this.d.db, rows), page: req.page, limit: req.limit, total };
  }

  /** POST /ops/nft/artist/save — enables (or disables) a user, found by id or login, as an artist. */
  async artistSave(
    input: Req<'artistSave'>,
    audit?: (id: number) => NftAudit,
    opts: { isDemo?: boolean } = {},
  ): Res<'artistSave'> {
    const uid = input.uid ?? (input.account ? await this.d.account.userIdByLogin(input.account) : undefined);
    if (uid === undefined) throw refuse('account_not_found', {}, input.account ? 'account' : 'uid');
    if (!(await this.d.account.accountsOf([uid])).has(uid)) throw refuse('account_not_found', {}, 'uid');
    return this.d.db.transaction(async (tx) => {
      const before = await q.lockArtist(tx, uid);
      const saved = await q.upsertArtist(tx, {
        userId: uid,
        name: input.name,
        bio: input.bio,
        enabled: input.enabled,
        isDemo: opts.isDemo ?? false,
      });
      const [beforeView] = before ? await this.artistViews(this.d.db, [before]) : [null];
      const [after] = await this.artistViews(this.d.db, [saved]);
      await audit?.(uid)(tx, beforeView, after);
      return after!;
    });
  }

  /** GET /ops/nft/collections — every collection, newest first. */
  async collections(req: Req<'collections'>): Res<'collections'> {
    const { rows, total } = await cat.collections(this.d.db, req, 'all');
    return {
      data: await collectionViews(this.d.db, this.d.dir, rows),
      page: req.page,
      limit: req.limit,
      total,
    };
  }

  /** POST /ops/nft/collection/save — creates (no id) or edits a collection of an enabled artist. */
  async collectionSave(
    input: Req<'collectionSave'>,
    audit?: (id: number) => NftAudit,
    opts: { isDemo?: boolean } = {},
  ): Res<'collectionSave'> {
    if (!(await q.enabledArtist(this.d.db, input.uid))) throw refuse('nft_artist_invalid', {}, 'uid');
    const cover = input.cover ? (await this.picture(input.cover, input.uid, 'cover')).url : '';
    return this.d.db.transaction(async (tx) => {
      const fields = { name: input.name, description: input.description, cover };
      if (input.id === undefined) {
        const row = await q.insertCollection(tx, {
          artistId: input.uid,
          ...fields,
          isDemo: opts.isDemo ?? false,
        });
        const [after] = await collectionViews(this.d.db, this.d.dir, [row]);
        await audit?.(row.id)(tx, null, after);
        return after!;
      }
      const before = await q.lockCollection(tx, input.id);
      if (!before) throw refuse('parameter_error', {}, 'id');
      if (before.artistId !== input.uid) throw refuse('nft_artist_invalid', {}, 'uid');
      const row = await q.updateCollection(tx, input.id, fields);
      const [beforeView, after] = await collectionViews(this.d.db, this.d.dir, [before, row]);
      await audit?.(row.id)(tx, beforeView, after);
      return after!;
    });
  }

  /** GET /ops/nft/items — every item (hidden and demo ones too), newest first. */
  async items(req: Req<'items'>): Res<'items'> {
    const { rows, total } = await cat.consoleItems(this.d.db, req);
    return { data: await this.itemViews(this.d.db, rows), page: req.page, limit: req.limit, total };
  }

  /**
   * POST /ops/nft/item/save — an artwork of an enabled artist for sale by them: its media a file stored for
   * the artist (provenance recorded from the registry), a window ending in the future, a fixed price or an
   * auction with its step (deposit default 10 % of the starting price).
   */
  async itemSave(input: Req<'itemSave'>, audit?: (id: number) => NftAudit): Res<'itemSave'> {
    const db = this.d.db;
    if (!(await q.enabledArtist(db, input.uid))) throw refuse('nft_artist_invalid', {}, 'uid');
    await this.checkCollection(input.collection_id, input.uid);
    const { symbol, decimals } = await this.d.dir.currency(input.currency_id);
    if (!symbol) throw refuse('parameter_error', {}, 'currency_id');
    const price = checkPrice(input.price, 'price');
    const startAt = new Date(input.start_time);
    const endAt = new Date(input.end_time);
    if (endAt <= startAt || endAt <= this.d.now()) throw refuse('nft_window_invalid', {}, 'end_time');
    checkWindowLength(this.d.now(), startAt, endAt);
    const auction = input.pay_type === NFT_PAY_TYPE.auction;
    if (auction && input.per_increase === undefined) throw refuse('nft_price_invalid', {}, 'per_increase');
    const perIncrease = auction ? checkPrice(input.per_increase!, 'per_increase') : '0';
    const margin = !auction
      ? '0'
      : input.margin !== undefined
        ? checkPrice(input.margin, 'margin')
        : nftDefaultMargin(price, decimals).toFixed();
    const media = await this.d.media(input.media, input.uid);
    const image = await this.imageFor(media, input.cover, input.uid);
    return db.transaction(async (tx) => {
      const [row] = await repo.insertItems(tx, [
        {
          code: repo.newCode(),
          type: media.type,
          name: input.name,
          description: input.description,
          authorDescription: input.author_description,
          creatorId: input.uid,
          ownerId: input.uid,
          collectionId: input.collection_id ?? null,
          currencyId: input.currency_id,
          payType: input.pay_type,
          price,
          startPrice: price,
          perIncrease,
          margin,
          startAt,
          endAt,
          rarity: input.rarity,
          royaltyBps: input.royalty_bps,
          image,
          media: media.url,
          mediaSha256: media.sha256,
          mediaMime: media.mime,
          mediaSize: media.size,
          isDemo: input.is_demo,
        },
      ]);
      const [after] = await this.itemViews(this.d.db, [row!]);
      await audit?.(row!.id)(tx, null, after);
      return after!;
    });
  }

  /** POST /ops/nft/item/hide — hides (or shows) an item in the marketplace lists. */
  async itemHide(input: Req<'itemHide'>, audit?: (id: number) => NftAudit): Res<'itemHide'> {
    return this.d.db.transaction(async (tx) => {
      const before = await repo.lockItem(tx, input.id);
      if (!before) throw refuse('nft_not_found', {}, 'id');
      const row = await repo.updateItem(tx, input.id, { hidden: input.hidden });
      const [beforeView, after] = await this.itemViews(this.d.db, [before, row]);
      await audit?.(input.id)(tx, beforeView, after);
      return after!;
    });
  }

  boxSeries(req: Req<'boxSeries'>): Res<'boxSeries'> {
    return this.d.boxes.list(req);
  }

  /** POST /ops/nft/box_series/save — a blind-box series of an enabled artist (NftBoxes.create draws its seed). */
  async seriesSave(input: Req<'seriesSave'>, audit?: (id: number) => NftAudit): Res<'seriesSave'> {
    if (!(await q.enabledArtist(this.d.db, input.uid))) throw refuse('nft_artist_invalid', {}, 'uid');
    await this.checkCollection(input.collection_id, input.uid);
    const { symbol } = await this.d.dir.currency(input.currency_id);
    if (!symbol) throw refuse('parameter_error', {}, 'currency_id');
    checkPrice(input.price, 'price');
    return this.d.boxes.create(
      input,
      (url) => this.d.media(url, input.uid),
      audit ? (tx, id) => audit(id)(tx, null, { id, ...input }) : undefined,
    );
  }

  private async checkCollection(id: number | undefined, uid: number): Promise<void> {
    if (id === undefined) return;
    const c = await q.findCollection(this.d.db, id);
    if (!c || c.artistId !== uid) throw refuse('parameter_error', {}, 'collection_id');
  }

  /** A picture reference: an image or GIF stored for the artist. */
  private async picture(url: string, uid: number, field: string): Promise<NftMediaFile> {
    const file = await this.d.media(url, uid).catch(() => undefined);
    if (!file || (file.type !== 1 && file.type !== 2)) throw refuse('nft_media_invalid', {}, field);
    return file;
  }

  /** The picture shown: the cover when given (required for audio and video), else the image itself. */
  private async imageFor(media: NftMediaFile, cover: string, uid: number): Promise<string> {
    if (cover) return (await this.picture(cover, uid, 'cover')).url;
    if (media.type === 1 || media.type === 2) return media.url;
    throw refuse('nft_media_invalid', {}, 'cover');
  }

  /**
   * Views read through the pool (their look-ups run in parallel, which one transaction's client cannot); inside
   * a change's transaction they see the committed names and counts, the row itself is passed in.
   */
  private async itemViews(db: DbOrTx, rows: NftItemRow[]): Promise<OpsNftItem[]> {
    const views = await itemViews(db, this.d.dir, rows, undefined, this.d.now());
    return views.map((v, i) => ({ ...v, hidden: rows[i]!.hidden }));
  }

  private async artistViews(db: DbOrTx, rows: q.ArtistRow[]): Promise<ArtistView[]> {
    const [views, accounts] = await Promise.all([
      artistViews(db, this.d.dir, rows, true),
      this.d.account.accountsOf(rows.map((r) => r.userId)),
    ]);
    return views.map((v, i): NftArtist & { enabled: boolean; account: string } => ({
      ...v,
      enabled: rows[i]!.enabled,
      account: accounts.get(v.uid) ?? '',
    }));
  }
}
