import { Decimal } from '@meridian/contract';
import {
  NFT_BID_STATUS,
  nftSaleTime,
  type NftBid,
  type NftItem,
  type NftOrder,
  type NftSale,
} from '@meridian/contract/nft';
import type { DbOrTx } from '../../platform/db';
import type { NftDirectory } from './directory';
import * as repo from './nft.repo';
import type { NftBidRow, NftItemRow, NftOrderRow, NftSaleRow } from './nft.schema';

/** Wire form of a NUMERIC: no trailing zeros ('' for null). */
export const dec = (v: string | null | undefined): string =>
  v === null || v === undefined ? '' : new Decimal(v).toFixed();
const iso = (d: Date | null | undefined): string => (d ? d.toISOString() : '');

/** A login shown to others: `ab***@x.com`, `138***5678`. */
export function maskLogin(login: string): string {
  const at = login.indexOf('@');
  if (at >= 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  if (login.length > 7) return `${login.slice(0, 3)}***${login.slice(-4)}`;
  return login ? `${login.slice(0, 1)}***` : '';
}

/** The original's `status`: 1 on sale, 0 ended, 2 not started — from the listing's flag and window. */
export function itemStatus(row: NftItemRow, now: Date): 0 | 1 | 2 {
  if (!row.onSale) return 0;
  if (now < row.startAt) return 2;
  return now < row.endAt ? 1 : 0;
}

/**
 * Builds item views for one viewer, with every name looked up once per batch: currencies, creators and
 * owners, collections, favourites.
 */
export async function itemViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: NftItemRow[],
  viewerId: number | undefined,
  now: Date = new Date(),
): Promise<NftItem[]> {
  // one query at a time: `db` may be a transaction's single connection
  const currencies = await dir.currencies(rows.map((r) => r.currencyId));
  const people = await dir.people(
    db,
    rows.flatMap((r) => [r.creatorId, r.ownerId]),
  );
  const collections = await repo.collectionNames(
    db,
    rows.flatMap((r) => (r.collectionId ? [r.collectionId] : [])),
  );
  const collects = await repo.collectsOf(
    db,
    rows.map((r) => r.id),
    viewerId,
  );
  return rows.map((r) => {
    const status = itemStatus(r, now);
    const author = people.get(r.creatorId);
    return {
      id: r.id,
      code: r.code,
      type: r.type as NftItem['type'],
      name: r.name,
      description: r.description,
      author_description: r.authorDescription,
      currency_id: r.currencyId,
      currency_name: currencies.get(r.currencyId)?.symbol ?? '',
      price: dec(r.price),
      pay_type: r.payType as NftItem['pay_type'],
      status,
      buy_status: nftSaleTime(now, r.startAt, r.endAt, r.onSale ? 1 : 0),
      start_time: iso(r.startAt),
      end_time: iso(r.endAt),
      per_increase: dec(r.perIncrease),
      margin: dec(r.margin),
      rarity: r.rarity,
      royalty_bps: r.royaltyBps,
      image: r.image,
      media: r.media,
      media_sha256: r.mediaSha256,
      media_mime: r.mediaMime,
      media_size: r.mediaSize,
      author_id: r.creatorId,
      author_name: author?.name ?? '',
      author_avatar: author?.avatar ?? '',
      owner_id: r.ownerId,
      owner_name: people.get(r.ownerId)?.name ?? '',
      collection_id: r.collectionId,
      collection_name: r.collectionId ? (collections.get(r.collectionId) ?? '') : '',
      resell_nft_status: r.resell ? 1 : 0,
      lock_order: r.lockOrder ? 1 : 0,
      rarity_status: r.boxOpened ? 1 : 0,
      series_id: r.seriesId,
      last_price: dec(r.lastPrice),
      bid_count: r.bidCount,
      collect: collects.mine.has(r.id),
      collect_number: collects.counts.get(r.id) ?? 0,
      is_demo: r.isDemo,
    };
  });
}

