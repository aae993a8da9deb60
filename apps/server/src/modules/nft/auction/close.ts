import { NFT_PAY_WINDOW_MS, nftForfeitSplit, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../platform/db';
import { defineCron, type CronDefinition } from '../../../platform/jobs';
import { NFT_MARGIN_REF, NFT_ORDER_REF, type NftDeps } from '../nft.deps';
import * as items from '../nft.repo';
import { dec } from '../nft.view';
import { auctionLink, feesOf, retrying, shownTime, spotOf } from './common';
import * as repo from './auction.repo';

export const NFT_AUCTION_CLOSE_JOB = 'nft.auction_close';
export const NFT_ORDER_EXPIRE_JOB = 'nft.order_expire';
/** Listings (or orders) looked up per query; a run goes through every due one, a batch at a time. */
const BATCH = 100;
/** The most one run handles (the next minute's run does the rest). */
const MAX_PER_RUN = 10_000;

/**
 * The two auction jobs, each step exactly once whatever runs it how often: a state guard
 * read under the item's row lock, and the step's orders, money and state written in that one transaction.
 *
 * Close (an auction listing on sale, not closed, its end come): with a leading bid → the winner's payment
 * order (due NFT_PAY_WINDOW_MS after the end), lockOrder, the winner's bid hold and deposit stay held, every
 * other deposit is released; without bids → every deposit released. Either way the listing leaves the sale
 * (onSale false, auctionClosed true).
 *
 * Expire (an unpaid order past its deadline): the deposit is forfeited (nftForfeitSplit: the seller gets it
 * less the platform fee, kind nft_margin_forfeit), the bid hold released, the item unlocked for its owner.
 */
export class NftAuctionClose {
  constructor(private readonly d: NftDeps) {}

  get jobDefinitions(): CronDefinition[] {
    return [
      defineCron({
        name: NFT_AUCTION_CLOSE_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.closeDue(ctx.log, ctx.signal);
          if (n > 0) ctx.log.info({ auctions: n }, 'nft: auctions closed');
        },
      }),
      defineCron({
        name: NFT_ORDER_EXPIRE_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.expireDue(ctx.log, ctx.signal);
          if (n > 0) ctx.log.info({ orders: n }, 'nft: unpaid auction orders expired');
        },
      }),
    ];
  }

  /** Closes every auction listing whose end came; returns how many this call closed. */
  closeDue(log?: FastifyBaseLogger, signal?: AbortSignal): Promise<number> {
    return this.each(repo.dueAuctions, (id) => this.close(id), 'auction', log, signal);
  }

  /** Expires every unpaid order past its deadline; returns how many this call expired. */
  expireDue(log?: FastifyBaseLogger, signal?: AbortSignal): Promise<number> {
    return this.each(repo.dueOrders, (id) => this.expire(id), 'order', log, signal);
  }

  /** Closes one auction listing if its end came and it is not closed yet; returns whether this call did. */
  close(itemId: number): Promise<boolean> {
    return retrying(() =>
      this.d.db.transaction(async (tx) => {
        const item = await items.lockItem(tx, itemId);
        if (
          !item ||
          item.payType !== NFT_PAY_TYPE.auction ||
          !item.onSale ||
          item.auctionClosed ||
          item.endAt > this.d.now()
        )
          return false;
        const margins = await repo.heldMargins(tx, item.id, item.listingNo);
        const currency = await this.d.dir.currency(item.currencyId);
        const bid = item.leadingBidId ? await repo.findBid(tx, item.leadingBidId) : undefined;
        const winnerMargin = bid ? margins.find((m) => m.userId === bid.userId) : undefined;
        if (bid && !winnerMargin)
          throw new Error(`nft item ${item.id}: the leading bidder has no deposit held`);

        if (bid && winnerMargin) {
          const overtime = new Date(item.endAt.getTime() + NFT_PAY_WINDOW_MS);
          const order = await repo.insertOrder(tx, {
            itemId: item.id,
            listingNo: item.listingNo,
            bidId: bid.id,
            userId: bid.userId,
            sellerId: item.ownerId,
            marginId: winnerMargin.id,
            currencyId: item.currencyId,
            price: bid.price,
            endAt: item.endAt,
            overtime,
          });
          await items.updateItem(tx, item.id, { onSale: false, auctionClosed: true, lockOrder: true });
          await this.d.notifier.notify(tx, {
            userId: bid.userId,
            key: 'nft_auction_won',
            params: {
              name: item.name,
              price: dec(bid.price),
              currency: currency.symbol,
              deadline: shownTime(overtime),
            },
            link: NOTIFICATION_LINKS.nftOrders,
            ref: `${NFT_ORDER_REF}:${order.id}`,
          });
        } else await items.updateItem(tx, item.id, { onSale: false, auctionClosed: true });

        const refunded = margins.filter((m) => m.id !== winnerMargin?.id);
        for (const m of refunded) await this.d.ledger.releaseHold(tx, m.holdId);
        await repo.settleMargins(
          tx,
          refunded.map((m) => m.id),
          'refunded',
          this.d.now(),
        );
        await this.d.notifier.notifyMany(
          tx,
          refunded.map((m) => ({
            userId: m.userId,
            key: 'nft_margin_refunded' as const,
            params: { name: item.name, margin: dec(m.amount), currency: currency.symbol },
            link: auctionLink(item),
            ref: `${NFT_MARGIN_REF}:${m.id}`,
          })),
        );
        return true;
      }),
    );
  }

  /** Expires one unpaid order past its deadline (forfeiting the deposit); returns whether this call did. */
  expire(orderId: number): Promise<boolean> {
    return retrying(() =>
      this.d.db.transaction(async (tx) => {
        const found = await repo.findOrder(tx, orderId);
        if (!found) return false;
        const item = await items.lockItem(tx, found.itemId);
        const order = await repo.lockOrder(tx, orderId);
        if (!item || !order || order.isPay || order.isExpired || order.overtime > this.d.now()) return false;
        // one query at a time: a transaction's queries share its one connection
        const margin = (await repo.marginsByIds(tx, [order.marginId])).get(order.marginId);
        const bid = await repo.findBid(tx, order.bidId);
        if (!margin || !bid) throw new Error(`nft order ${order.id}: deposit or bid missing`);
        const currency = await this.d.dir.currency(order.currencyId);
        const split = nftForfeitSplit(margin.amount, currency.decimals);
        await this.d.ledger.postHold(
          tx,
          margin.holdId,
          [
            { account: spotOf(order.sellerId, order.currencyId), amount: split.seller },
            { account: feesOf(order.currencyId), amount: split.fee },
          ],
          'nft_margin_forfeit',
        );
        await this.d.ledger.releaseHold(tx, bid.holdId);
        await repo.settleMargins(tx, [margin.id], 'forfeited', this.d.now());
        await repo.updateOrder(tx, order.id, { isExpired: true });
        if (item.listingNo === order.listingNo && item.lockOrder)
          await items.updateItem(tx, item.id, { lockOrder: false });
        await this.d.notifier.notify(tx, {
          userId: order.userId,
          key: 'nft_order_expired',
          params: { name: item.name, margin: dec(margin.amount), currency: currency.symbol },
          link: NOTIFICATION_LINKS.nftOrders,
          ref: `${NFT_ORDER_REF}:${order.id}`,
        });
        return true;
      }),
    );
  }

  /**
   * Runs `step` on every due id, a batch at a time in id order after the last one seen (so one that keeps
   * failing is not picked again in this run); one failing does not stop the others (the job fails after them).
   */
  private async each(
    due: (db: DbOrTx, now: Date, limit: number, afterId: number) => Promise<number[]>,
    step: (id: number) => Promise<boolean>,
    what: string,
    log?: FastifyBaseLogger,
    signal?: AbortSignal,
  ): Promise<number> {
    let done = 0;
    let seen = 0;
    let afterId = 0;
    let failed: Error | undefined;
    while (seen < MAX_PER_RUN && !signal?.aborted) {
      const ids = await due(this.d.db, this.d.now(), BATCH, afterId);
      for (const id of ids) {
        if (signal?.aborted) break;
        try {
          if (await step(id)) done++;
        } catch (err) {
          log?.error({ err, [what]: id }, `nft: an ${what} step failed`);
          failed ??= err instanceof Error ? err : new Error(String(err));
        }
        afterId = id;
        seen++;
      }
      if (ids.length < BATCH) break;
    }
    if (failed) throw failed;
    return done;
  }
}
