import { describe, expect, it } from 'vitest';
import { replyingHttp } from '../../api/testing';
import { lockCalls } from './calls';

/** The lock-mining calls against a mocked network: paths, bodies, refusals and reply checks. */

function setup(reply: unknown) {
  const { http, sent } = replyingHttp(reply);
  return { api: lockCalls(http), calls: sent };
}

describe('lock-mining calls', () => {
  it('surfaces the server’s refusal (terms locked) with its code', async () => {
    const { api } = setup({
      type: 'error',
      message: 'Terms cannot change once there are orders',
      code: 'earn_terms_locked',
    });
    const request = {
      id: 1,
      currency_id: 3,
      save_min: '100',
      day: 14,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      category: 'standard' as const,
      texts: { en: { title: 'USDT', intro: '' } },
    };
    await expect(api.lockSave(request)).rejects.toMatchObject({
      kind: 'error',
      message: 'Terms cannot change once there are orders',
      extra: { code: 'earn_terms_locked' },
    });
  });

  it('sets a day rate and reads the published rates of a product', async () => {
    const rate = {
      config_id: 4,
      day: '2026-11-25',
      rate: '0.35',
      source: 'operator',
      published_at: '2026-11-24T10:00:00.000Z',
    };
    const set = setup({ type: 'ok', message: rate });
    expect(await set.api.lockSetRate({ config_id: 4, day: '2026-11-25', rate: '0.35' })).toEqual(rate);
    expect(set.calls[0]!.url).toBe('/api/ops/lockming/set_rate');
    expect(JSON.parse(set.calls[0]!.init.body as string)).toEqual({
      config_id: 4,
      day: '2026-11-25',
      rate: '0.35',
    });
    const list = setup({ type: 'ok', message: { data: [rate], page: 1, limit: 20, total: 1 } });
    expect((await list.api.lockRates({ config_id: 4, page: 1, limit: 20 })).total).toBe(1);
    expect(list.calls[0]!.url).toBe('/api/ops/lockming/rates?config_id=4&page=1&limit=20');
  });

  it('refuses a reply that breaks the contract (a rate without its source)', async () => {
    const { api } = setup({ type: 'ok', message: { config_id: 4, day: '2026-11-25', rate: '0.35' } });
    await expect(api.lockSetRate({ config_id: 4, day: '2026-11-25', rate: '0.35' })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});
