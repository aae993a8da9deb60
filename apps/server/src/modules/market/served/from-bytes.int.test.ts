import zlib from 'node:zlib';
import { Decimal } from '@meridian/contract';
import type { TimesharRequest } from '@meridian/contract/market';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CLOSED_CACHE_CONTROL, LIVE_CACHE_CONTROL } from '../candles/replies';
import type { MarketService } from '../market.service';
import { codingFor } from './coding';

/**
 * Public market reads answered from bytes encoded once per change (served/from-bytes.ts). The feed is stopped:
 * the test moves the market with its own ticks. "Before" is what the route's own path answers (a POST of the
 * same call, which this path leaves alone) and a fresh computation of the service.
 */
let t: TestApp;
let market: MarketService;
beforeAll(async () => {
  t = await createTestApp();
  market = t.services.market;
  await market.feed.stop();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const nowS = Math.floor(Date.now() / 1000);
const envelope = (message: unknown) => JSON.stringify({ type: 'ok', message });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const posted = (url: string) => t.app.inject({ method: 'POST', url: `/api${url}`, payload: {} });
const query = (r: TimesharRequest) =>
  `/currency/new_timeshar?symbol=${encodeURIComponent(r.symbol)}&period=${r.period}&from=${r.from}&to=${r.to}`;
// `to` well ahead: the bar in progress stays in the range however long the run takes
const LIVE: TimesharRequest = { symbol: 'BTC/USDT', period: '1min', from: nowS - 6 * 3600, to: nowS + 7200 };
const CLOSED: TimesharRequest = {
  symbol: 'BTC/USDT',
  period: '1min',
  from: nowS - 9 * 3600,
  to: nowS - 3 * 3600,
};
const CALLS = ['/currency/quotation_new', query(LIVE), query(CLOSED)];

/** The Accept-Encoding a client sends, the coding it gets, and how to read those bytes back. */
const CLIENTS = [
  { accept: '', coding: undefined, decode: (b: Buffer) => b },
  { accept: 'gzip', coding: 'gzip', decode: (b: Buffer) => zlib.gunzipSync(b) },
  { accept: 'gzip, deflate, br', coding: 'br', decode: (b: Buffer) => zlib.brotliDecompressSync(b) },
  { accept: 'gzip, deflate, br, zstd', coding: 'zstd', decode: (b: Buffer) => zlib.zstdDecompressSync(b) },
] as const;

/** A tick on BTC/USDT `bump` above its last price, at `time` (epoch ms). */
function tick(time: number, bump: string) {
  const price = new Decimal(market.lastPrice(1)!).plus(bump).toFixed(2);
  market.applyTicks([{ pairId: 1, time, price, volume: '0.25' }]);
}

describe('market reads served from encoded bytes', () => {
  it('picks zstd, then br, then gzip, whatever order the client lists them in; q=0 refuses one', () => {
    expect(codingFor(undefined)).toBeUndefined();
    expect(codingFor('gzip, deflate, br, zstd')).toBe('zstd');
    expect(codingFor('zstd;q=0, gzip, br')).toBe('br');
    expect(codingFor('br;q=0, gzip;q=0.5, zstd;q=0')).toBe('gzip');
    expect(codingFor('*')).toBe('gzip');
    expect(codingFor('deflate, identity')).toBeUndefined();
  });

  it('decode, in every coding and as identity, to exactly what the route and the service give', async () => {
    const fresh = [
      envelope(market.quotations()),
      envelope(await market.candles(LIVE)),
      envelope(await market.candles(CLOSED)),
    ];
    for (const [i, url] of CALLS.entries()) {
      expect((await posted(url)).body).toBe(fresh[i]);
      for (const client of CLIENTS) {
        const res = await get(url, client.accept ? { 'accept-encoding': client.accept } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(client.coding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['x-content-type-options']).toBe('nosniff'); // the platform's headers stay
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(client.decode(res.rawPayload).toString()).toBe(fresh[i]);
      }
    }
    expect((await get(CALLS[2]!)).headers['cache-control']).toBe(CLOSED_CACHE_CONTROL);
    expect((await get(CALLS[1]!)).headers['cache-control']).toBe(LIVE_CACHE_CONTROL);
  });

  it('a tick changes the bytes and the ETag of every coding; a matching If-None-Match is answered 304', async () => {
    for (const url of CALLS.slice(0, 2)) {
      for (const client of CLIENTS) {
        const headers: Record<string, string> = client.accept ? { 'accept-encoding': client.accept } : {};
        const first = await get(url, headers);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(client.coding ? new RegExp(`-${client.coding}"$`) : /^"[\w-]+"$/);
        const again = await get(url, { ...headers, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(LIVE_CACHE_CONTROL);

        tick(Date.now(), '7');
        const moved = await get(url, { ...headers, 'if-none-match': etag });
        expect(moved.statusCode).toBe(200);
        expect(moved.headers.etag).not.toBe(etag);
        expect(moved.rawPayload.equals(first.rawPayload)).toBe(false);
        const now = url === CALLS[0] ? market.quotations() : await market.candles(LIVE);
        expect(client.decode(moved.rawPayload).toString()).toBe(envelope(now));
      }
    }
  });

  it('encodes a closed range once, however often it is read and the market ticks; a live one per tick', async () => {
    const zstd = vi.spyOn(zlib, 'zstdCompressSync');
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // a closed range no other test read
    const closed = query({ ...CLOSED, from: nowS - 12 * 3600, to: nowS - 10 * 3600 });
    const first = await get(closed, browser);
    for (let i = 0; i < 5; i++) {
      tick(Date.now(), '3');
      const again = await get(closed, browser);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(zstd).toHaveBeenCalledTimes(1);

    tick(Date.now(), '1');
    zstd.mockClear();
    await get(CALLS[1]!, browser);
    await get(CALLS[1]!, browser);
    expect(zstd).toHaveBeenCalledTimes(1); // once for this state of the bar in progress
    tick(Date.now(), '2');
    await get(CALLS[1]!, browser);
    await get(CALLS[1]!, browser);
    expect(zstd).toHaveBeenCalledTimes(2);
  });

  it('keeps the platform rules: a token stays no-store, HEAD has no body, a refused query its envelope', async () => {
    const signedIn = await get(CALLS[0]!, { authorization: 'Bearer nobody', 'accept-encoding': 'zstd' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(zlib.zstdDecompressSync(signedIn.rawPayload).toString()).toBe(envelope(market.quotations()));
    const tag = signedIn.headers.etag as string;
    const revalidated = await get(CALLS[0]!, {
      authorization: 'Bearer nobody',
      'accept-encoding': 'zstd',
      'if-none-match': tag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('no-store');

    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api${CALLS[1]!}`,
      headers: { 'accept-encoding': 'zstd' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('zstd');
    expect(head.rawPayload.length).toBe(0);

    const refused = await get('/currency/new_timeshar?symbol=BTC/USDT&period=2min&from=1&to=2', {
      'accept-encoding': 'zstd',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toMatchObject({ type: 'error', code: 'period_invalid' });
  });
});
