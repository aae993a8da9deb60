import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { APP_SECURITY, securityHeaders } from './security-headers';

/**
 * The security headers are computed once at start (no longer by @fastify/helmet per request). Every
 * answer still carries exactly the set helmet produced for the app's options (captured from @fastify/helmet 13.2 /
 * helmet 8.3 before the change): API answers, cached market data, 304s, errors, 404s.
 */
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self' ws: wss:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function securityOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(EXPECTED).map((k) => [k, headers[k]]));
}

describe('security headers on every answer', () => {
  it('are on public market data, its 304, a signed-in call’s 999, a transport error and a 404', async () => {
    const quotes = await t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' });
    expect(quotes.statusCode).toBe(200);
    expect(securityOf(quotes.headers)).toEqual(EXPECTED);
    const etag = String(quotes.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/currency/quotation_new',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(securityOf(revalidated.headers)).toEqual(EXPECTED);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/info' }),
      t.app.inject({ method: 'GET', url: '/api/currency/new_timeshar?symbol=BTC/USDT&period=nope' }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/info',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      t.app.inject({ method: 'GET', url: '/api/no/such/call' }),
      t.app.inject({ method: 'GET', url: '/no/such/page' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 404, 404]);
    for (const a of answers) expect(securityOf(a.headers)).toEqual(EXPECTED);
  });

  it('are the set helmet computes for the options, and refuse per-request CSP directives', () => {
    expect(securityHeaders(APP_SECURITY)).toEqual(EXPECTED);
    expect(Object.isFrozen(securityHeaders({}))).toBe(true);
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per-request/);
  });
});
