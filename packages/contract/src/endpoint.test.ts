import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointSchemas, lazyEndpoint, primaryMethod } from './endpoint';

const real = defineEndpoint({
  method: ['GET', 'POST'],
  path: '/thing',
  auth: 'optional',
  request: z.object({ a: z.string() }),
  response: z.number(),
  summary: 'a thing',
});

describe('endpoints whose schemas load on first use', () => {
  it('an eagerly defined endpoint is its own schemas', () => {
    expect(endpointSchemas(real)).toBe(real);
  });

  it('a lazy endpoint sends like the real one, and has schemas only once loaded (loaded once)', async () => {
    let loads = 0;
    const lazy = lazyEndpoint({ method: ['GET', 'POST'], path: '/thing', auth: 'optional' }, () => {
      loads += 1;
      return Promise.resolve(real);
    });
    expect(primaryMethod(lazy)).toBe('GET');
    expect(lazy.path).toBe('/thing');
    expect(() => lazy.response).toThrow(/not loaded/);
    const [a, b] = await Promise.all([endpointSchemas(lazy), endpointSchemas(lazy)]);
    expect(a).toBe(real);
    expect(b).toBe(real);
    expect(loads).toBe(1);
    expect(lazy.request).toBe(real.request);
    expect(lazy.summary).toBe('a thing');
  });

  it('a failed load is tried again by the next use', async () => {
    let fail = true;
    const lazy = lazyEndpoint({ method: 'POST', path: '/thing', auth: 'none' }, () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(real),
    );
    await expect(endpointSchemas(lazy)).rejects.toThrow('offline');
    fail = false;
    await expect(endpointSchemas(lazy)).resolves.toBe(real);
  });
});
