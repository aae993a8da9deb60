import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { SpotService } from './spot.service';
import { BTC, USDT, order, spot, trade, trader } from './spot.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const buy = (amount: string, price: string) => ({
  currency_id: BTC,
  legal_id: USDT,
  side: 'buy' as const,
  type: 'limit' as const,
  amount,
  target_price: price,
  tif: 'GTC' as const,
  post_only: false,
});

describe('spot books on several nodes sharing one database', () => {
  it('each node syncs to the other’s committed orders before matching; both agree on the depth', async () => {
    // `other` is a second node: its own in-memory books, the same database (built before the maker's order)
    const other = new SpotService(t.database.db, t.services.ledger, t.services.market);
    await other.init();
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });

    const ask = order(await trade(t, maker, { side: 'sell', amount: '0.05', target_price: '47000' }));
    const fill = await other.place(taker.uid, buy('0.02', '47000'));
    expect(fill.status).toBe('filled');
    expect(fill.fills.map((f) => [f.price, f.amount, f.role])).toEqual([['47000.00', '0.020000', 'taker']]);

    // the first node cancels the remainder the second node's fill changed
    const cancelled = order(await post(t.app, '/coin/cancel', { id: ask.id }, { token: maker.token }));
    expect([cancelled.status, cancelled.filled]).toEqual(['cancelled', '0.020000']);
    expect((await spot(t, maker.uid, BTC)).frozen.toFixed()).toBe('0');
    expect((await spot(t, maker.uid, BTC)).available.toFixed()).toBe('0.98');

    // a buy resting on the second node is seen (and filled) by a sell on the first
    const bid = await other.place(taker.uid, buy('0.01', '46000'));
    const hit = order(await trade(t, maker, { side: 'sell', amount: '0.01', target_price: '46000' }));
    expect(hit.status).toBe('filled');
    const [, second] = await Promise.all([
      t.services.spot.freshDepth('BTC/USDT', 10),
      other.freshDepth('BTC/USDT', 10),
    ]);
    const first = (await get(t.app, '/coin/depth', { symbol: 'BTC/USDT' })).body.message;
    expect(second).toEqual(first);
    expect(second).toMatchObject({ bids: [], asks: [] });
    expect(
      (await other.list(taker.uid, { status: 'all', page: 1, limit: 10 })).data.find((o) => o.id === bid.id),
    ).toMatchObject({ status: 'filled' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
