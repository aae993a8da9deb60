import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerAndLogin } from '../../../test/api';
import { newOperator } from '../../modules/ops/ops.testing';

/** Signed-in answers are never stored by a browser or a shared cache. */
let t: TestApp;
let token: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await registerAndLogin(t.app, t.dataDir, 'cache-control@example.com');
  operatorToken = (await newOperator(t)).token;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, authorization?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  return { type: res.json<{ type: string }>().type, cacheControl: res.headers['cache-control'] };
}

describe('Cache-Control on API answers', () => {
  it('marks a signed-in answer no-store', async () => {
    expect(await call('GET', '/api/user/info', token)).toEqual({ type: 'ok', cacheControl: 'no-store' });
    // A public call made with a session (the client sends its token on every call) answers for that session.
    expect(await call('GET', '/api/currency/quotation_new', token)).toMatchObject({
      cacheControl: 'no-store',
    });
    expect(await call('GET', '/api/no/such/call', token)).toMatchObject({ cacheControl: 'no-store' });
  });

  it('marks every operator API answer no-store, its 999 too', async () => {
    expect(await call('GET', '/api/ops/me', operatorToken)).toEqual({ type: 'ok', cacheControl: 'no-store' });
    expect(await call('GET', '/api/ops/me')).toEqual({ type: '999', cacheControl: 'no-store' });
    expect(await call('GET', '/api/ops/me', token)).toEqual({ type: '999', cacheControl: 'no-store' });
  });

  it('marks the 999 answer of a signed-in call no-store, whichever way the call is declared', async () => {
    expect(await call('GET', '/api/user/info')).toEqual({ type: '999', cacheControl: 'no-store' });
    expect(await call('POST', '/api/user/info')).toEqual({ type: '999', cacheControl: 'no-store' });
    expect(await call('PUT', '/api/coin/trade')).toEqual({ type: '999', cacheControl: 'no-store' });
    expect(await call('POST', '/api/upload')).toEqual({ type: '999', cacheControl: 'no-store' });
  });

  it('leaves public market data without a session cacheable', async () => {
    const res = await call('GET', '/api/currency/quotation_new');
    expect(res.type).toBe('ok');
    // Quotes change every second; clients revalidate them with their ETag
    expect(res.cacheControl).toBe('public, max-age=1');
    expect(await call('GET', '/api/no/such/call')).toEqual({ type: 'error', cacheControl: undefined });
  });
});
