import { defineEndpoint, methodsOf, refuse } from '@meridian/contract';
import { ALL_ENDPOINTS } from '@meridian/contract/api';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';
import { registeredOperations } from './openapi';
import { handle } from './route';

/** Endpoints only this test serves (outside /api, so they are not part of the catalogue). */
const liar = defineEndpoint({
  method: 'GET',
  path: '/test/liar',
  auth: 'none',
  request: z.object({}),
  response: z.object({ amount: z.string() }),
  summary: 'Answers a number where its contract promises a decimal string.',
});
const refuser = defineEndpoint({
  method: 'GET',
  path: '/test/refuser',
  auth: 'none',
  request: z.object({}),
  response: z.object({}),
  summary: 'A pure rule refuses.',
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    handle(app, liar, () => Promise.resolve({ amount: 12.5 } as unknown as { amount: string }));
    handle(app, refuser, () => {
      throw refuse('lever_share_invalid', { min: 1, max: 100 }, 'share');
    });
  });
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('the API catalogue (one definition per call)', () => {
  it('the server serves every endpoint of the contract, and nothing under /api that is not in it', () => {
    const contract = new Set(ALL_ENDPOINTS.flatMap((e) => methodsOf(e).map((m) => key(m, e.path))));
    // other files of the worker register test-only calls too (the module cache is shared: isolate off)
    const served = registeredOperations().filter((op) => !op.url.split('/').includes('test'));
    const servedKeys = new Set(served.flatMap((op) => op.methods.map((m) => key(m, op.url))));
    expect([...contract].filter((k) => !servedKeys.has(k))).toEqual([]);
    expect([...servedKeys].filter((k) => !contract.has(k))).toEqual([]);
    expect(served.filter((op) => !op.fromContract).map((op) => op.url)).toEqual([]);
  });

  it('no path is defined twice in the contract', () => {
    const keys = ALL_ENDPOINTS.flatMap((e) => methodsOf(e).map((m) => key(m, e.path)));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('/api/openapi.json documents every call with its request and its ok reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    for (const e of ALL_ENDPOINTS) {
      for (const m of methodsOf(e)) {
        const op = doc.paths[`/api${e.path}`]?.[m.toLowerCase()];
        expect(op, `${m} ${e.path}`).toBeDefined();
        expect(op?.summary).toBe(e.summary);
        const ok = (op?.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200'];
        const variants = (ok?.content['application/json']?.schema as { oneOf: { properties?: unknown }[] })
          .oneOf;
        expect(variants[0]?.properties).toMatchObject({ type: { const: 'ok' } });
      }
    }
    const submit = doc.paths['/api/lever/submit']?.post;
    expect(JSON.stringify(submit?.responses)).toContain('liquidation_price');
  });

  it('/api/docs is a browsable page of that document, served from the installed package', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/api/lever/submit');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('a reply that breaks its response schema is caught (CHECK_REPLIES, on in tests) and never sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/liar' });
    expect(res.json()).toMatchObject({ type: 'error', code: 'internal_error' });
    expect(res.body).not.toContain('12.5');
  });

  it("a pure rule's DomainError reaches the client as the localised error envelope", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/refuser',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'error', code: 'lever_share_invalid', field: 'share' });
    expect(res.json<{ message: string }>().message).toContain('100');
    const health = await get(t.app, '/health');
    expect(health.body).toMatchObject({ type: 'ok' });
  });
});
