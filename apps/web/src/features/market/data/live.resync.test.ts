import type { DaymarketAck, DaymarketMessage } from '@meridian/contract';
import type { QuotationGroup } from '@meridian/contract/market';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketKeys } from './keys';
import { quote } from './testQuotes';

/** A socket stand-in: events by name, `recovered`, and a scripted `sub_daymarket` ack. */
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

const fake = { socket: new FakeSocket(), roomSeq: 0, subs: [] as string[][], unsubs: [] as string[][] };

vi.mock('../../../api/socket', () => ({
  withEachSocket: (setup: (s: FakeSocket) => () => void) => {
    const cleanup = setup(fake.socket);
    return cleanup;
  },
  subDaymarket: (_s: FakeSocket, symbols: string[]): Promise<DaymarketAck> => {
    fake.subs.push(symbols);
    return Promise.resolve({
      ok: true,
      rooms: symbols.map((symbol) => ({ symbol, room: `daymarket:${symbol}`, seq: fake.roomSeq })),
    });
  },
  unsubDaymarket: (_s: FakeSocket, symbols: string[]) => {
    fake.unsubs.push(symbols);
  },
}));

const { LiveQuotes, FLUSH_INTERVAL_MS } = await import('./live');

const tick = (seq: number, price: string, time = 10_000 + seq): DaymarketMessage => ({
  type: 'daymarket',
  seq,
  period: '1day',
  match_id: 1,
  currency_id: 1,
  currency_name: 'BTC',
  legal_id: 3,
  legal_name: 'USDT',
  symbol: 'BTC/USDT',
  open: '1',
  close: price,
  high: price,
  low: '1',
  volume: '1',
  amount: '1',
  now_price: price,
  change: '+1.00',
  time,
});
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('live quotes: patches and resyncs', () => {
  let qc: QueryClient;
  let invalidations: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.socket = new FakeSocket();
    fake.roomSeq = 10;
    fake.subs = [];
    fake.unsubs = [];
    qc = new QueryClient();
    const groups: QuotationGroup[] = [
      { id: 3, name: 'USDT', quotation: [quote({ id: 1, symbol: 'BTC/USDT', now_price: '1.00' })] },
    ];
    qc.setQueryData(marketKeys.quotations(), groups);
    invalidations = 0;
    const original = qc.invalidateQueries.bind(qc);
    vi.spyOn(qc, 'invalidateQueries').mockImplementation((...args) => {
      invalidations += 1;
      return original(...args);
    });
  });
  afterEach(() => vi.useRealTimers());

  const price = () =>
    qc.getQueryData<QuotationGroup[]>(marketKeys.quotations())?.[0]?.quotation[0]?.now_price;

  it('joins the rooms of the symbols shown and patches ticks into the cache in batches', async () => {
    const live = new LiveQuotes(qc);
    live.add(['BTC/USDT']);
    await settle();
    expect(fake.subs).toEqual([['BTC/USDT']]);
    fake.socket.fire('daymarket', tick(11, '2.00'));
    fake.socket.fire('daymarket', tick(12, '2.50'));
    expect(price()).toBe('1.00');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(price()).toBe('2.50');
    expect(invalidations).toBe(0);
  });

  it('resyncs from REST on a seq gap', async () => {
    const live = new LiveQuotes(qc);
    live.add(['BTC/USDT']);
    await settle();
    fake.socket.fire('daymarket', tick(11, '2.00'));
    fake.socket.fire('daymarket', tick(14, '3.00'));
    expect(invalidations).toBe(1);
    fake.socket.fire('daymarket', tick(15, '3.10'));
    expect(invalidations).toBe(1);
  });

  it('resyncs after a fresh reconnect, not after a recovered one', async () => {
    const live = new LiveQuotes(qc);
    live.add(['BTC/USDT']);
    await settle();
    fake.socket.fire('daymarket', tick(11, '2.00'));
    fake.socket.recovered = true;
    fake.roomSeq = 11;
    fake.socket.fire('connect');
    await settle();
    expect(invalidations).toBe(0);
    vi.advanceTimersByTime(5_000);
    fake.socket.recovered = false;
    fake.roomSeq = 0;
    fake.socket.fire('connect');
    await settle();
    expect(invalidations).toBe(1);
    expect(fake.subs).toHaveLength(3);
  });

  it('resyncs when a re-join ack shows messages went by while away', async () => {
    const live = new LiveQuotes(qc);
    live.add(['BTC/USDT']);
    await settle();
    fake.socket.fire('daymarket', tick(11, '2.00'));
    live.remove(['BTC/USDT']);
    live.add(['ETH/USDT']);
    await settle();
    expect(fake.unsubs).toEqual([['BTC/USDT']]);
    fake.roomSeq = 40;
    live.add(['BTC/USDT']);
    await settle();
    expect(invalidations).toBe(1);
  });
});
