import { Decimal } from '@meridian/contract';
import { type TimesharRequest } from '@meridian/contract/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { matchesEtag } from '../../platform/http/route';
import { CLOSED_CACHE_CONTROL, LIVE_CACHE_CONTROL } from './candles/replies';
import type { MarketService } from './market.service';

/**
 * Quotes and candles serialised once and cached, with ETag and Cache-Control. The feed is
 * stopped: the test moves the market with its own ticks, so a served reply and a fresh computation see one state.
 */
let t: TestApp;
let market: MarketService;
const nowS = () => Math.floor(Date.now() / 1000);
beforeAll(async () => {
  t = await createTestApp();
  market = t.services.market;
  await market.feed.stop();
});
afterAll(() => t.close());

const envelope = (message: unknown) => JSON.stringify({ type: 'ok', message });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A tick on BTC/USDT `bump` above its last price, at `time` (epoch ms). */
function tick(time: number, bump: string) {
  const price = new Decimal(market.lastPrice(1)!).plus(bump).toFixed(2);
  market.applyTicks([{ pairId: 1, time, price, volume: '0.25' }]);
}

describe('currency/quotation_new, serialised once per tick', () => {
  it('answers exactly the serialised quotes, with an ETag that revalidates to 304 until a tick', async () => {
    const first = await get('/currency/quotation_new');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(envelope(market.quotations()));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(LIVE_CACHE_CONTROL);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/currency/quotation_new', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get('/currency/quotation_new', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    tick(Date.now(), '7');
    const moved = await get('/currency/quotation_new', { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    expect(moved.body).toBe(envelope(market.quotations()));
  });

  it('keeps a signed-in answer no-store (the session rule wins) and POST without validators', async () => {
    const res = await get('/currency/quotation_new', { authorization: 'Bearer nobody' });
    expect(res.headers['cache-control']).toBe('no-store');
    const posted = await t.app.inject({ method: 'POST', url: '/api/currency/quotation_new', payload: {} });
    expect(posted.body).toBe(envelope(market.quotations()));
    expect(posted.headers.etag).toBeUndefined();
  });
});

describe('currency/new_timeshar, closed bars cached and the bar in progress merged', () => {
  const ranges = (): TimesharRequest[] => {
    const now = nowS();
    return [
      { symbol: 'BTC/USDT', period: '1min', from: now - 6 * 3600, to: now },
      { symbol: 'BTC/USDT', period: '1min', from: now - 6 * 3600, to: now + 7200 },
      { symbol: 'BTC/USDT', period: '1min', from: now - 2 * 86_400, to: now + 60 }, // 1,500 newest
      { symbol: 'BTCUSDT', period: '5min', from: now - 86_400, to: now },
      { symbol: 'BTC/USDT', period: '15min', from: now - 3 * 86_400, to: now },
      { symbol: 'BTC/USDT', period: '60min', from: now - 2 * 86_400, to: now + 3600 },
      { symbol: 'BTC/USDT', period: '1day', from: now - 40 * 86_400, to: now },
      { symbol: 'BTC/USDT', period: '1week', from: now - 60 * 86_400, to: now },
      { symbol: 'BTC/USDT', period: '1mon', from: now - 90 * 86_400, to: now },
      { symbol: 'BTC/USDT', period: '1min', from: now - 5 * 3600, to: now - 3 * 3600 }, // closed
    ];
  };
  const query = (r: TimesharRequest) =>
    `/currency/new_timeshar?symbol=${encodeURIComponent(r.symbol)}&period=${r.period}&from=${r.from}&to=${r.to}`;
  /** Served twice (the second from the cache) and computed afresh: all three the same bytes. */
  async function expectServedEqualsFresh(r: TimesharRequest): Promise<string> {
    const fresh = envelope(await market.candles(r));
    expect((await get(query(r))).body).toBe(fresh);
    expect((await get(query(r))).body).toBe(fresh);
    return fresh;
  }

  it('serves what a fresh computation gives, as the bar in progress moves and as minutes close', async () => {
    const rs = ranges();
    const before = [];
    for (const r of rs) before.push(await expectServedEqualsFresh(r));

    tick(Date.now(), '11'); // the bar in progress moves
    const moved = [];
    for (const r of rs) moved.push(await expectServedEqualsFresh(r));
    expect(moved[1]).not.toBe(before[1]);
    expect(moved[9]).toBe(before[9]); // a closed range does not move

    const nextMinute = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
    tick(nextMinute, '-5'); // closes the minute, opens the next one
    tick(nextMinute + 1000, '3');
    for (const r of rs) await expectServedEqualsFresh(r);
    tick(nextMinute + 60_000, '2'); // and once more
    for (const r of rs) await expectServedEqualsFresh(r);
  });

  it('revalidates with the ETag: 304 while the bars hold, 200 once the bar in progress moves', async () => {
    const live = query(ranges()[1]!);
    const first = await get(live);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe(LIVE_CACHE_CONTROL);
    const same = await get(live, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    tick(Date.now() + 120_000, '1');
    const moved = await get(live, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);

    const closed = await get(query(ranges()[9]!));
    expect(closed.headers['cache-control']).toBe(CLOSED_CACHE_CONTROL);
    expect(
      (await get(query(ranges()[9]!), { 'if-none-match': closed.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag('"b" , W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
  });
});
