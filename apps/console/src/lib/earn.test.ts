import { describe, expect, it } from 'vitest';
import { createHttp } from '../api/http';
import { earnCalls } from './earn';

/** The earn calls against a mocked network: paths, methods, bodies, idempotency keys and reply checks. */

const ieoProject = {
  id: 5,
  currency_id: 1001,
  pay_currency_id: 3,
  currency_name: 'MRDX',
  pay_currency_name: 'USDT',
  title: 'Meridian',
  summary: '',
  logo: '',
  price: '0.125',
  amount: '1000000',
  min: '100',
  user_limit: '50000',
  total_sell: '1500000',
  start_at: '2026-11-01T08:00:00.000Z',
  end_at: '2026-11-08T08:00:00.000Z',
  sell_begin: '2026-11-11T08:00:00.000Z',
  lock_days: 3,
  phase: 'ended',
  time_status: 3,
  countdown_to: '',
  percentage: '0',
  day: 7,
  total_apply: 12,
  total_pass: 12,
  allocation: 'delivered',
  status: 'on',
  is_demo: false,
  content: '',
  white_book: '',
  link: '',
  ratio: '0.6666',
  allocated: '1000000',
  listed: true,
  symbol: 'MRDX',
  texts: { en: { title: 'Meridian', summary: '', content: '' } },
  raised: '125000',
  delivered: '1000000',
};

function setup(reply: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const http = createHttp({
    fetch: (url, init) => {
      calls.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    },
    getToken: () => 'op-token',
    onSessionInvalid: () => undefined,
  });
  return { api: earnCalls(http), calls };
}

const headers = (init: RequestInit) => init.headers as Record<string, string>;

describe('earn calls', () => {
  it('lists IEO projects with the state filter in the query, and checks the reply', async () => {
    const { api, calls } = setup({
      type: 'ok',
      message: { data: [ieoProject], page: 1, limit: 20, total: 1 },
    });
    const page = await api.ieoProjects({ page: 1, limit: 20, status: 'on' });
    expect(page.data[0]!.symbol).toBe('MRDX');
    expect(calls[0]!.url).toBe('/api/ops/ieo/projects?page=1&limit=20&status=on');
    expect(headers(calls[0]!.init).Authorization).toBe('op-token');
  });

  it('lists a token pair by POST with an idempotency key, reused when the same click is retried', async () => {
    const { api, calls } = setup({ type: 'ok', message: ieoProject });
    const input = { id: 5 };
    const out = await api.ieoListPair(input);
    expect(out.listed).toBe(true);
    await api.ieoListPair(input);
    expect(calls[0]!.url).toBe('/api/ops/ieo/list_pair');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"id":5}');
    const key = headers(calls[0]!.init)['Idempotency-Key'];
    expect(key).toBeTruthy();
    expect(headers(calls[1]!.init)['Idempotency-Key']).toBe(key);
    await api.ieoListPair({ id: 5 });
    expect(headers(calls[2]!.init)['Idempotency-Key']).not.toBe(key);
  });

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
