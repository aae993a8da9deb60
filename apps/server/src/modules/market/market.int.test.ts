import { Decimal } from '@meridian/contract';
import { type Candle, type PairQuote, type QuotationGroup } from '@meridian/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin } from '../../../test/api';

let t: TestApp;
const nowS = () => Math.floor(Date.now() / 1000);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const candles = async (query: Record<string, string | number>) => {
  const res = await get(
    t.app,
    '/currency/new_timeshar',
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  );
  return res.body;
};

describe('currency/quotation_new', () => {
  it('groups every pair under its quote currency with live quotes as decimal strings', async () => {
    const res = await get(t.app, '/currency/quotation_new');
    const groups = res.body.message as QuotationGroup[];
    expect(groups.map((g) => [g.id, g.name])).toEqual([[3, 'USDT']]);
    const quotes = groups[0]!.quotation;
    const crypto = quotes.filter((q) => q.category === 'crypto').map((q) => q.currency_name);
    const stocks = quotes.filter((q) => q.category === 'stock');
    expect(crypto.length).toBeGreaterThanOrEqual(20);
    expect(crypto).toEqual(expect.arrayContaining(['BTC', 'ETH', 'LTC', 'XRP', 'BNB', 'SOL', 'TRX', 'DOGE']));
    expect(stocks.map((s) => s.currency_name)).toEqual(
      expect.arrayContaining(['AAPL', 'TSLA', 'NVDA', 'MSFT', 'AMZN']),
    );
    expect(stocks.length).toBeGreaterThanOrEqual(10);
    for (const s of stocks)
      expect(s.session).toMatchObject({ timezone: 'America/New_York', hours: '09:30-16:00' });
    const btc = quotes.find((q) => q.symbol === 'BTC/USDT')!;
    expect(btc).toMatchObject({
      currency_id: 1,
      legal_id: 3,
      market_from_name: 'Demo market',
      open_coin_trade: 1,
    });
    expect(btc.now_price).toMatch(/^\d+\.\d{2}$/);
    expect(btc.change).toMatch(/^([+-]\d+\.\d{2}|0\.00)$/);
    expect(new Decimal(btc.high).gte(btc.low)).toBe(true);
  });
});

describe('currency/new_timeshar', () => {
  it('serves ascending bars inside the range, with the bar in progress', async () => {
    const to = nowS();
    const body = await candles({ symbol: 'BTC/USDT', period: '1min', from: to - 3600, to });
    const bars = body.message as Candle[];
    expect(bars.length).toBeGreaterThanOrEqual(59);
    expect(bars.length).toBeLessThanOrEqual(61);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.id - bars[i - 1]!.id).toBe(60);
    expect(bars.at(-1)!.time).toBe(bars.at(-1)!.id * 1000);
    expect(bars[0]).toEqual(expect.objectContaining({ vol: bars[0]!.volume }));
  });

  it('aggregates on read: a 5-minute bar folds its five 1-minute bars exactly', async () => {
    const to = nowS() - 3600;
    const from = to - 3600;
    const fives = (await candles({ symbol: 'ETH/USDT', period: '5min', from, to })).message as Candle[];
    const ones = (await candles({ symbol: 'ETH/USDT', period: '1min', from, to })).message as Candle[];
    const bar = fives[3]!;
    const inside = ones.filter((m) => m.id >= bar.id && m.id < bar.id + 300);
    expect(inside).toHaveLength(5);
    expect(bar.open).toBe(inside[0]!.open);
    expect(bar.close).toBe(inside[4]!.close);
    expect(bar.high).toBe(Decimal.max(...inside.map((m) => m.high)).toFixed(2));
    expect(bar.low).toBe(Decimal.min(...inside.map((m) => m.low)).toFixed(2));
    expect(new Decimal(bar.volume).eq(inside.reduce((s, m) => s.plus(m.volume), new Decimal(0)))).toBe(true);
  });

  it('accepts the aliases 1H/1D and Binance-style 1h, and any symbol spelling', async () => {
    const to = nowS();
    const from = to - 86_400;
    const canonical = await candles({ symbol: 'BTC/USDT', period: '60min', from, to });
    expect(await candles({ symbol: 'BTCUSDT', period: '1H', from, to })).toEqual(canonical);
    expect(await candles({ symbol: 'btc_usdt', period: '1h', from, to })).toEqual(canonical);
    // currency/kline_market is the original's second name for the same bars
    const kline = await get(t.app, '/currency/kline_market', {
      symbol: 'BTC/USDT',
      period: '60min',
      from: String(from),
      to: String(to),
    });
    expect(kline.body).toEqual(canonical);
    const days = (await candles({ symbol: 'BTC/USDT', period: '1D', from: to - 40 * 86_400, to }))
      .message as Candle[];
    expect(days.length).toBeGreaterThanOrEqual(40);
    const weeks = (await candles({ symbol: 'BTC/USDT', period: '1W', from: to - 50 * 86_400, to }))
      .message as Candle[];
    for (const w of weeks) expect(new Date(w.time).getUTCDay()).toBe(1);
    const months = (await candles({ symbol: 'BTC/USDT', period: '1M', from: to - 60 * 86_400, to }))
      .message as Candle[];
    for (const m of months) expect(new Date(m.time).getUTCDate()).toBe(1);
  });

  it('caps the bars per call at the newest 1500', async () => {
    // A test app runs no feed: a tick now (at the last price) makes this minute the bar in progress, so the
    // newest bar is known exactly whenever the app was built.
    const to = nowS();
    const price = t.services.market.lastPrice(1)!;
    t.services.market.applyTicks([{ pairId: 1, time: to * 1000, price, volume: '0.001' }]);
    const bars = (await candles({ symbol: 'BTC/USDT', period: '1min', from: to - 2 * 86_400, to }))
      .message as Candle[];
    expect(bars).toHaveLength(1500);
    expect(bars.at(-1)!.id).toBe(to - (to % 60));
  });

  it('gives clear errors for a bad symbol, period or range', async () => {
    const to = nowS();
    expect(await candles({ symbol: 'NOPE/USDT', period: '1min', from: to - 60, to })).toMatchObject({
      type: 'error',
      code: 'symbol_unknown',
    });
    expect(await candles({ symbol: 'BTC/USDT', period: '2min', from: to - 60, to })).toMatchObject({
      type: 'error',
      code: 'period_invalid',
    });
    expect(await candles({ symbol: 'BTC/USDT', period: '1min', from: to, to: to - 60 })).toMatchObject({
      type: 'error',
      code: 'range_invalid',
    });
    expect(await candles({ symbol: 'BTC/USDT', period: '1min', to })).toMatchObject({
      type: 'error',
      code: 'range_invalid',
      field: 'from',
    });
  });

  it('reflects a live tick in the bar in progress and in the quote', async () => {
    const now = Date.now();
    t.services.market.applyTicks([
      { pairId: 1, time: now - (now % 1000), price: '123456.78', volume: '0.5' },
    ]);
    const to = nowS();
    const bars = (await candles({ symbol: 'BTC/USDT', period: '1min', from: to - 120, to }))
      .message as Candle[];
    expect(bars.at(-1)).toMatchObject({ close: '123456.78', id: to - (to % 60) });
    const quotes = ((await get(t.app, '/currency/quotation_new')).body.message as QuotationGroup[])[0]!
      .quotation;
    expect(quotes.find((q) => q.id === 1)?.now_price).toBe('123456.78');
  });
});

