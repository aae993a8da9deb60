import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeKline, startFakeBinance, type FakeBinance } from '../../../../test/fake-exchange/binance';
import { catalogFeedPairs, createFeed } from './index';
import type { CcxtFeed } from './ccxt';

let fake: FakeBinance;
let feed: CcxtFeed;
const pairs = catalogFeedPairs();
const btc = pairs.find((p) => p.symbol === 'BTC/USDT')!;
const sol = pairs.find((p) => p.symbol === 'SOL/USDT')!;

beforeAll(async () => {
  fake = await startFakeBinance();
  feed = (await createFeed('ccxt:binance', 1, pino({ level: 'silent' }), {
    urls: { api: { public: `${fake.url}/api/v3` } },
    options: { fetchMarkets: { types: ['spot'] } },
    enableRateLimit: false,
  })) as CcxtFeed;
});
afterAll(() => fake.close());

describe('CcxtFeed (real ccxt binance client against a local fake exchange)', () => {
  it('lists the exchange pairs as live and keeps the others on the demo market', () => {
    expect(fake.requests).toContain('/api/v3/exchangeInfo');
    expect(feed.sourceOf(btc.id)).toBe('Binance');
    expect(feed.sourceOf(sol.id)).toBe('Demo market');
    expect(feed.simulated).toBe(true);
  });

  it('turns the exchange last price into a decimal string on the pair tick, with traded volume since the last poll', async () => {
    const first = await feed.poll();
    expect(first.find((t) => t.pairId === btc.id)).toMatchObject({ price: '97000.12', volume: '0.000000' });
    fake.setPrice('BTCUSDT', '97010.5', '1000.75');
    const second = await feed.poll();
    expect(second.find((t) => t.pairId === btc.id)).toMatchObject({ price: '97010.50', volume: '0.250000' });
    fake.setPrice('BTCUSDT', '97011', '999');
    expect((await feed.poll()).find((t) => t.pairId === btc.id)?.volume).toBe('0.000000');
    // Unlisted pairs still tick, from the simulated feed.
    expect(second.some((t) => t.pairId === sol.id)).toBe(true);
  });

  it('pages minute history from the exchange klines', async () => {
    const to = Math.floor(Date.now() / 60_000) * 60_000;
    const from = to - 1500 * 60_000;
    const bars = await feed.minuteBars(btc, from, to, undefined);
    expect(bars).toHaveLength(1500);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.t - bars[i - 1]!.t).toBe(60);
    const k = fakeKline(from, 60_000);
    // ccxt's OHLCV has no quote volume: turnover = volume × (open + close) / 2 = 2 × (open + 0.25) = 2·open + 0.5.
    const turnover = (2 * Number(k[1]) + 0.5).toFixed(2);
    expect(bars[0]).toEqual({
      t: from / 1000,
      open: k[1],
      high: k[2],
      low: k[3],
      close: k[4],
      volume: '2.000000',
      amount: turnover,
    });
    const simulated = await feed.minuteBars(sol, to - 10 * 60_000, to, '180.00');
    expect(simulated).toHaveLength(10);
  });
});