export async function itemView(
  db: DbOrTx,
  dir: NftDirectory,
  row: NftItemRow,
  viewerId: number | undefined,
  now?: Date,
): Promise<NftItem> {
  const [view] = await itemViews(db, dir, [row], viewerId, now);
  return view!;
}

/** Sales as the viewer sees them (their side of each), with the items' names and pictures. */
export async function saleViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: NftSaleRow[],
  items: Map<number, Pick<NftItemRow, 'code' | 'name' | 'image'>>,
  viewerId: number | undefined,
): Promise<NftSale[]> {
  const currencies = await dir.currencies(rows.map((r) => r.currencyId));
  const people = await dir.people(
    db,
    rows.flatMap((r) => [r.buyerId, r.sellerId]),
  );
  return rows.map((r) => {
    const item = items.get(r.itemId);
    const side: NftSale['side'] =
      viewerId === r.buyerId
        ? 'buy'
        : viewerId === r.sellerId
          ? 'sell'
          : viewerId === r.creatorId
            ? 'royalty'
            : '';
    return {
      id: r.id,
      code: item?.code ?? '',
      name: item?.name ?? '',
      image: item?.image ?? '',
      kind: r.kind as NftSale['kind'],
      price: dec(r.price),
      fee: dec(r.fee),
      royalty: dec(r.royalty),
      seller_amount: dec(r.sellerAmount),
      currency_name: currencies.get(r.currencyId)?.symbol ?? '',
      buyer_name: people.get(r.buyerId)?.name ?? '',
      seller_name: people.get(r.sellerId)?.name ?? '',
      side,
      created_at: iso(r.createdAt),
    };
  });
}

/** Bids with the bidders' names and avatars and the items' names and pictures. */
export async function bidViews(
  db: DbOrTx,
  dir: NftDirectory,
  rows: NftBidRow[],
  items: Map<number, Pick<NftItemRow, 'code' | 'name' | 'image'>>,
  viewerId: number | undefined,
): Promise<NftBid[]> {
  const currencies = await dir.currencies(rows.map((r) => r.currencyId));
  const people = await dir.people(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => {
    const item = items.get(r.itemId);
    const who = people.get(r.userId);
    return {
      id: r.id,
      code: item?.code ?? '',
      nft_name: item?.name ?? '',
      nft_image: item?.image ?? '',
      nick_name: who?.name ?? '',
      head_portrait: who?.avatar ?? '',
      price: dec(r.price),
      currency_name: currencies.get(r.currencyId)?.symbol ?? '',
      status: r.status === NFT_BID_STATUS.leading ? NFT_BID_STATUS.leading : NFT_BID_STATUS.outbid,
      is_mine: viewerId === r.userId,
      created_at: iso(r.createdAt),
    };
  });
}

/** Payment orders with their items' names and pictures and the deposit at stake. */
export async function orderViews(
  dir: NftDirectory,
  rows: NftOrderRow[],
  items: Map<number, Pick<NftItemRow, 'code' | 'name' | 'image'>>,
  margins: Map<number, string>,
): Promise<NftOrder[]> {
  const currencies = await dir.currencies(rows.map((r) => r.currencyId));
  return rows.map((r) => {
    const item = items.get(r.itemId);
    return {
      id: r.id,
      code: item?.code ?? '',
      name: item?.name ?? '',
      image: item?.image ?? '',
      currency_name: currencies.get(r.currencyId)?.symbol ?? '',
      price: dec(r.price),
      margin: dec(margins.get(r.marginId) ?? '0'),
      end_time: iso(r.endAt),
      overtime: iso(r.overtime),
      is_read: r.isRead ? 1 : 0,
      is_pay: r.isPay ? 1 : 0,
      is_expired: r.isExpired ? 1 : 0,
      created_at: iso(r.createdAt),
      pay_time: iso(r.payTime),
    };
  });
}
