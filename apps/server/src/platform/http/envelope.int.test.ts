import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { fail } from './app-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    app.get('/api/test/boom', () => {
      throw new Error('connection string postgres://secret@db/internal');
    });
    app.get('/api/test/penalty', (req) => {
      const { currency } = req.query as { currency: string };
      throw fail('lockming_penalty_changed', { penalty: '0.00493827', currency });
    });
  });
});
afterAll(() => t.close());

describe('envelope', () => {
  it('wraps success as {type:"ok", message}', async () => {
    const res = await get(t.app, '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'ok', message: { status: 'ok', db: 'ok' } });
    expect(typeof (res.body.message as { uptime_s: unknown }).uptime_s).toBe('number');
  });

  it('reports business errors with HTTP 200, a localised message and its key', async () => {
    const res = await get(t.app, '/getSetting', { keyword: 'smtp_password' });
    expect(res).toEqual({
      status: 200,
      body: {
        type: 'error',
        message: 'This setting is not available',
        code: 'setting_not_public',
        field: 'keyword',
      },
    });
  });

  it('reads lang from the body, then the query, then Accept-Language, with en as fallback', async () => {
    const fromBody = await post(t.app, '/user/login', { user_string: 'x@y.com', password: 'p', lang: 'jp' });
    const fromQuery = await t.app.inject({
      method: 'POST',
      url: '/api/user/login?lang=kor',
      payload: { user_string: 'x@y.com', password: 'p' },
    });
    const fromHeader = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    const unknown = await get(t.app, '/user/info', { lang: 'xx' });
    const messages = [
      fromBody.body.message,
      fromQuery.json<{ message: string }>().message,
      fromHeader.json<{ message: string }>().message,
      unknown.body.message,
    ];
    expect(messages[0]).not.toBe(messages[1]);
    expect(messages[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(messages[1]).toMatch(/[\uac00-\ud7af]/);
    expect(messages[2]).toMatch(/giriş/i);
    expect(messages[3]).toBe('Please log in first');
  });

  it('serves every language for every error it sends', async () => {
    const seen = new Set<string>();
    for (const lang of ['en', 'pt', 'th', 'jp', 'kor', 'fra', 'spa', 'tr', 'zh']) {
      seen.add((await get(t.app, '/user/info', { lang })).body.message as string);
    }
    expect(seen.size).toBe(9);
  });

  it('answers read calls by GET and by POST alike', async () => {
    const byGet = await get(t.app, '/getSetting', { keyword: 'version' });
    const byPost = await post(t.app, '/getSetting', { keyword: 'version' });
    const byForm = await post(t.app, '/getSetting', { keyword: 'version' }, { form: true });
    expect(byGet.body).toEqual({ type: 'ok', message: { key: 'version', value: '1' } });
    expect(byPost.body).toEqual(byGet.body);
    expect(byForm.body).toEqual(byGet.body);
  });

  it('treats a malformed body as a transport fault (400) with a generic message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_string":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', message: 'Parameter error', code: 'parameter_error' });
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('never leaks internals of a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom?lang=zh' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ type: string; message: string }>();
    expect(body.type).toBe('error');
    expect(JSON.stringify(body)).not.toMatch(/postgres|secret|stack|Error/);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it("prints a refusal's amount at its asset's precision from the currency list (a stock share: 4)", async () => {
    // rounded up: 0.00493827 AAPL is 0.0050 at the share's 4 decimals; BTC keeps its 8
    const aapl = await get(t.app, '/test/penalty', { currency: 'AAPL' });
    expect(aapl.body).toEqual({
      type: 'error',
      message: 'The penalty has changed since the preview: it is now 0.005 AAPL. Please confirm again',
      code: 'lockming_penalty_changed',
    });
    const tr = await get(t.app, '/test/penalty', { currency: 'AAPL', lang: 'tr' });
    expect(tr.body.message).toContain('0,005 AAPL');
    const btc = await get(t.app, '/test/penalty', { currency: 'BTC' });
    expect(btc.body.message).toContain('0.00493827 BTC');
  });

  it('validates types of form fields: a missing account asks for one', async () => {
    const res = await post(t.app, '/user/login', { password: 'x' });
    expect(res.body).toMatchObject({ type: 'error', code: 'enter_account', field: 'user_string' });
  });
});

describe('common calls', () => {
  it('getSiteConfig returns the site name, an absolute logo URL and the demo-market flag', async () => {
    const res = await get(t.app, '/getSiteConfig');
    expect(res.body).toEqual({
      type: 'ok',
      message: { site_name: 'Meridian', site_logo: 'http://localhost:80/h5/logo.svg', demo_market: true },
    });
  });

  it('getSetting serves only whitelisted keys', async () => {
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('smtp_password', 'hunter2'), ('support_url', 'https://help.example.com') ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    const secret = await get(t.app, '/getSetting', { keyword: 'smtp_password' });
    expect(JSON.stringify(secret.body)).not.toContain('hunter2');
    const open = await get(t.app, '/getSetting', { keyword: 'support_url' });
    expect(open.body).toEqual({
      type: 'ok',
      message: { key: 'support_url', value: 'https://help.example.com' },
    });
  });

  it('mycurrency/US.json lists the eleven fiats with decimal-string rates', async () => {
    const res = await get(t.app, '/mycurrency/US.json');
    const rates = (res.body.message as { rates: { currency_code: string; rate: string }[] }).rates;
    expect(rates.map((r) => r.currency_code)).toEqual([
      'USD',
      'CNY',
      'GBP',
      'HKD',
      'JPY',
      'EUR',
      'AED',
      'THB',
      'PHP',
      'SGD',
      'VND',
    ]);
    expect(rates[0]).toEqual({ currency_code: 'USD', rate: '1' });
    for (const r of rates) expect(r.rate).toMatch(/^\d+(\.\d+)?$/);
  });
});

describe('OpenAPI', () => {
  it('documents every call from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.body.slice(0, 300)).toContain('openapi');
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/user/login']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(login.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['user_string', 'password']),
    );
    const candles = doc.paths['/api/currency/new_timeshar']?.get as { parameters: { name: string }[] };
    expect(candles.parameters.map((p) => p.name)).toEqual(['symbol', 'period', 'from', 'to']);
    expect(doc.paths['/api/wallet/change']?.post).toHaveProperty('x-idempotency');
    expect(doc.paths['/api/user/info']?.get).toMatchObject({ security: [{ session: [] }] });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });
});
