import type { ParsedRequestOf, ReplyOf } from '@meridian/contract';
import type { API } from '@meridian/contract/api';
import { refuse } from '@meridian/contract';
import { nftSaleSplit } from '@meridian/contract/nft';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { DbOrTx } from '../../../platform/db';
import { NFT_ORDER_REF, type NftDeps } from '../nft.deps';
import * as items from '../nft.repo';
import type { NftOrderRow } from '../nft.schema';
import { orderViews } from '../nft.view';
import { feesOf, retrying, spotOf } from './common';
import * as repo from './auction.repo';

type Api = typeof API.nft;
type Req<K extends keyof Api> = ParsedRequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ReplyOf<Api[K]>>;

/**
 * A won auction's payment order: listed with its deadline and deposit, marked read, and paid —
 * the winner's bid hold is posted (kind nft_auction_pay, nftSaleSplit: the seller the price less the platform
 * fee and the creator's royalty, the creator the royalty, the house `fees` the fee), the deposit released, the
 * sale recorded (kind 'auction') and the item moved to the winner, all in one transaction under the item's and
 * then the order's row lock. A paid or expired order refuses; nft_sales' unique listing index backs it up.
 */
export class NftAuctionOrders {
  constructor(private readonly d: NftDeps) {}

  /** GET /bind_box/getNeedPayNFTOrder — my payment orders, newest first, with the deposit at stake. */
  async needPay(userId: number, q: Req<'needPay'>): Res<'needPay'> {
    const { rows, total } = await repo.ordersOfUser(this.d.db, userId, q);
    return { data: await this.views(this.d.db, rows), page: q.page, limit: q.limit, total };
  }

  /** POST /bind_box/readNFTOrderMessage — my order only. */
  async readOrder(userId: number, q: Req<'readOrder'>): Res<'readOrder'> {
    const order = await repo.findOrder(this.d.db, q.id);
    if (order?.userId !== userId) throw refuse('nft_order_not_found', {}, 'id');
    const read = order.isRead ? order : await repo.updateOrder(this.d.db, order.id, { isRead: true });
    const [view] = await this.views(this.d.db, [read]);
    return view!;
  }

  /** POST /bind_box/payNFTOrder — my unpaid order before its deadline. */
  payOrder(userId: number, q: Req<'payOrder'>): Res<'payOrder'> {
    return retrying(() =>
      this.d.db.transaction(async (tx) => {
        const found = await repo.findOrder(tx, q.id);
        if (found?.userId !== userId) throw refuse('nft_order_not_found', {}, 'id');
        const item = await items.lockItem(tx, found.itemId);
        const order = await repo.lockOrder(tx, found.id);
        if (!item || !order) throw refuse('nft_order_not_found', {}, 'id');
        if (order.isPay) throw refuse('nft_order_paid', {}, 'id');
        const now = this.d.now();
        if (order.isExpired || now >= order.overtime) throw refuse('nft_order_expired', {}, 'id');
        // one query at a time: a transaction's queries share its one connection
        const margin = (await repo.marginsByIds(tx, [order.marginId])).get(order.marginId);
        const bid = await repo.findBid(tx, order.bidId);
        if (!margin || !bid) throw new Error(`nft order ${order.id}: deposit or bid missing`);

        const currency = await this.d.dir.currency(order.currencyId);
        const split = nftSaleSplit(
          order.price,
          item.royaltyBps,
          order.sellerId === item.creatorId,
          currency.decimals,
        );
        await this.d.ledger.postHold(
          tx,
          bid.holdId,
          [
            { account: spotOf(order.sellerId, order.currencyId), amount: split.seller },
            { account: spotOf(item.creatorId, order.currencyId), amount: split.royalty },
            { account: feesOf(order.currencyId), amount: split.fee },
          ],
          'nft_auction_pay',
        );
        await this.d.ledger.releaseHold(tx, margin.holdId);
        await repo.settleMargins(tx, [margin.id], 'refunded', now);
        const saleKind = 'auction' as const;
        await items.insertSale(tx, {
          itemId: item.id,
          listingNo: order.listingNo,
          kind: saleKind,
          buyerId: userId,
          sellerId: order.sellerId,
          creatorId: item.creatorId,
          currencyId: order.currencyId,
          price: order.price,
          fee: split.fee.toFixed(),
          royalty: split.royalty.toFixed(),
          sellerAmount: split.seller.toFixed(),
        });
        await items.updateItem(tx, item.id, {
          ownerId: userId,
          onSale: false,
          lockOrder: false,
          resell: false,
          lastPrice: order.price,
        });
        const paid = await repo.updateOrder(tx, order.id, { isPay: true, isRead: true, payTime: now });
        await this.d.notifier.notify(tx, {
          userId: order.sellerId,
          key: 'nft_sold',
          params: { name: item.name, amount: split.seller.toFixed(), currency: currency.symbol },
          link: NOTIFICATION_LINKS.nftSales,
          ref: `${NFT_ORDER_REF}:${order.id}`,
        });
        if (split.royalty.gt(0))
          await this.d.notifier.notify(tx, {
            userId: item.creatorId,
            key: 'nft_royalty',
            params: { name: item.name, amount: split.royalty.toFixed(), currency: currency.symbol },
            link: NOTIFICATION_LINKS.nftSales,
            ref: `${NFT_ORDER_REF}:${order.id}`,
          });
        const [view] = await this.views(tx, [paid]);
        return view!;
      }),
    );
  }

  private async views(db: DbOrTx, rows: NftOrderRow[]) {
    // one query at a time (payOrder builds its view inside its transaction)
    const names = await repo.itemsByIds(
      db,
      rows.map((r) => r.itemId),
    );
    const margins = await repo.marginsByIds(
      db,
      rows.map((r) => r.marginId),
    );
    const amounts = new Map([...margins].map(([id, m]) => [id, m.amount]));
    return orderViews(this.d.dir, rows, names, amounts);
  }
}
