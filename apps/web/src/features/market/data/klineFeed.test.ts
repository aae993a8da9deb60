import type { KlineMessage, SubscriptionAck } from '@meridian/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSocket {
  connected = true;
  recovered = false;
  private handlers = new Map<string, Set<(...a: unknown[]) => void>>();
  on(ev: string, fn: (...a: unknown[]) => void) {
    let set = this.handlers.get(ev);
    if (!set) this.handlers.set(ev, (set = new Set()));
    set.add(fn);
  }
  off(ev: string, fn: (...a: unknown[]) => void) {
    this.handlers.get(ev)?.delete(fn);
  }
  fire(ev: string, ...args: unknown[]) {
    this.handlers.get(ev)?.forEach((fn) => fn(...args));
  }
}

const fake = { socket: new FakeSocket(), seq: 0, subs: 0, unsubs: 0 };

vi.mock('../../../api/socket', () => ({
  withEachSocket: (setup: (s: FakeSocket) => () => void) => setup(fake.socket),
  subKline: (): Promise<SubscriptionAck> => {
    fake.subs += 1;
    return Promise.resolve({ ok: true, room: 'kline:BTC/USDT:1min', seq: fake.seq });
  },
  unsubKline: () => {
    fake.unsubs += 1;
  },
}));

const { listenKline } = await import('./klineFeed');

const bar = (seq: number, symbol = 'BTC/USDT', period: KlineMessage['period'] = '1min'): KlineMessage => ({
  type: 'kline',
  seq,
  period,
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol,
  open: '1',
  close: '1',
  high: '1',
  low: '1',
  volume: '1',
  amount: '1',
  time: 60_000,
});
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('kline rooms', () => {
  beforeEach(() => {
    fake.socket = new FakeSocket();
    fake.seq = 5;
    fake.subs = 0;
    fake.unsubs = 0;
  });

  it('subscribes once per room, filters other rooms, resyncs on a gap and unsubscribes with the last listener', async () => {
    const a = { onBar: vi.fn(), onResync: vi.fn() };
    const b = { onBar: vi.fn(), onResync: vi.fn() };
    const offA = listenKline('BTC/USDT', '1min', a);
    const offB = listenKline('BTC/USDT', '1min', b);
    await settle();
    expect(fake.subs).toBe(1);
    fake.socket.fire('kline', bar(6));
    fake.socket.fire('kline', bar(7, 'ETH/USDT'));
    fake.socket.fire('kline', bar(7, 'BTC/USDT', '5min'));
    expect(a.onBar).toHaveBeenCalledTimes(1);
    expect(b.onBar).toHaveBeenCalledTimes(1);
    fake.socket.fire('kline', bar(9));
    expect(a.onResync).toHaveBeenCalledTimes(1);
    offA();
    expect(fake.unsubs).toBe(0);
    offB();
    expect(fake.unsubs).toBe(1);
  });

  it('resyncs on a fresh reconnect and when the re-subscription ack is ahead', async () => {
    const l = { onBar: vi.fn(), onResync: vi.fn() };
    const off = listenKline('BTC/USDT', '1min', l);
    await settle();
    fake.socket.fire('kline', bar(6));
    fake.socket.recovered = true;
    fake.seq = 9;
    fake.socket.fire('connect');
    await settle();
    expect(l.onResync).toHaveBeenCalledTimes(1);
    fake.socket.recovered = false;
    fake.socket.fire('connect');
    await settle();
    expect(l.onResync).toHaveBeenCalledTimes(2);
    off();
  });
});
