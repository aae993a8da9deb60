import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import { Decimal, refuse } from '@meridian/contract';
import { NFT_PRICE_DECIMALS, nftEndAfterBid, nftMinBid, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { sqlState, UNIQUE_VIOLATION } from '../../../platform/db';
import type { CronDefinition } from '../../../platform/jobs';
import { NFT_BID_REF, NFT_MARGIN_REF, type NftDeps } from '../nft.deps';
import * as items from '../nft.repo';
import type { NftItemRow } from '../nft.schema';
import { bidViews, dec } from '../nft.view';
import { NftAuctionClose } from './close';
import { assertBiddable, auctionLink, retrying, spotOf } from './common';
import { NftAuctionOrders } from './orders';
import * as repo from './auction.repo';

type Api = typeof API.nft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

/**
 * Auctions: the deposit (once per user per listing, held), bids (at least the current bid +
 * the step, the leading bid held and released when outbid, a late bid extends the end), bid records, and the
 * close and payment-deadline jobs with the winner's payment order (close.ts, orders.ts).
 *
 * Locks: the item's row first (every deposit, bid, close, payment and expiry of a listing takes it), then the
 * ledger's balance rows (the ledger locks them). A bid releases the previous leader's hold and holds the new
 * bid, so two items' bids can lock two users' balances in opposite order: PostgreSQL aborts one as a deadlock
 * and it runs again (`retrying`).
 */
export class NftAuctions {
  readonly closer: NftAuctionClose;
  readonly orders: NftAuctionOrders;

  constructor(private readonly d: NftDeps) {
    this.closer = new NftAuctionClose(d);
    this.orders = new NftAuctionOrders(d);
  }

  get jobDefinitions(): CronDefinition[] {
    return this.closer.jobDefinitions;
  }

  /** The viewer's auction state on an item's page (null when the item is not at auction). */
  async stateFor(
    item: NftItemRow,
    viewerId: number | undefined,
  ): Promise<ReplyOf<Api['boxDetail']>['auction']> {
    if (item.payType !== NFT_PAY_TYPE.auction) return null;
    const db = this.d.db;
    const [leader, margin] = await Promise.all([
      item.leadingBidId ? repo.findBid(db, item.leadingBidId) : undefined,
      viewerId ? repo.findMargin(db, item.id, item.listingNo, viewerId) : undefined,
    ]);
    const names = leader ? await this.d.dir.people(db, [leader.userId]) : new Map<number, { name: string }>();
    return {
      min_bid: dec(nftMinBid(item.price, item.bidCount > 0, item.perIncrease).toFixed()),
      has_bids: item.bidCount > 0,
      leader_name: leader ? (names.get(leader.userId)?.name ?? '') : '',
      my_margin: margin !== undefined,
      my_leading: leader !== undefined && viewerId !== undefined && leader.userId === viewerId,
      extended: item.extended,
      closed: item.auctionClosed,
    };
  }

  /**
   * POST /bind_box/marginNFT — the listing's deposit, held on the caller's spot account until the end (or the
   * winner's payment or expiry). Once per user per listing.
   */
  async margin(userId: number, q: Req<'margin'>): Res<'margin'> {
    try {
      return await retrying(() =>
        this.d.db.transaction(async (tx) => {
          const item = await items.lockByCode(tx, q.code);
          if (!item) throw refuse('nft_not_found', {}, 'code');
          assertBiddable(item, userId, this.d.now());
          if (await repo.findMargin(tx, item.id, item.listingNo, userId))
            throw refuse('nft_margin_paid', {}, 'code');
          if (!new Decimal(item.margin).gt(0)) throw refuse('nft_not_auction', {}, 'code');
          const id = await repo.nextMarginId(tx);
          const holdId = await this.d.ledger.hold(tx, spotOf(userId, item.currencyId), item.margin, {
            type: NFT_MARGIN_REF,
            id: String(id),
          });
          await repo.insertMargin(tx, {
            id,
            itemId: item.id,
            listingNo: item.listingNo,
            userId,
            currencyId: item.currencyId,
            amount: item.margin,
            holdId,
          });
          const currency = await this.d.dir.currency(item.currencyId);
          return { code: item.code, margin: dec(item.margin), currency_name: currency.symbol };
        }),
      );
    } catch (err) {
      // the unique index backs the rule up
      if (sqlState(err) === UNIQUE_VIOLATION) throw refuse('nft_margin_paid', {}, 'code');
      throw err;
    }
  }

  /**
   * POST /bind_box/auctionNFT — `price` is the whole bid: at least nftMinBid (the starting price, then the
   * current bid + the step). The previous leader's hold is released (also when it is the caller raising their
   * own bid) and the new bid held; a bid in the last minutes extends the end (nftEndAfterBid).
   */
  async bid(userId: number, q: Req<'bid'>): Res<'bid'> {
    const price = new Decimal(q.price);
    if (price.decimalPlaces() > NFT_PRICE_DECIMALS || !price.gt(0))
      throw refuse('nft_price_invalid', {}, 'price');
    // A bid already too low (or an item not biddable) on a plain read is refused without queueing on the
    // item's lock: a listing's bid only rises, so the refusal was true at that read.
    const seen = await items.findByCode(this.d.db, q.code);
    if (!seen) throw refuse('nft_not_found', {}, 'code');
    await this.checkBid(seen, userId, price, this.d.now());
    const done = await retrying(() =>
      this.d.db.transaction(async (tx) => {
        const item = await items.lockByCode(tx, q.code);
        if (!item) throw refuse('nft_not_found', {}, 'code');
        const now = this.d.now();
        const currency = await this.checkBid(item, userId, price, now);
        if (!(await repo.findMargin(tx, item.id, item.listingNo, userId)))
          throw refuse('nft_margin_required', {}, 'code');

        const previous = item.leadingBidId ? await repo.findBid(tx, item.leadingBidId) : undefined;
        if (previous) {
          await this.d.ledger.releaseHold(tx, previous.holdId);
          await repo.markOutbid(tx, previous.id);
        }
        const id = await repo.nextBidId(tx);
        const holdId = await this.d.ledger.hold(tx, spotOf(userId, item.currencyId), price, {
          type: NFT_BID_REF,
          id: String(id),
        });
        const bid = await repo.insertBid(tx, {
          id,
          itemId: item.id,
          listingNo: item.listingNo,
          userId,
          currencyId: item.currencyId,
          price: price.toFixed(),
          holdId,
          status: 1,
        });
        const endAt = nftEndAfterBid(item.endAt, now);
        const moved = endAt.getTime() !== item.endAt.getTime();
        await items.updateItem(tx, item.id, {
          price: price.toFixed(),
          bidCount: item.bidCount + 1,
          leadingBidId: id,
          endAt,
          extended: item.extended || moved,
        });
        if (previous && previous.userId !== userId)
          await this.d.notifier.notify(tx, {
            userId: previous.userId,
            key: 'nft_outbid',
            params: { name: item.name, price: price.toFixed(), currency: currency.symbol },
            link: auctionLink(item),
            ref: `${NFT_BID_REF}:${previous.id}`,
          });
        return { item, bid, endAt, moved };
      }),
    );
    // the view (names looked up) after the commit: the item's lock is held no longer than the bid needs
    const [view] = await bidViews(
      this.d.db,
      this.d.dir,
      [done.bid],
      new Map([[done.item.id, done.item]]),
      userId,
    );
    return {
      bid: view!,
      end_time: done.endAt.toISOString(),
      extended: done.moved,
      min_bid: nftMinBid(price, true, done.item.perIncrease).toFixed(),
    };
  }

  /** The refusals of a bid on `item` as read (biddable, at least the least next bid); returns the currency. */
  private async checkBid(item: NftItemRow, userId: number, price: Decimal, now: Date) {
    assertBiddable(item, userId, now);
    const currency = await this.d.dir.currency(item.currencyId);
    const min = nftMinBid(item.price, item.bidCount > 0, item.perIncrease);
    if (price.lt(min))
      throw refuse('nft_bid_too_low', { min: min.toFixed(), currency: currency.symbol }, 'price');
    return currency;
  }

  /** GET /bind_box/getBindBoxQuotationLog — the current listing's bids, newest first. */
  async bids(viewer: number | undefined, q: Req<'bids'>): Res<'bids'> {
    const item = await items.findByCode(this.d.db, q.code);
    if (!item) throw refuse('nft_not_found', {}, 'code');
    const { rows, total } = await repo.bidsOfListing(this.d.db, item.id, item.listingNo, q);
    const data = await bidViews(this.d.db, this.d.dir, rows, new Map([[item.id, item]]), viewer);
    return { data, page: q.page, limit: q.limit, total };
  }

  /** GET /bind_box/getMyBindBoxQuotationLog — my bids on every item, newest first. */
  async myBids(userId: number, q: Req<'myBids'>): Res<'myBids'> {
    const { rows, total } = await repo.bidsOfUser(this.d.db, userId, q);
    const names = await repo.itemsByIds(
      this.d.db,
      rows.map((r) => r.itemId),
    );
    const data = await bidViews(this.d.db, this.d.dir, rows, names, userId);
    return { data, page: q.page, limit: q.limit, total };
  }

  needPay(userId: number, q: Req<'needPay'>): Res<'needPay'> {
    return this.orders.needPay(userId, q);
  }
  readOrder(userId: number, q: Req<'readOrder'>): Res<'readOrder'> {
    return this.orders.readOrder(userId, q);
  }
  payOrder(userId: number, q: Req<'payOrder'>): Res<'payOrder'> {
    return this.orders.payOrder(userId, q);
  }
}
