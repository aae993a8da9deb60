import { FUTURES_MAX_LIVE_POSITIONS } from '@meridian/contract/futures';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from '../../../../test/api';
import type { TestApp } from '../../../../test/test-app';
import { futures, setStop, submit, tick, USDT, withFuturesApp } from '../../futures/futures.testing';
import { checkLedger } from '../../ledger/invariants';
import { notifications } from '../../notifications/notifications.schema';
import { copiesOf, makeFollow, makeTrader, open, row, settle } from './copy.testing';

/**
 * Opening copies: a trader's open becomes, through the domain event and the copy jobs, a
 * futures position of each follower at the mark of THAT moment (not the trader's price), in lots of the
 * follow's mode, with a market order's margin and fee — or a recorded skip with the reason and a notice.
 */

let t: TestApp;
withFuturesApp((app) => (t = app));
const clock = () => (t.services.futures as unknown as { deps: { now?: () => Date } }).deps;

describe('copy opens', () => {
  it('fixed multiple and fixed lots at the copy’s own mark: lots, entry, margin, fee; TP/SL carried', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const a = await makeTrader(t, '1000'); // a follower who is also a trader: copies are never copied again
    const b = await makeTrader(t, '1000');
    const c = await makeTrader(t, '1000');
    const fa = await makeFollow(t, a, trader, { type: 1, number: '1.5' });
    const fb = await makeFollow(t, b, trader, { type: 2, number: '2' });
    const fc = await makeFollow(t, c, trader, { type: 1, number: '0.3' });
    const followerOfA = await makeTrader(t, '1000');
    const fOfA = await makeFollow(t, followerOfA, a, { type: 2, number: '1' });
    // the trader: 3 lots ×10 at mark 50,000 → entry 50,005.00; TP 51,000, SL 49,000
    const p = await open(t, trader, { share: 3, tp: '51000', sl: '49000' });
    expect(p.price).toBe('50005.00');
    // the market moves before the copies are made: they open at 50,100 (+0.01 % spread → 50,105.01)
    await tick(t, '50100');
    await settle(t);

    const copies = await copiesOf(t, p.id);
    // 3 lots × 1.5 = 4.5 → 4 lots (floored); notional 50,105.01 × 0.04 = 2,004.2004; margin ÷10; fee 0.05 %
    const ca = copies.get(fa)!;
    expect(ca).toMatchObject({ status: 'open', lots: 4, followerUserId: a.uid, traderUserId: trader.uid });
    const pa = await row(t, ca.positionId!);
    expect(pa).toMatchObject({
      lots: 4,
      leverage: 10,
      side: 1,
      followOrderId: p.id,
      followUserId: trader.uid,
    });
    expect(pa.copyAttached).toBe(true);
    expect([pa.originPrice, pa.price, pa.quantity]).toEqual(['50100', '50105.01', '0.04']);
    expect([pa.margin, pa.tradeFee]).toEqual(['200.42004', '1.002101']); // 1.0021002 rounded up
    expect([pa.takeProfit, pa.stopLoss]).toEqual(['51000', '49000']);
    // 2 fixed lots: notional 1,002.1002, margin 100.21002, fee 0.5010501 → 0.501051
    const cb = copies.get(fb)!;
    const pb = await row(t, cb.positionId!);
    expect([cb.lots, pb.lots, pb.price, pb.margin, pb.tradeFee]).toEqual([
      2,
      2,
      '50105.01',
      '100.21002',
      '0.501051',
    ]);
    // 3 × 0.3 = 0.9 lots → below one lot: skipped
    expect(copies.get(fc)).toMatchObject({ status: 'skipped', skipReason: 'too_small', positionId: null });
    // the follower paid margin + fee from their own futures account
    const balA = await futures(t, a.uid);
    expect([balA.available.toFixed(), balA.frozen.toFixed()]).toEqual(['798.577859', '200.42004']);
    // a copy is not mirrored again: A's copy made nothing for A's own follower
    expect((await copiesOf(t, pa.id)).size).toBe(0);
    expect(fOfA).toBeGreaterThan(0);
    // the wire shows it as an attached copy
    const view = await post(t.app, '/lever/my_trade', { status: 1 }, { token: a.token });
    const mine = (view.body.message as { message: { data: { id: number; order_type: number }[] } }).message
      .data;
    expect(mine.find((x) => x.id === pa.id)).toMatchObject({ order_type: 2, follow_order_id: p.id });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a trader TP no longer valid at the copy’s mark is dropped; running the batch again opens nothing more', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '1000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1' });
    // TP 50,104: above the trader's entry 50,005 and the mark, not reached at 50,100 — but below the copy's
    // entry there (50,105.01), so not valid for the copy
    const p = await open(t, trader, { share: 1, tp: '50104', sl: '49500' });
    await tick(t, '50100');
    await settle(t);
    const copy = (await copiesOf(t, p.id)).get(follow)!;
    const pos = await row(t, copy.positionId!);
    expect([pos.takeProfit, pos.stopLoss]).toEqual([null, '49500']);
    // the same batch again (a retry after a crash): one copy per follow and trader position
    await t.database.db.transaction((tx) =>
      t.services.jobs.enqueue(tx, 'copytrade.open_copies', { traderPositionId: p.id, followIds: [follow] }),
    );
    await settle(t);
    expect((await copiesOf(t, p.id)).size).toBe(1);
    expect((await futures(t, f.uid)).frozen.toFixed()).toBe(pos.margin);
  });

  it('a TP/SL edit of the trader reaches the attached copies (each as far as valid for it)', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '1000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1' });
    const p = await open(t, trader, { share: 1 });
    await settle(t);
    const id = (await copiesOf(t, p.id)).get(follow)!.positionId!;
    expect((await row(t, id)).takeProfit).toBeNull();
    const set = await setStop(t, trader, {
      id: p.id,
      target_profit_price: '52000',
      stop_loss_price: '48000',
    });
    expect(set.body.type).toBe('ok');
    await settle(t);
    const after = await row(t, id);
    expect([after.takeProfit, after.stopLoss]).toEqual(['52000', '48000']);
  });

  it('a limit order opens its copies when it fills, at the mark of then', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '1000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1' });
    const r = await submit(t, trader, { type: 1, share: 1, multiple: 10, status: 0, target_price: '49900' });
    const id = (r.body.message as { id: number }).id;
    await settle(t);
    expect((await copiesOf(t, id)).size).toBe(0); // pending: nothing to copy
    await tick(t, '49890'); // fills at its limit 49,900
    await settle(t);
    const copy = (await copiesOf(t, id)).get(follow)!;
    expect((await row(t, copy.positionId!)).originPrice).toBe('49890'); // the copy: the mark of the fill
  });

  it('skips with the reason and a notice: balance, budget, position cap, stale price, closed market', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const poor = await makeTrader(t, '10'); // 1 lot ×10 needs 50.0050 margin + 0.025 fee
    const tight = await makeTrader(t, '1000');
    const full = await makeTrader(t, '100000');
    const fPoor = await makeFollow(t, poor, trader, { type: 2, number: '1' });
    // budget 100: 2 lots cost 100.01 margin + 0.050005 fee → over it
    const fTight = await makeFollow(t, tight, trader, { type: 2, number: '2', budget: '100' });
    const fFull = await makeFollow(t, full, trader, { type: 2, number: '1' });
    for (let i = 0; i < FUTURES_MAX_LIVE_POSITIONS; i++)
      await submit(t, full, { type: 2, share: 1, multiple: 10, status: 0, target_price: '60000' });
    const p = await open(t, trader, { share: 1 });
    await settle(t);
    const copies = await copiesOf(t, p.id);
    expect(copies.get(fPoor)).toMatchObject({ status: 'skipped', skipReason: 'balance' });
    expect(copies.get(fTight)).toMatchObject({ status: 'skipped', skipReason: 'budget' });
    expect(copies.get(fFull)).toMatchObject({ status: 'skipped', skipReason: 'position_cap' });
    expect((await futures(t, poor.uid)).available.toFixed()).toBe('10');
    expect((await futures(t, tight.uid)).available.toFixed()).toBe('1000');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, poor.uid), eq(notifications.key, 'copy_skipped')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.params).toMatchObject({ symbol: 'BTC/USDT', reason: 'balance' });

    // stale price: the feed has said nothing for longer than LEVER_MAX_PRICE_AGE_MS when the copy is made
    const late = await makeTrader(t, '1000');
    const fLate = await makeFollow(t, late, trader, { type: 2, number: '1' });
    const q = await open(t, trader, { share: 1 });
    clock().now = () => new Date(Date.now() + 3_600_000);
    try {
      await settle(t);
    } finally {
      clock().now = undefined;
    }
    expect((await copiesOf(t, q.id)).get(fLate)).toMatchObject({
      status: 'skipped',
      skipReason: 'stale_price',
    });

    // a stock pair's copy outside its session: the trader opened on Monday 10:00 New York, copies run on Saturday
    const aapl = t.services.market.listPairs().find((x) => x.symbol === 'AAPL/USDT')!;
    const stockFan = await makeTrader(t, '1000');
    const fStock = await makeFollow(t, stockFan, trader, { type: 2, number: '1' });
    clock().now = () => new Date('2026-11-23T15:00:00Z');
    let stock: number;
    try {
      await tick(t, '228.00', aapl.id);
      const r = await post(
        t.app,
        '/lever/submit',
        { currency_id: aapl.baseId, legal_id: USDT, type: 1, share: 1, multiple: 10 },
        { token: trader.token },
      );
      expect(r.body.type).toBe('ok');
      stock = (r.body.message as { id: number }).id;
      clock().now = () => new Date('2026-11-28T15:00:00Z');
      await settle(t);
    } finally {
      clock().now = undefined;
    }
    expect((await copiesOf(t, stock)).get(fStock)).toMatchObject({
      status: 'skipped',
      skipReason: 'market_closed',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
