import type { MarketDepthMessage, SpotOrderMessage, SubscriptionAck } from '@meridian/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socketClients, type SocketClients } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { Ledger } from '../ledger/ledger.service';
import { checkLedger } from '../ledger/invariants';
import { SpotService } from './spot.service';
import { BTC, USDT, order, spot, trade, trader } from './spot.testing';

let t: TestApp;
let clients: SocketClients;

beforeAll(async () => {
  t = await createTestApp();
  clients = await socketClients(t);
});
afterAll(async () => {
  clients.close();
  await t.close();
});

const open = (token?: string): Promise<Socket> => clients.open(token);

const ack = <T>(s: Socket, event: string, arg: unknown) =>
  new Promise<T>((resolve) => s.emit(event, arg, (result: T) => resolve(result)));

describe('spot realtime', () => {
  it('market_depth carries the committed book with the coin/depth seq; a fill sets trades', async () => {
    const s = await open();
    const sub = await ack<SubscriptionAck>(s, 'sub_depth', { symbol: 'btcusdt' });
    if (!sub.ok) throw new Error('subscription refused');
    expect(sub.room).toBe('depth:BTC/USDT');
    const rest = (await get(t.app, '/coin/depth', { symbol: 'BTC/USDT' })).body.message as { seq: number };
    expect(sub.seq).toBe(rest.seq);

    const received: MarketDepthMessage[] = [];
    s.on('market_depth', (m: MarketDepthMessage) => received.push(m));
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    await trade(t, maker, { side: 'sell', amount: '0.05', target_price: '50000' });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      type: 'market_depth',
      symbol: 'BTC/USDT',
      'base-currency': 'BTC',
      'quote-currency': 'USDT',
      currency_id: BTC,
      legal_id: USDT,
      trades: false,
      asks: [['50000.00', '0.050000']],
      bids: [],
    });
    expect(received[0]!.seq).toBeGreaterThan(sub.seq);

    const fill = order(await trade(t, taker, { side: 'buy', amount: '0.02', target_price: '50000' }));
    expect(fill.status).toBe('filled');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ trades: true, asks: [['50000.00', '0.030000']] });
    const after = (await get(t.app, '/coin/depth', { symbol: 'BTC/USDT' })).body.message as { seq: number };
    expect(received[1]!.seq).toBe(after.seq);

    expect(await ack<SubscriptionAck>(s, 'sub_depth', { symbol: 'NOPE/USDT' })).toEqual({
      ok: false,
      message: 'symbol_unknown',
    });
    await ack<SubscriptionAck>(s, 'unsub_depth', { symbol: 'BTC/USDT' });
    const bid = order(await trade(t, taker, { side: 'buy', amount: '0.01', target_price: '40000' }));
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(2);
    await post(t.app, '/coin/cancel', { id: bid.id }, { token: taker.token });
    const ask = (await get(t.app, '/coin/list', {}, { token: maker.token })).body.message as {
      data: { id: number }[];
    };
    for (const o of ask.data) await post(t.app, '/coin/cancel', { id: o.id }, { token: maker.token });
  });

  it('spot_order reaches only the owner, with a contiguous per-user seq', async () => {
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    const mine = await open(maker.token);
    const theirs = await open(taker.token);
    const makerMsgs: SpotOrderMessage[] = [];
    const takerMsgs: SpotOrderMessage[] = [];
    mine.on('spot_order', (m: SpotOrderMessage) => makerMsgs.push(m));
    theirs.on('spot_order', (m: SpotOrderMessage) => takerMsgs.push(m));

    const ask = order(await trade(t, maker, { side: 'sell', amount: '0.04', target_price: '61000' }));
    await trade(t, taker, { side: 'buy', amount: '0.01', target_price: '61000' });
    await post(t.app, '/coin/cancel', { id: ask.id }, { token: maker.token });

    await vi.waitFor(() => expect(makerMsgs).toHaveLength(3));
    await vi.waitFor(() => expect(takerMsgs).toHaveLength(1));
    expect(makerMsgs.map((m) => [m.to, m.order.id, m.order.status, m.order.filled])).toEqual([
      [maker.uid, ask.id, 'open', '0.000000'],
      [maker.uid, ask.id, 'partial', '0.010000'],
      [maker.uid, ask.id, 'cancelled', '0.010000'],
    ]);
    const first = makerMsgs[0]!.seq;
    expect(makerMsgs.map((m) => m.seq)).toEqual([first, first + 1, first + 2]);
    expect(takerMsgs[0]).toMatchObject({ type: 'spot_order', to: taker.uid, order: { status: 'filled' } });
  });

  it('a placement PostgreSQL aborts as a deadlock runs again once and settles exactly once', async () => {
    let calls = 0;
    class DeadlockOnce extends Ledger {
      override repostHolds(...args: Parameters<Ledger['repostHolds']>): ReturnType<Ledger['repostHolds']> {
        if (++calls === 1) {
          const err = Object.assign(new Error('deadlock detected'), { code: '40P01' });
          return Promise.reject(new Error('query failed', { cause: err }));
        }
        return super.repostHolds(...args);
      }
    }
    const spotSvc = new SpotService(t.database.db, new DeadlockOnce(), t.services.market);
    await spotSvc.init();
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    const ask = order(await trade(t, maker, { side: 'sell', amount: '0.03', target_price: '30000' }));
    await spotSvc.init();
    const placed = await spotSvc.place(taker.uid, {
      currency_id: BTC,
      legal_id: USDT,
      side: 'buy',
      type: 'limit',
      amount: '0.03',
      target_price: '30000',
      tif: 'GTC',
      post_only: false,
    });
    expect(calls).toBe(2); // the aborted attempt's fill, then the fill again (both holds in one call)
    expect(placed.status).toBe('filled');
    expect(placed.fills).toHaveLength(1);
    const list = await spotSvc.list(taker.uid, { status: 'all', page: 1, limit: 10 });
    expect(list.data.map((o) => o.status)).toEqual(['filled']);
    expect((await spot(t, taker.uid, USDT)).available.toFixed()).toBe('9100');
    expect((await spot(t, maker.uid, BTC)).frozen.toFixed()).toBe('0');
    expect(
      spotSvc.books.book(t.services.market.findPair({ symbol: 'BTC/USDT' }).id).get(String(ask.id)),
    ).toBe(undefined);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('coin/depth shows only committed changes while a matching placement is in flight', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    class Slow extends Ledger {
      override async repostHolds(
        ...args: Parameters<Ledger['repostHolds']>
      ): ReturnType<Ledger['repostHolds']> {
        await gate;
        return super.repostHolds(...args);
      }
    }
    const svc = new SpotService(t.database.db, new Slow(), t.services.market);
    const maker = await trader(t, { btc: '1' });
    const taker = await trader(t, { usdt: '10000' });
    await trade(t, maker, { side: 'sell', amount: '0.02', target_price: '52000' });
    await svc.init();
    const before = svc.depth('BTC/USDT', 5);
    expect(before.asks).toEqual([['52000.00', '0.020000']]);
    const pending = svc.place(taker.uid, {
      currency_id: BTC,
      legal_id: USDT,
      side: 'buy',
      type: 'limit',
      amount: '0.02',
      target_price: '52000',
      tif: 'GTC',
      post_only: false,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(svc.books.book(t.services.market.findPair({ symbol: 'BTC/USDT' }).id).bestAsk()).toBe(undefined);
    expect(svc.depth('BTC/USDT', 5)).toEqual(before);
    release();
    expect((await pending).status).toBe('filled');
    const after = svc.depth('BTC/USDT', 5);
    expect(after.asks).toEqual([]);
    expect(after.seq).toBe(before.seq + 1);
  });
});