describe('search and pair detail', () => {
  it('finds pairs by symbol or name', async () => {
    const eth = (await get(t.app, '/currency/search', { keyword: 'eth' })).body.message as PairQuote[];
    expect(eth[0]?.symbol).toBe('ETH/USDT');
    const apple = (await get(t.app, '/currency/search', { keyword: 'apple' })).body.message as PairQuote[];
    expect(apple.map((q) => q.symbol)).toEqual(['AAPL/USDT']);
    expect((await get(t.app, '/currency/search', { keyword: 'zzzz' })).body.message).toEqual([]);
  });

  it('describes one pair with its tick and lot sizes', async () => {
    const res = await get(t.app, '/currency/pair', { symbol: 'btcusdt' });
    expect(res.body.message).toMatchObject({
      symbol: 'BTC/USDT',
      tick_size: '0.01',
      lot_size: '0.000001',
      category: 'crypto',
    });
    expect((await get(t.app, '/currency/pair', { symbol: 'XYZ' })).body).toMatchObject({
      type: 'error',
      code: 'symbol_unknown',
    });
  });
});

describe('favorites (optional/*)', () => {
  it('are per user, refuse duplicates, and accept the original currency_id payload', async () => {
    const alice = await registerAndLogin(t.app, t.dataDir, 'fav-alice@example.com');
    const bob = await registerAndLogin(t.app, t.dataDir, 'fav-bob@example.com');
    const added = await post(t.app, '/optional/add', { match_id: 1 }, { token: alice });
    expect(added.body.message).toMatchObject({ match_id: 1, currency_id: 1, quote: { symbol: 'BTC/USDT' } });
    expect((await post(t.app, '/optional/add', { match_id: 1 }, { token: alice })).body.code).toBe(
      'favorite_exists',
    );
    const legacy = await post(t.app, '/optional/add', { currency_id: 2 }, { token: alice });
    expect(legacy.body.message).toMatchObject({ quote: { symbol: 'ETH/USDT' } });

    const aliceList = (await get(t.app, '/optional/list', {}, { token: alice })).body.message as {
      match_id: number;
    }[];
    expect(aliceList.map((f) => f.match_id).sort()).toEqual([1, 2]);
    expect((await get(t.app, '/optional/list', {}, { token: bob })).body.message).toEqual([]);

    const favId = (added.body.message as { id: number }).id;
    expect((await post(t.app, '/optional/del', { id: favId }, { token: bob })).body.code).toBe('not_found');
    expect((await post(t.app, '/optional/del', { id: favId }, { token: alice })).body.type).toBe('ok');
    expect((await post(t.app, '/optional/del', { match_id: 2 }, { token: alice })).body.type).toBe('ok');
    expect((await get(t.app, '/optional/list', {}, { token: alice })).body.message).toEqual([]);
  });

  it('need a session', async () => {
    expect((await get(t.app, '/optional/list')).body.type).toBe('999');
    expect((await post(t.app, '/optional/add', { match_id: 1 })).body.type).toBe('999');
  });
});
