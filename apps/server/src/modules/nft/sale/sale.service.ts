import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import { refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { nftSaleSplit, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db';
import type { EntryInput, PostingLine } from '../../ledger';
import { NFT_SALE_REF, type NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import { nftBoxSeries, type NftItemRow } from '../nft.schema';
import { itemView, saleViews } from '../nft.view';
import { resaleListing } from './resale';

type Api = typeof API.nft;

/**
 * Fixed-price sales and resale listings: `buyNFT` (one buyer wins; the buyer pays, the
 * seller gets the price less the platform fee and the creator's royalty, ownership moves, the sale is recorded,
 * all in one transaction) — boxes are bought the same way — and `resellNFT` (irreversible).
 */
export class NftSales {
  constructor(private readonly d: NftDeps) {}

  /**
   * POST /bind_box/buyNFT — under the item's row lock: a fixed-price listing or a box on sale now, not the
   * buyer's own. One ledger entry moves the price (buyer → seller, creator's royalty, house fee); the sale row
   * (UNIQUE per listing) and the new owner commit with it.
   */
  async buy(userId: number, q: ParsedRequestOf<Api['buy']>): Promise<ReplyOf<Api['buy']>> {
    const { sale, item } = await this.d.db.transaction(async (tx) => {
      const row = await repo.lockByCode(tx, q.code);
      if (!row) throw refuse('nft_not_found', {}, 'code');
      const now = this.d.now();
      if (row.payType === NFT_PAY_TYPE.auction || !row.onSale || now < row.startAt || now >= row.endAt)
        throw refuse('nft_not_on_sale', {}, 'code');
      if (row.ownerId === userId) throw refuse('nft_own_item', {}, 'code');
      return this.sell(tx, row, userId);
    });
    const labels = new Map([[item.id, { code: item.code, name: item.name, image: item.image }]]);
    const [view] = await saleViews(this.d.db, this.d.dir, [sale], labels, userId);
    return view!;
  }

  private async sell(tx: Tx, row: NftItemRow, buyerId: number) {
    const { symbol, decimals } = await this.d.dir.currency(row.currencyId);
    const sellerId = row.ownerId;
    const split = nftSaleSplit(row.price, row.royaltyBps, sellerId === row.creatorId, decimals);
    const primaryBox = row.seriesId !== null && row.payType === NFT_PAY_TYPE.box;
    const saleKind = primaryBox ? 'box' : 'fixed';
    const sale = await repo.insertSale(tx, {
      itemId: row.id,
      listingNo: row.listingNo,
      kind: saleKind,
      buyerId,
      sellerId,
      creatorId: row.creatorId,
      currencyId: row.currencyId,
      price: split.fee.plus(split.royalty).plus(split.seller).toFixed(),
      fee: split.fee.toFixed(),
      royalty: split.royalty.toFixed(),
      sellerAmount: split.seller.toFixed(),
    });
    const account = (userId: number) => ({ userId, currencyId: row.currencyId, type: ACCOUNT_TYPE.change });
    const lines: PostingLine[] = [
      { account: account(buyerId), amount: split.fee.plus(split.royalty).plus(split.seller).neg() },
      { account: account(sellerId), amount: split.seller },
    ];
    if (split.royalty.gt(0)) lines.push({ account: account(row.creatorId), amount: split.royalty });
    if (split.fee.gt(0))
      lines.push({ account: { house: 'fees', currencyId: row.currencyId }, amount: split.fee });
    const entry: EntryInput = {
      kind: 'nft_sale',
      refType: NFT_SALE_REF,
      refId: String(sale.id),
      lines,
    };
    await this.d.ledger.post(tx, [entry]);
    if (primaryBox)
      await tx
        .update(nftBoxSeries)
        .set({ sold: sql`${nftBoxSeries.sold} + 1` })
        .where(eq(nftBoxSeries.id, row.seriesId!));
    const item = await repo.updateItem(tx, row.id, {
      ownerId: buyerId,
      onSale: false,
      resell: false,
      lastPrice: sale.price,
    });
    const ref = `nft_sale:${sale.id}`;
    await this.d.notifier.notify(tx, {
      userId: sellerId,
      key: 'nft_sold',
      params: { name: row.name, amount: split.seller.toFixed(), currency: symbol },
      link: NOTIFICATION_LINKS.nftSales,
      ref,
    });
    if (split.royalty.gt(0))
      await this.d.notifier.notify(tx, {
        userId: row.creatorId,
        key: 'nft_royalty',
        params: { name: row.name, amount: split.royalty.toFixed(), currency: symbol },
        link: NOTIFICATION_LINKS.nftSales,
        ref,
      });
    return { sale, item };
  }

  /**
   * POST /bind_box/resellNFT — the owner lists the item again (a new listing: fixed price or auction). Not while
   * an auction winner's payment is open, nor while its current listing is live or its auction not closed yet
   * (withdraw it first, if nobody has bid).
   */
  async resell(userId: number, q: ParsedRequestOf<Api['resell']>): Promise<ReplyOf<Api['resell']>> {
    const item = await this.d.db.transaction(async (tx) => {
      const row = await repo.lockByCode(tx, q.code);
      if (!row) throw refuse('nft_not_found', {}, 'code');
      if (row.ownerId !== userId) throw refuse('nft_not_owner', {}, 'code');
      if (row.lockOrder) throw refuse('nft_payment_open', {}, 'code');
      const now = this.d.now();
      const live = row.onSale && now < row.endAt;
      const auctionOpen = row.payType === NFT_PAY_TYPE.auction && !row.auctionClosed && row.onSale;
      if (live || auctionOpen) throw refuse('nft_on_resale', {}, 'code');
      const { decimals } = await this.d.dir.currency(row.currencyId);
      const listing = resaleListing(q, now, decimals);
      return repo.updateItem(tx, row.id, {
        ...listing,
        listingNo: row.listingNo + 1,
        onSale: true,
        resell: true,
        auctionClosed: false,
        bidCount: 0,
        leadingBidId: null,
        extended: false,
        lockOrder: false,
      });
    });
    return itemView(this.d.db, this.d.dir, item, userId, this.d.now());
  }

  /**
   * POST /bind_box/withdrawListing — the owner takes a live resale listing off the market before anyone put
   * money on it. Under the item's row lock, which every deposit, bid, payment and sale of the listing takes
   * first, so none can slip in between the check and the change. A listing without them holds nobody's money:
   * nothing is released, the item stays the owner's and may be listed again. A sold item is no longer theirs.
   */
  async withdrawListing(
    userId: number,
    q: ParsedRequestOf<Api['withdrawListing']>,
  ): Promise<ReplyOf<Api['withdrawListing']>> {
    const item = await this.d.db.transaction(async (tx) => {
      const row = await repo.lockByCode(tx, q.code);
      if (!row) throw refuse('nft_not_found', {}, 'code');
      if (row.ownerId !== userId) throw refuse('nft_not_owner', {}, 'code');
      const live = row.resell && row.onSale && !row.auctionClosed && this.d.now() < row.endAt;
      if (!live) throw refuse('nft_not_on_sale', {}, 'code');
      if (row.lockOrder || row.bidCount > 0 || (await repo.listingHasMoney(tx, row.id, row.listingNo)))
        throw refuse('nft_listing_has_bids', {}, 'code');
      return repo.updateItem(tx, row.id, { onSale: false, resell: false });
    });
    return itemView(this.d.db, this.d.dir, item, userId, this.d.now());
  }
}
