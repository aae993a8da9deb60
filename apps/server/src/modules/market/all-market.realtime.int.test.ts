import type { AddressInfo } from 'node:net';
import { allMarketQuote, type AllMarketMessage, type SubscriptionAck } from '@meridian/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let listener: Socket;
let bystander: Socket;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const open = async () => {
    const s = connect(url, { path: '/socket.io', transports: ['websocket'] });
    await new Promise((resolve) => s.once('welcome', resolve));
    return s;
  };
  [listener, bystander] = await Promise.all([open(), open()]);
});
afterAll(async () => {
  listener.disconnect();
  bystander.disconnect();
  await t.close();
});

describe('all-market stream', () => {
  it('sends the all_market room one message per second with every pair that changed and none that did not', async () => {
    const received: AllMarketMessage[] = [];
    const elsewhere: AllMarketMessage[] = [];
    listener.on('all_market', (m: AllMarketMessage) => received.push(m));
    bystander.on('all_market', (m: AllMarketMessage) => elsewhere.push(m));
    const sub = (await listener.emitWithAck('sub_all_market')) as SubscriptionAck;
    expect(sub).toMatchObject({ ok: true, room: 'all_market' });
    const seq0 = sub.ok ? sub.seq : -1;
    // one tick time for the whole test: no minute closes, so an unchanged pair's ticker stays equal
    const time = Math.floor(Date.now() / 1000) * 1000;
    const apply = (pairId: number, price: string, volume = '1') =>
      t.services.market.applyTicks([{ pairId, time, price, volume }]);

    // three batches in the same moment: one message, pair 1 at its latest price
    apply(1, '97000.00', '0.1');
    t.services.market.applyTicks([
      { pairId: 2, time, price: '3500.00', volume: '1' },
      { pairId: 3, time, price: '99.00', volume: '1' },
    ]);
    apply(1, '97001.00', '0.1');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const first = received[0]!;
    expect(first.seq).toBe(seq0 + 1);
    expect(first.tickers.map((r) => [r[1], r[2]])).toEqual([
      ['BTC/USDT', '97001.00'],
      ['ETH/USDT', '3500.00'],
      ['LTC/USDT', '99.00'],
    ]);
    expect(allMarketQuote(first.tickers[0]!)).toMatchObject({
      match_id: 1,
      symbol: 'BTC/USDT',
      now_price: '97001.00',
      time,
    });
    const btc = t.services.market.allQuotes().find((q) => q.id === 1)!;
    expect(first.tickers[0]).toEqual([
      1,
      'BTC/USDT',
      btc.now_price,
      btc.open,
      btc.high,
      btc.low,
      btc.volume,
      btc.amount,
      btc.change,
      time,
    ]);

    // within the same second: held for the next second; pair 3 ticks without changing (same price, no volume)
    apply(2, '3501.00');
    apply(3, '99.00', '0');
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 3_000 });
    const second = received[1]!;
    expect(second.seq).toBe(seq0 + 2);
    expect(Math.floor(second.time / 1000)).toBeGreaterThan(Math.floor(first.time / 1000));
    expect(second.tickers.map((r) => [r[1], r[2]])).toEqual([['ETH/USDT', '3501.00']]);

    // an unchanged pair alone sends nothing; the next change does
    apply(3, '99.00', '0');
    apply(4, '2.3000');
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 3_000 });
    expect(received[2]!.tickers.map((r) => r[0])).toEqual([4]);

    // leaving the room stops the stream; a socket that never joined got nothing
    await listener.emitWithAck('unsub_all_market');
    apply(1, '97002.00', '0.1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(received).toHaveLength(3);
    expect(elsewhere).toEqual([]);
  });
});
