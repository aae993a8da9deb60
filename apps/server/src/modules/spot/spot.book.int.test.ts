import { Decimal } from '@meridian/contract';
import { spotBuyHold } from '@meridian/contract/spot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger.service';
import { heldFor } from './fills';
import { LIST_STATES, listUserOrders, recentTrades } from './spot.repo';
import { SpotService } from './spot.service';
import { BTC, USDT, order, spot, trade, trader, type Trader } from './spot.testing';
import { pairUnits } from './units';

let t: TestApp;
let pairId: number;
beforeAll(async () => {
  t = await createTestApp();
  pairId = t.services.market.listPairs().find((p) => p.symbol === 'BTC/USDT')!.id;
});
afterAll(async () => {
  await t.close();
});

describe('spot books: restart, idempotency, concurrency', () => {
  it('a second app on the same database rebuilds the book; the resting order still matches', async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '100000' });
    const first = order(await trade(t, maker, { side: 'sell', amount: '0.2', target_price: '70000' }));
    const second = order(await trade(t, maker, { side: 'sell', amount: '0.1', target_price: '70000' }));
    const t2 = await createTestApp(undefined, { sharedDatabase: { name: t.databaseName } });
    try {
      const book = t2.services.spot.books.book(pairId);
      expect(book.get(String(first.id))).toMatchObject({ qty: 200000n, price: 7000000n });
      expect(book.resting().map((o) => o.id)).toEqual([String(first.id), String(second.id)]);
      const buy = await post(
        t2.app,
        '/coin/trade',
        { currency_id: BTC, legal_id: USDT, side: 'buy', amount: '0.25', target_price: '70000' },
        { token: taker.token },
      );
      expect(order(buy)).toMatchObject({ status: 'filled', filled: '0.250000' });
      expect(order(buy).fills.map((f) => f.amount)).toEqual(['0.200000', '0.050000']);
      expect(book.get(String(second.id))).toMatchObject({ qty: 50000n });
      expect((await spot(t2, maker.uid, BTC)).frozen.toFixed()).toBe('0.05');
      await post(t2.app, '/coin/cancel', { id: second.id }, { token: maker.token });
    } finally {
      await t2.close();
    }
    await t.services.spot.books.rebuild(pairId, pairUnits({ pricePrecision: 2, amountPrecision: 6 }));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a taker buy filling below its limit releases the improvement and rests with the limit hold', async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    const ask = order(await trade(t, maker, { side: 'sell', amount: '0.04', target_price: '49000' }));
    const buy = order(await trade(t, taker, { side: 'buy', amount: '0.1', target_price: '50000' }));
    expect(buy).toMatchObject({ status: 'partial', filled: '0.040000' });
    const hold = spotBuyHold('limit', '0.1', '50000', 6).minus('2000'); // limit × amount − limit × filled
    const bal = await spot(t, taker.uid, USDT);
    expect(bal.frozen.toFixed()).toBe(hold.toFixed());
    expect(bal.available.toFixed()).toBe(new Decimal('10000').minus('1960').minus(hold).toFixed());
    expect(ask.id).toBeGreaterThan(0);
    await post(t.app, '/coin/cancel', { id: buy.id }, { token: taker.token });
    expect((await spot(t, taker.uid, USDT)).available.toFixed()).toBe('8040');
  });

  it('a transaction failing after the engine ran leaves book and database unchanged', async () => {
    class FailingLedger extends Ledger {
      override repostHolds(): ReturnType<Ledger['repostHolds']> {
        return Promise.reject(new Error('injected ledger failure'));
      }
    }
    const failing = new SpotService(t.database.db, new FailingLedger(), t.services.market);
    await failing.init();
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    const ask = order(await trade(t, maker, { side: 'sell', amount: '0.03', target_price: '48000' }));
    await failing.books.rebuild(pairId, pairUnits({ pricePrecision: 2, amountPrecision: 6 }));
    const req = {
      currency_id: BTC,
      legal_id: USDT,
      side: 'buy' as const,
      type: 'limit' as const,
      amount: '0.03',
      target_price: '48000',
      tif: 'GTC' as const,
      post_only: false,
    };
    await expect(failing.place(taker.uid, req)).rejects.toThrow('injected ledger failure');
    expect(failing.books.book(pairId).get(String(ask.id))).toMatchObject({ qty: 30000n });
    expect((await spot(t, taker.uid, USDT)).available.toFixed()).toBe('10000');
    expect((await spot(t, maker.uid, BTC)).frozen.toFixed()).toBe('0.03');
    await post(t.app, '/coin/cancel', { id: ask.id }, { token: maker.token });
  });

  it('an Idempotency-Key replay returns the first order and holds once', async () => {
    const u = await trader(t, { usdt: '1000' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/coin/trade',
        headers: { authorization: u.token, 'idempotency-key': 'spot-k1' },
        payload: { currency_id: BTC, legal_id: USDT, side: 'buy', amount: '0.01', target_price: '10000' },
      });
    const a = (await send()).json<{ message: { id: number } }>();
    const b = (await send()).json<{ message: { id: number } }>();
    expect(b.message.id).toBe(a.message.id);
    expect((await spot(t, u.uid, USDT)).frozen.toFixed()).toBe('100'); // 0.01 × 10000, held once (no fee: paid in BTC)
  });

  it('50 concurrent places and cancels on one pair keep the ledger and the book consistent', async () => {
    const users: Trader[] = [];
    for (let i = 0; i < 4; i++) users.push(await trader(t, { btc: '2', usdt: '300000' }));
    const seeded: { user: Trader; id: number }[] = [];
    for (const [i, u] of users.entries()) {
      const r = order(
        await trade(t, u, {
          side: i % 2 ? 'sell' : 'buy',
          amount: '0.05',
          target_price: i % 2 ? '60010' : '59990',
        }),
      );
      seeded.push({ user: u, id: r.id });
    }
    let seed = 7;
    const rnd = (n: number) => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) >>> 16) % n;
    const ops = Array.from({ length: 50 }, (_, i) => {
      const u = users[rnd(4)]!;
      if (i % 6 === 5) {
        const s = seeded[rnd(seeded.length)]!;
        return post(t.app, '/coin/cancel', { id: s.id }, { token: s.user.token });
      }
      const side = rnd(2) ? 'sell' : 'buy';
      const type = i % 10 === 3 ? 'market' : 'limit';
      const tif = ['GTC', 'GTC', 'IOC', 'FOK'][rnd(4)];
      const price = new Decimal(59995).plus(rnd(10)).toFixed(2);
      const amount = new Decimal(rnd(5) + 1).div(100).toFixed(2);
      return trade(t, u, { side, type, tif, amount, ...(type === 'limit' ? { target_price: price } : {}) });
    });
    const replies = await Promise.all(ops);
    for (const r of replies) expect(r.status).toBe(200);
    const reasons = replies.map((r) => (r.body.message as { cancel_reason?: string }).cancel_reason);
    expect(reasons).toContain('user');
    expect(replies.filter((r) => r.body.type === 'ok').length).toBeGreaterThan(30);

    expect(await checkLedger(t.database.db)).toEqual([]);
    const held = { usdt: new Decimal(0), btc: new Decimal(0) };
    const frozen = { usdt: new Decimal(0), btc: new Decimal(0) };
    const openIds: string[] = [];
    for (const u of users) {
      const { rows } = await listUserOrders(t.database.db, {
        userId: u.uid,
        status: 'current',
        page: 1,
        limit: 100,
      });
      expect(rows.every((r) => LIST_STATES.current.includes(r.status as 'open'))).toBe(true);
      for (const r of rows) {
        openIds.push(String(r.id));
        const h = heldFor(r, new Decimal(r.filled), 6);
        if (r.side === 'buy') held.usdt = held.usdt.plus(h);
        else held.btc = held.btc.plus(h);
      }
      frozen.usdt = frozen.usdt.plus((await spot(t, u.uid, USDT)).frozen);
      frozen.btc = frozen.btc.plus((await spot(t, u.uid, BTC)).frozen);
    }
    expect(frozen.usdt.toFixed()).toBe(held.usdt.toFixed());
    expect(frozen.btc.toFixed()).toBe(held.btc.toFixed());
    const mine = new Set(users.map((u) => String(u.uid)));
    const resting = t.services.spot.books
      .book(pairId)
      .resting()
      .filter((o) => mine.has(o.owner))
      .map((o) => o.id);
    expect(resting.sort()).toEqual(openIds.sort());
    expect((await recentTrades(t.database.db, pairId, 100)).length).toBeGreaterThan(5);
  });
});
