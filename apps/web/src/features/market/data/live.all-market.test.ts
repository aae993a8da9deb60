import type { AllMarketMessage, AllMarketTicker, SubscriptionAck } from '@meridian/contract';
import type { Favorite, QuotationGroup } from '@meridian/contract/market';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketKeys } from './keys';
import { quote } from './testQuotes';

/** A socket stand-in: events by name and `recovered`. */
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

const fake = { socket: new FakeSocket(), seq: 0, calls: [] as string[] };

vi.mock('../../../api/socket', () => ({
  withEachSocket: (setup: (s: FakeSocket) => () => void) => setup(fake.socket),
  subAllMarket: (): Promise<SubscriptionAck> => {
    fake.calls.push('sub_all_market');
    return Promise.resolve({ ok: true, room: 'all_market', seq: fake.seq });
  },
  unsubAllMarket: () => fake.calls.push('unsub_all_market'),
  subDaymarket: (_s: FakeSocket, symbols: string[]) => {
    fake.calls.push(`sub_daymarket ${symbols.join(',')}`);
    return Promise.resolve({ ok: true, rooms: [] });
  },
  unsubDaymarket: (_s: FakeSocket, symbols: string[]) =>
    fake.calls.push(`unsub_daymarket ${symbols.join(',')}`),
}));

const { LiveQuotes, FLUSH_INTERVAL_MS } = await import('./live');

const row = (id: number, price: string, time: number): AllMarketTicker => [
  id,
  `C${id}/USDT`,
  price,
  '1.00',
  price,
  '0.90',
  '12.5',
  '15.00',
  '+5.00',
  time,
];
const message = (seq: number, tickers: AllMarketTicker[]): AllMarketMessage => ({
  type: 'all_market',
  seq,
  time: 0,
  tickers,
});
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('live quotes: the all-market stream', () => {
  let qc: QueryClient;
  let invalidations: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.socket = new FakeSocket();
    fake.seq = 7;
    fake.calls = [];
    qc = new QueryClient();
    const groups: QuotationGroup[] = [
      { id: 3, name: 'USDT', quotation: [quote({ id: 1 }), quote({ id: 2 }), quote({ id: 3 })] },
    ];
    qc.setQueryData(marketKeys.quotations(), groups);
    const favorites: Favorite[] = [
      { id: 9, user_id: 1, match_id: 2, currency_id: 2, create_time: 'x', quote: quote({ id: 2 }) },
    ];
    qc.setQueryData(marketKeys.favorites(), favorites);
    invalidations = 0;
    const original = qc.invalidateQueries.bind(qc);
    vi.spyOn(qc, 'invalidateQueries').mockImplementation((...args) => {
      invalidations += 1;
      return original(...args);
    });
  });
  afterEach(() => vi.useRealTimers());

  const listed = () => qc.getQueryData<QuotationGroup[]>(marketKeys.quotations())?.[0]?.quotation ?? [];

  it('joins one room for every list and merges each message into every cached quote list', async () => {
    const live = new LiveQuotes(qc);
    live.addAll();
    live.addAll(); // home and the market tab both mounted: still one room
    await settle();
    expect(fake.calls).toEqual(['sub_all_market']);
    const before = listed();

    fake.socket.fire('all_market', message(8, [row(1, '2.00', 5_000), row(2, '3.00', 5_000)]));
    fake.socket.fire('all_market', message(9, [row(1, '2.10', 6_000)]));
    expect(listed()).toBe(before); // coalesced, not applied per message
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);

    const after = listed();
    expect(after.map((q) => [q.id, q.now_price])).toEqual([
      [1, '2.10'],
      [2, '3.00'],
      [3, '1.00'],
    ]);
    expect(after[1]).toMatchObject({
      high: '3.00',
      low: '0.90',
      volume: '12.5',
      change: '+5.00',
      time: 5_000,
    });
    expect(after[2]).toBe(before[2]); // a pair absent from the stream keeps its object
    const favorites = qc.getQueryData<Favorite[]>(marketKeys.favorites());
    expect(favorites?.[0]?.quote.now_price).toBe('3.00');
    expect(invalidations).toBe(0);

    // an older row does not overwrite a newer one
    fake.socket.fire('all_market', message(10, [row(1, '1.50', 4_000)]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(listed()[0]?.now_price).toBe('2.10');

    live.removeAll();
    await settle();
    expect(fake.calls).toEqual(['sub_all_market']);
    live.removeAll();
    await settle();
    expect(fake.calls).toEqual(['sub_all_market', 'unsub_all_market']);
  });

  it('resyncs from REST on a seq gap and after a fresh reconnect', async () => {
    const live = new LiveQuotes(qc);
    live.addAll();
    await settle();
    fake.socket.fire('all_market', message(8, [row(1, '2.00', 5_000)]));
    fake.socket.fire('all_market', message(11, [row(1, '2.20', 6_000)]));
    expect(invalidations).toBe(1);

    vi.advanceTimersByTime(5_000);
    fake.seq = 0;
    fake.socket.fire('connect');
    await settle();
    expect(invalidations).toBe(2);
    expect(fake.calls).toEqual(['sub_all_market', 'sub_all_market']);
  });

  it('keeps the per-symbol room of a pair screen beside the lists', async () => {
    const live = new LiveQuotes(qc);
    live.addAll();
    live.add(['C1/USDT']);
    await settle();
    expect(fake.calls).toEqual(['sub_all_market', 'sub_daymarket C1/USDT']);
    live.removeAll();
    await settle();
    expect(fake.calls.at(-1)).toBe('unsub_all_market');
    fake.socket.fire('all_market', message(8, [row(1, '9.00', 5_000)]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(listed()[0]?.now_price).toBe('1.00'); // no list mounted: the stream is ignored
  });
});
