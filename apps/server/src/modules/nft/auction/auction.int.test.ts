import { Decimal, type Paginated } from '@meridian/contract';
import { type NftBid, type NftOrder, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, ok } from '../../../../test/api';
import { spotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger';
import * as items from '../nft.repo';
import { feesBalance, makeArtist, USDT } from '../nft.testing';
import {
  bid,
  insertAuction,
  margin,
  notificationKeys,
  openHolds,
  pay,
  read,
  refused,
  setEnd,
  setOvertime,
  usdt,
} from './auction.testing';

/**
 * The auction lifecycle through the API with exact balances: deposits, bids held and
 * released when outbid, the refusals, the close job (twice → one order), payment (seller, creator royalty,
 * fees, deposit back, item moved) and an unpaid order expiring (deposit forfeited to the seller less the fee).
 */

let t: TestApp;
useTestApp((app) => (t = app));

const DAY = 86_400_000;
const auctions = () => t.services.nftAuctions;
const ordersOf = async (token: string) =>
  ok<Paginated<NftOrder>>(await get(t.app, '/bind_box/getNeedPayNFTOrder', {}, { token }));

async function people() {
  const creator = await spotUser(t);
  await makeArtist(t, creator.uid);
  const seller = await spotUser(t);
  const a = await spotUser(t, { [USDT]: '1000' });
  const b = await spotUser(t, { [USDT]: '1000' });
  return { creator, seller, a, b };
}

describe('an auction won and paid', () => {
  it('deposits, bids, outbid release, close once, pay: exact balances everywhere', async () => {
    const { creator, seller, a, b } = await people();
    const item = await insertAuction(t, creator.uid, seller.uid); // a resale: royalty 5 % to the creator
    const fees0 = await feesBalance(t);

    // deposits: 50 USDT held once per user; not the seller's own item
    expect(ok(await margin(t, a, item.code))).toEqual({
      code: item.code,
      margin: '50',
      currency_name: 'USDT',
    });
    expect(await usdt(t, a.uid)).toEqual(['950', '50']);
    expect(refused(await margin(t, a, item.code))).toBe('nft_margin_paid');
    expect(refused(await margin(t, seller, item.code))).toBe('nft_own_item');
    expect(refused(await bid(t, b, item.code, '100'))).toBe('nft_margin_required');
    ok(await margin(t, b, item.code));

    // the first bid must be at least the starting price
    const low = await bid(t, a, item.code, '99');
    expect(refused(low)).toBe('nft_bid_too_low');
    expect(low.body.message).toBe('Your bid must be higher than the current bid: at least 100.00 USDT');
    expect(refused(await bid(t, a, item.code, '100.0000001'))).toBe('nft_price_invalid');

    const first = ok<{ bid: NftBid; min_bid: string; extended: boolean }>(await bid(t, a, item.code, '100'));
    expect([first.bid.price, first.bid.status, first.bid.is_mine, first.min_bid, first.extended]).toEqual([
      '100',
      1,
      true,
      '110',
      false,
    ]);
    expect(await usdt(t, a.uid)).toEqual(['850', '150']);

    // then the current bid + the step (10)
    const step = await bid(t, b, item.code, '105');
    expect(step.body.message).toBe('Your bid must be higher than the current bid: at least 110.00 USDT');
    ok(await bid(t, b, item.code, '110'));
    expect(await usdt(t, a.uid)).toEqual(['950', '50']); // A's bid released, the deposit still held
    expect(await usdt(t, b.uid)).toEqual(['840', '160']);
    expect(await openHolds(t, a.uid, 'nft_bid')).toEqual([]);
    expect(await notificationKeys(t, a.uid)).toContain('nft_outbid');

    const log = ok<Paginated<NftBid>>(
      await get(t.app, '/bind_box/getBindBoxQuotationLog', { code: item.code }),
    );
    expect(log.data.map((x) => [x.price, x.status])).toEqual([
      ['110', 1],
      ['100', 0],
    ]);
    const state = await auctions().stateFor((await items.findItem(t.database.db, item.id))!, a.uid);
    expect(state).toMatchObject({ min_bid: '120', has_bids: true, my_margin: true, my_leading: false });

    // the end comes; the close job runs twice: one order
    const end = new Date(Date.now() - 1000);
    await setEnd(t, item.id, end);
    expect(refused(await bid(t, a, item.code, '120'))).toBe('nft_not_on_sale');
    expect(await auctions().closer.closeDue()).toBeGreaterThanOrEqual(1);
    expect(await auctions().closer.close(item.id)).toBe(false);
    expect(await auctions().closer.closeDue()).toBe(0);
    const orders = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM nft_orders WHERE item_id = ${item.id}`,
    );
    expect(orders.rows[0]!.n).toBe(1);

    const [order] = (await ordersOf(b.token)).data;
    expect(order).toMatchObject({ code: item.code, price: '110', margin: '50', is_pay: 0, is_read: 0 });
    expect(Date.parse(order!.overtime) - Date.parse(order!.end_time)).toBe(DAY);
    expect(Date.parse(order!.end_time)).toBe(Math.floor(end.getTime()));
    expect(await usdt(t, a.uid)).toEqual(['1000', '0']); // A's deposit refunded
    expect(await usdt(t, b.uid)).toEqual(['840', '160']); // B's deposit and bid still held
    expect(await notificationKeys(t, a.uid)).toContain('nft_margin_refunded');
    expect(await notificationKeys(t, b.uid)).toContain('nft_auction_won');
    const closed = (await items.findItem(t.database.db, item.id))!;
    expect([closed.onSale, closed.auctionClosed, closed.lockOrder]).toEqual([false, true, true]);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // only the winner may read or pay it
    expect(refused(await read(t, a, order!.id))).toBe('nft_order_not_found');
    expect(refused(await pay(t, a, order!.id))).toBe('nft_order_not_found');
    expect(ok<NftOrder>(await read(t, b, order!.id)).is_read).toBe(1);

    const paid = ok<NftOrder>(await pay(t, b, order!.id));
    expect(paid.is_pay).toBe(1);
    expect(refused(await pay(t, b, order!.id))).toBe('nft_order_paid');
    // fee 2.5 % of 110 = 2.75; royalty 5 % = 5.5; the seller 110 − 2.75 − 5.5 = 101.75
    expect(await usdt(t, seller.uid)).toEqual(['101.75', '0']);
    expect(await usdt(t, creator.uid)).toEqual(['5.5', '0']);
    expect((await feesBalance(t)).minus(fees0).toFixed()).toBe('2.75');
    expect(await usdt(t, b.uid)).toEqual(['890', '0']); // paid 110, deposit back
    const moved = (await items.findItem(t.database.db, item.id))!;
    expect([moved.ownerId, moved.lockOrder, moved.resell, moved.lastPrice]).toEqual([
      b.uid,
      false,
      false,
      '110.000000000000000000',
    ]);
    const history = await items.salesOfItem(t.database.db, item.id);
    expect(history.map((s) => [s.kind, s.buyerId, s.sellerId, s.fee, s.royalty, s.sellerAmount])).toEqual([
      [
        'auction',
        b.uid,
        seller.uid,
        '2.750000000000000000',
        '5.500000000000000000',
        '101.750000000000000000',
      ],
    ]);
    expect(await notificationKeys(t, seller.uid)).toContain('nft_sold');
    expect(await notificationKeys(t, creator.uid)).toContain('nft_royalty');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a bid in the last 10 minutes extends the end by 10 minutes; a raise re-holds the whole bid', async () => {
    const { creator, a } = await people();
    const item = await insertAuction(t, creator.uid);
    ok(await margin(t, a, item.code));
    ok(await bid(t, a, item.code, '100'));
    const end = new Date(Date.now() + 5 * 60_000);
    await setEnd(t, item.id, end);
    // A raises their own bid: the old hold is released, the new whole bid held
    const late = ok<{ end_time: string; extended: boolean }>(await bid(t, a, item.code, '130'));
    expect(late.extended).toBe(true);
    expect(Date.parse(late.end_time) - end.getTime()).toBe(10 * 60_000);
    expect(await usdt(t, a.uid)).toEqual(['820', '180']);
    expect(await openHolds(t, a.uid, 'nft_bid')).toEqual(['130']);
    expect(await notificationKeys(t, a.uid)).not.toContain('nft_outbid');
    expect((await items.findItem(t.database.db, item.id))!.extended).toBe(true);
    // not covered by the balance: refused, nothing changed
    expect(refused(await bid(t, a, item.code, '960'))).toBe('insufficient_balance');
    expect(await usdt(t, a.uid)).toEqual(['820', '180']);
    // before the start: not on sale
    const later = await insertAuction(t, creator.uid, creator.uid, {
      startAt: new Date(Date.now() + 60_000),
    });
    expect(refused(await margin(t, a, later.code))).toBe('nft_not_on_sale');
    // a fixed-price item takes no deposit
    const fixed = await insertAuction(t, creator.uid, creator.uid, { payType: NFT_PAY_TYPE.fixed });
    expect(refused(await margin(t, a, fixed.code))).toBe('nft_not_auction');
  });

  it('an auction without bids closes with every deposit refunded', async () => {
    const { creator, a, b } = await people();
    const item = await insertAuction(t, creator.uid);
    ok(await margin(t, a, item.code));
    ok(await margin(t, b, item.code));
    await setEnd(t, item.id, new Date(Date.now() - 1000));
    expect(await auctions().closer.close(item.id)).toBe(true);
    expect(await usdt(t, a.uid)).toEqual(['1000', '0']);
    expect(await usdt(t, b.uid)).toEqual(['1000', '0']);
    const row = (await items.findItem(t.database.db, item.id))!;
    expect([row.onSale, row.auctionClosed, row.lockOrder, row.ownerId]).toEqual([
      false,
      true,
      false,
      creator.uid,
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('an auction won and not paid', () => {
  it('expires after the day: the deposit is forfeited to the seller less the fee, the bid released', async () => {
    const { creator, seller, a, b } = await people();
    const item = await insertAuction(t, creator.uid, seller.uid);
    ok(await margin(t, a, item.code));
    ok(await margin(t, b, item.code));
    ok(await bid(t, b, item.code, '100'));
    await setEnd(t, item.id, new Date(Date.now() - 1000));
    expect(await auctions().closer.close(item.id)).toBe(true);
    const [order] = (await ordersOf(b.token)).data;
    expect(await usdt(t, b.uid)).toEqual(['850', '150']);
    const fees0 = await feesBalance(t);

    await setOvertime(t, order!.id, new Date(Date.now() - 1000));
    expect(refused(await pay(t, b, order!.id))).toBe('nft_order_expired');
    expect(await auctions().closer.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await auctions().closer.expire(order!.id)).toBe(false);
    expect(await auctions().closer.expireDue()).toBe(0);

    // forfeit: fee 2.5 % of 50 = 1.25 to the house, 48.75 to the seller; B's bid released
    expect(await usdt(t, b.uid)).toEqual(['950', '0']);
    expect(await usdt(t, seller.uid)).toEqual(['48.75', '0']);
    expect(await usdt(t, creator.uid)).toEqual(['0', '0']);
    expect((await feesBalance(t)).minus(fees0).toFixed()).toBe('1.25');
    expect(await usdt(t, a.uid)).toEqual(['1000', '0']);
    const row = (await items.findItem(t.database.db, item.id))!;
    expect([row.ownerId, row.lockOrder, row.onSale]).toEqual([seller.uid, false, false]);
    expect((await ordersOf(b.token)).data[0]).toMatchObject({ is_expired: 1, is_pay: 0 });
    expect(await notificationKeys(t, b.uid)).toContain('nft_order_expired');
    expect(refused(await pay(t, b, order!.id))).toBe('nft_order_expired');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('bidding under concurrency', () => {
  it('twelve bidders at once: one leader, only its bid held, every other hold released', async () => {
    const { creator } = await people();
    const item = await insertAuction(t, creator.uid);
    const bidders = await Promise.all(Array.from({ length: 12 }, () => spotUser(t, { [USDT]: '1000' })));
    for (const u of bidders) ok(await margin(t, u, item.code));
    // all at the starting price: exactly one is accepted
    const same = await Promise.all(bidders.map((u) => bid(t, u, item.code, '100')));
    expect(same.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(same.filter((r) => r.body.type !== 'ok').map(refused)).toEqual(Array(11).fill('nft_bid_too_low'));
    // rising bids at once: whatever the order, one leader holding its own bid
    await Promise.all(bidders.map((u, k) => bid(t, u, item.code, String(110 + 10 * k))));
    const leaders = await t.database.db.execute<{ n: number; price: string } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n, max(price)::text AS price FROM nft_bids WHERE item_id = ${item.id} AND status = 1`,
    );
    const row = (await items.findItem(t.database.db, item.id))!;
    expect(leaders.rows[0]!.n).toBe(1);
    expect(leaders.rows[0]!.price).toBe(row.price);
    const held = (await Promise.all(bidders.map((u) => openHolds(t, u.uid, 'nft_bid')))).flat();
    expect(held.map((h) => new Decimal(h).eq(row.price))).toEqual([true]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('paying under concurrency', () => {
  it('ten simultaneous payments of one order: one succeeds, one sale, one posting', async () => {
    const { creator, a } = await people();
    const item = await insertAuction(t, creator.uid);
    ok(await margin(t, a, item.code));
    ok(await bid(t, a, item.code, '100'));
    await setEnd(t, item.id, new Date(Date.now() - 1000));
    await auctions().closer.close(item.id);
    const [order] = (await ordersOf(a.token)).data;
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(t, a, order!.id)));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.body.type !== 'ok').map(refused)).toEqual(Array(9).fill('nft_order_paid'));
    // the creator sells: no royalty; 100 − 2.5 fee
    expect(await usdt(t, creator.uid)).toEqual(['97.5', '0']);
    expect(await usdt(t, a.uid)).toEqual(['900', '0']);
    expect(await items.salesOfItem(t.database.db, item.id)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
