import { describe, expect, it, vi } from 'vitest';
import { defineEndpoint, lazyEndpoint } from '@meridian/contract';
import { z } from 'zod';
import { ApiError, createHttp, defaultHttpConfig } from './http';

/** The web build's endpoints load their schemas on first use (build/contractView.ts): `call` waits for them. */

const real = defineEndpoint({
  method: 'GET',
  path: '/thing',
  auth: 'none',
  request: z.object({}),
  response: z.object({ n: z.coerce.number() }),
  summary: 'a thing',
});

function setup(body: unknown, load: () => Promise<typeof real>) {
  const order: string[] = [];
  const toast = vi.fn();
  const http = createHttp({
    ...defaultHttpConfig,
    fetch: () => {
      order.push('fetch');
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    },
    ui: {
      toast,
      showLoading: () => () => undefined,
      navigate: () => undefined,
      networkErrorText: () => 'NETWORK',
    },
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
  const endpoint = lazyEndpoint({ method: 'GET', path: '/thing', auth: 'none' }, () => {
    order.push('load');
    return load();
  });
  return { http, endpoint, order, toast };
}

describe('the first check of a loaded reply schema', () => {
  it('comes after a task that only builds the schema, once per schema', async () => {
    const order: string[] = [];
    const response = z.object({ n: z.coerce.number() });
    const parse = response.safeParse.bind(response);
    response.safeParse = (data: unknown) => {
      order.push(data === undefined ? 'build' : 'check');
      return parse(data);
    };
    const loaded = defineEndpoint({ ...real, response });
    const http = createHttp({
      ...defaultHttpConfig,
      fetch: () => Promise.resolve(new Response(JSON.stringify({ type: 'ok', message: { n: '2' } }))),
      nextTask: () => {
        order.push('task');
        return Promise.resolve();
      },
    });
    const endpoint = lazyEndpoint({ method: 'GET', path: '/thing', auth: 'none' }, () =>
      Promise.resolve(loaded),
    );
    await expect(http.call(endpoint, {})).resolves.toEqual({ n: 2 });
    expect(order).toEqual(['task', 'build', 'task', 'check']);
    await expect(http.call(endpoint, {})).resolves.toEqual({ n: 2 });
    expect(order).toEqual(['task', 'build', 'task', 'check', 'check']);
  });
});

describe('call on an endpoint whose schemas load on first use', () => {
  it('starts the load with the request and parses the reply with the loaded schema', async () => {
    const { http, endpoint, order } = setup({ type: 'ok', message: { n: '7' } }, () => Promise.resolve(real));
    await expect(http.call(endpoint, {})).resolves.toEqual({ n: 7 });
    expect(order).toEqual(['load', 'fetch']);
    // loaded once: the endpoint now carries its schemas
    expect(endpoint.response).toBe(real.response);
    await http.call(endpoint, {});
    expect(order).toEqual(['load', 'fetch', 'fetch']);
  });

  it('rejects a reply that does not match the loaded schema', async () => {
    const { http, endpoint } = setup({ type: 'ok', message: { n: 'x' } }, () => Promise.resolve(real));
    await expect(http.call(endpoint, {}, { silent: true })).rejects.toMatchObject({ type: 'invalid' });
  });

  it('reports a failed load as a network fault, and a refusal as the server worded it', async () => {
    const broken = () => Promise.reject(new Error('chunk failed'));
    const ok = setup({ type: 'ok', message: { n: 1 } }, broken);
    await expect(ok.http.call(ok.endpoint, {})).rejects.toBeInstanceOf(ApiError);
    await expect(ok.http.call(ok.endpoint, {})).rejects.toMatchObject({ type: 'network' });
    expect(ok.toast).toHaveBeenCalledWith('NETWORK');
    const refused = setup({ type: 'error', message: 'Nope' }, broken);
    await expect(refused.http.call(refused.endpoint, {})).rejects.toMatchObject({
      type: 'error',
      message: 'Nope',
    });
  });
});
