import type { AddressInfo } from 'node:net';
import type { DaymarketAck, DaymarketMessage, KlineMessage, SubscriptionAck } from '@meridian/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let socket: Socket;
const second = () => Math.floor(Date.now() / 1000) * 1000;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  socket = connect(url, { path: '/socket.io', transports: ['websocket'] });
  await new Promise((resolve) => socket.once('welcome', resolve));
});
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

const ack = <T>(event: string, ...args: unknown[]) =>
  new Promise<T>((resolve) => socket.emit(event, ...args, (result: T) => resolve(result)));

describe('market realtime', () => {
  it('sends daymarket tickers to the rooms of subscribed symbols, with a contiguous room seq', async () => {
    const received: DaymarketMessage[] = [];
    socket.on('daymarket', (m: DaymarketMessage) => received.push(m));
    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '96999.00', volume: '0.1' }]);
    const sub = await ack<DaymarketAck>('sub_daymarket', { symbols: ['BTC/USDT', 'ethusdt', 'NOPE/USDT'] });
    expect(received).toEqual([]);
    if (!sub.ok) throw new Error('subscription refused');
    expect(sub.rooms.map((r) => [r.symbol, r.room])).toEqual([
      ['BTC/USDT', 'daymarket:BTC/USDT'],
      ['ETH/USDT', 'daymarket:ETH/USDT'],
    ]);
    const seqOf = (symbol: string) => sub.rooms.find((r) => r.symbol === symbol)!.seq;

    t.services.market.applyTicks([
      { pairId: 1, time: second(), price: '97000.00', volume: '0.1' },
      { pairId: 2, time: second(), price: '3500.00', volume: '1' },
      { pairId: 3, time: second(), price: '99.00', volume: '1' },
    ]);
    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '97001.00', volume: '0.1' }]);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((m) => [m.symbol, m.seq, m.now_price])).toEqual([
      ['BTC/USDT', seqOf('BTC/USDT') + 1, '97000.00'],
      ['ETH/USDT', seqOf('ETH/USDT') + 1, '3500.00'],
      ['BTC/USDT', seqOf('BTC/USDT') + 2, '97001.00'],
    ]);
    expect(received[0]).toMatchObject({
      type: 'daymarket',
      close: '97000.00',
      period: '1day',
      match_id: 1,
      legal_name: 'USDT',
    });

    await ack<DaymarketAck>('unsub_daymarket', { symbols: ['BTC/USDT', 'ETH/USDT'] });
    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '97002.00', volume: '0.1' }]);
    await ack<DaymarketAck>('sub_daymarket', { symbols: [] });
    expect(received).toHaveLength(3);
    socket.off('daymarket');
  });

  it('sends kline only to subscribers of a symbol+period, with the room seq from the ack', async () => {
    const bad = await ack<SubscriptionAck>('sub_kline', { symbol: 'BTC/USDT', period: '7min' });
    expect(bad).toEqual({ ok: false, message: 'period_invalid' });
    const sub = await ack<SubscriptionAck>('sub_kline', { symbol: 'btcusdt', period: '1H' });
    expect(sub).toMatchObject({ ok: true, room: 'kline:BTC/USDT:60min' });
    const klines: KlineMessage[] = [];
    socket.on('kline', (m: KlineMessage) => klines.push(m));

    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '97100.50', volume: '0.2' }]);
    t.services.market.applyTicks([{ pairId: 2, time: second(), price: '3501.00', volume: '1' }]);
    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '97200.25', volume: '0.2' }]);
    await vi.waitFor(() => expect(klines).toHaveLength(2));
    const first = sub.ok ? sub.seq : -1;
    expect(klines.map((k) => [k.seq, k.symbol, k.period, k.close])).toEqual([
      [first + 1, 'BTC/USDT', '60min', '97100.50'],
      [first + 2, 'BTC/USDT', '60min', '97200.25'],
    ]);
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    expect(klines[1]!.time).toBe(hour);

    const unsub = await ack<SubscriptionAck>('unsub_kline', { symbol: 'BTC/USDT', period: '60min' });
    expect(unsub.ok).toBe(true);
    t.services.market.applyTicks([{ pairId: 1, time: second(), price: '97300.00', volume: '0.2' }]);
    await ack<DaymarketAck>('sub_daymarket', { symbols: [] });
    expect(klines).toHaveLength(2);
  });
});
