import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { negotiate } from './encoding';

/**
 * A cached reply (RawJson with caching: quotes, candles) is sent compressed to a client that
 * accepts it — each variant compressed once, with its own ETag and `Vary: Accept-Encoding` — and as it is to one
 * that does not. The feed is stopped, so every call of a test sees one state.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.market.feed.stop();
});
afterAll(() => t.close());

// A client taking brotli but not zstd: browsers, which send `gzip, deflate, br, zstd`, get zstd (modules/market/served).
const BROWSER = 'gzip, deflate, br';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const nowS = Math.floor(Date.now() / 1000);
const CALLS = [
  '/currency/quotation_new',
  `/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${nowS - 6 * 3600}&to=${nowS}`,
  `/currency/kline_market?symbol=ETH/USDT&period=15min&from=${nowS - 3 * 86_400}&to=${nowS}`,
];

describe('cached market data, compressed per Accept-Encoding', () => {
  it('sends brotli to a browser, gzip to a gzip-only client, the same JSON as an identity answer', async () => {
    for (const url of CALLS) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      const etag = plain.headers.etag as string;

      const br = await get(url, { 'accept-encoding': BROWSER });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
      expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'identity, *']) {
        const gz = await get(url, { 'accept-encoding': accept });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gz.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
        expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      }
      const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    }
  });

  it('revalidates each variant with its own ETag', async () => {
    const url = CALLS[0]!;
    const br = await get(url, { 'accept-encoding': BROWSER });
    const brTag = br.headers.etag as string;
    const notModified = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': brTag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(brTag);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    // the identity bytes are another representation: the brotli ETag does not validate them
    const plain = await get(url, { 'if-none-match': brTag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the variant’s headers and no body; a POST and a signed-in call keep their rules', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api${CALLS[0]!}`,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api${CALLS[0]!}`,
      headers: { 'accept-encoding': BROWSER },
      payload: {},
    });
    expect(posted.headers['content-encoding']).toBeUndefined();
    expect(posted.headers.etag).toBeUndefined();
    const signedIn = await get(CALLS[0]!, { 'accept-encoding': BROWSER, authorization: 'Bearer nobody' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('negotiate', () => {
  it('prefers brotli, then gzip; honours q=0; nothing without a header', () => {
    expect(negotiate(undefined)).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiate('GZIP')).toBe('gzip');
    expect(negotiate('x-gzip')).toBe('gzip');
    expect(negotiate('deflate, identity')).toBeUndefined();
    expect(negotiate('*;q=0')).toBeUndefined();
    expect(negotiate('*')).toBe('gzip');
  });
});
