import type { AddressInfo } from 'node:net';
import type { DaymarketMessage, KlineMessage, SubscriptionAck } from '@meridian/contract';
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
  it('broadcasts daymarket tickers with a contiguous channel seq', async () => {
    const received: DaymarketMessage[] = [];
    socket.on('daymarket', (m: DaymarketMessage) => received.push(m));
    const start = await ack<number>('daymarket_seq');
    t.services.market.applyTicks([
      { pairId: 1, time: second(), price: '97000.00', volume: '0.1' },
      { pairId: 2, time: second(), price: '3500.00', volume: '1' },
    ]);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((m) => m.seq)).toEqual([start + 1, start + 2]);
    expect(received[0]).toMatchObject({ type: 'daymarket', symbol: 'BTC/USDT', now_price: '97000.00', close: '97000.00', period: '1day' });
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
    const count = await ack<number>('daymarket_seq');
    expect(count).toBeGreaterThan(0);
    expect(klines).toHaveLength(2);
  });
});
