import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditRowsOf, OPS_PASSWORD } from '../modules/ops/ops.testing';
import { uploadImage } from '../modules/settings/settings.testing';

/**
 * X-Forwarded-For/-Host/-Proto are honoured only from the proxies TRUST_PROXY lists. From
 * anyone else they are ignored: per-IP rate limits and audit rows use the socket's address, and absolute URLs
 * this server hands out keep its own origin.
 */

/** A proxy's address (TEST-NET-1) and clients' addresses it forwards (TEST-NET-3). */
const PROXY = '192.0.2.10';
const DIRECT_CLIENT = '198.51.100.7';
const forged = (n: number) => `203.0.113.${n}`;

let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    createTestApp(),
    createTestApp(undefined, { env: { TRUST_PROXY: `${PROXY}/32, 2001:db8::/32` } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close()]);
});

async function login(t: TestApp, from: string, forwardedFor: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { user_string: 'nobody@example.com', password: 'wrong-pass1' },
  });
  return res.json<{ type: string; code?: string }>().code;
}

async function codeMail(t: TestApp, from: string, forwardedFor: string, n: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sms_mail',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { user_string: `proxy-trust-${n}-${Date.now()}@example.com`, scene: 'register' },
  });
  return res.json<{ type: string; code?: string }>();
}

/** Logs an operator in with a forwarded header and returns the address its audit row recorded. */
async function operatorLoginIp(t: TestApp, from: string, forwardedFor: string): Promise<string> {
  const email = `ops-proxy-${Date.now()}-${Math.random().toString(36).slice(2)}@meridian.test`;
  const op = await t.services.operators.create({ email, password: OPS_PASSWORD });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/login',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: OPS_PASSWORD },
  });
  expect(res.json<{ type: string }>().type).toBe('ok');
  const rows = await auditRowsOf(t, 'operator', op.id);
  return rows.at(-1)!.ip;
}

describe('TRUST_PROXY unset (the default): forwarded headers are ignored', () => {
  it('a forged X-Forwarded-For per request does not bypass the login rate limit (20 a minute)', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 21; i++) codes.push(await login(plain, DIRECT_CLIENT, forged(i)));
    expect(codes.slice(0, 20).every((c) => c === 'login_failed')).toBe(true);
    expect(codes[20]).toBe('too_many_requests');
  });

  it('nor the code e-mail limit (5 a minute)', async () => {
    const replies = [];
    for (let i = 1; i <= 6; i++) replies.push(await codeMail(plain, '198.51.100.8', forged(i), i));
    expect(replies.slice(0, 5).map((r) => r.type)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(replies[5]).toMatchObject({ type: 'error', code: 'too_many_requests' });
  });

  it('the audit row records the socket address, not the forged one', async () => {
    expect(await operatorLoginIp(plain, '198.51.100.9', forged(99))).toBe('198.51.100.9');
  });

  it('a forged X-Forwarded-Host/-Proto does not change the URL an upload is given', async () => {
    const token = await registerAndLogin(plain.app, plain.dataDir, 'proxy-plain@example.com');
    const url = await uploadImage(plain, token, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(url).toMatch(/^http:\/\/localhost:80\/uploads\//);
  });
});

describe('TRUST_PROXY set: the listed proxies are believed, nobody else', () => {
  it('clients behind the proxy each get their own rate limit; a direct client cannot forge one', async () => {
    const viaProxy: (string | undefined)[] = [];
    for (let i = 1; i <= 25; i++) viaProxy.push(await login(proxied, PROXY, `${forged(i)}, ${PROXY}`));
    expect(viaProxy.every((c) => c === 'login_failed')).toBe(true);

    const direct: (string | undefined)[] = [];
    for (let i = 1; i <= 21; i++) direct.push(await login(proxied, DIRECT_CLIENT, forged(100 + i)));
    expect(direct[20]).toBe('too_many_requests');
  });

  it('audit rows record the client the proxy names, and the socket address of anyone else', async () => {
    expect(await operatorLoginIp(proxied, PROXY, forged(50))).toBe(forged(50));
    expect(await operatorLoginIp(proxied, '2001:db8::1', forged(51))).toBe(forged(51));
    expect(await operatorLoginIp(proxied, DIRECT_CLIENT, forged(52))).toBe(DIRECT_CLIENT);
  });

  it("the proxy's X-Forwarded-Host/-Proto build upload URLs; anyone else's are ignored", async () => {
    const token = await registerAndLogin(proxied.app, proxied.dataDir, 'proxy-set@example.com');
    const headers = { 'x-forwarded-host': 'm.example.com', 'x-forwarded-proto': 'https' };
    expect(await uploadImage(proxied, token, headers, PROXY)).toMatch(
      /^https:\/\/m\.example\.com\/uploads\//,
    );
    expect(await uploadImage(proxied, token, headers, DIRECT_CLIENT)).toMatch(
      /^http:\/\/localhost:80\/uploads\//,
    );
  });
});
