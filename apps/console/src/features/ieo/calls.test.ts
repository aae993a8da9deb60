import { describe, expect, it } from 'vitest';
import { headersOf, replyingHttp } from '../../api/testing';
import { ieoCalls } from './calls';

/** The IEO calls against a mocked network: paths, methods, bodies, idempotency keys and reply checks. */

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
  const { http, sent } = replyingHttp(reply);
  return { api: ieoCalls(http), calls: sent };
}

describe('IEO calls', () => {
  it('lists IEO projects with the state filter in the query, and checks the reply', async () => {
    const { api, calls } = setup({
      type: 'ok',
      message: { data: [ieoProject], page: 1, limit: 20, total: 1 },
    });
    const page = await api.ieoProjects({ page: 1, limit: 20, status: 'on' });
    expect(page.data[0]!.symbol).toBe('MRDX');
    expect(calls[0]!.url).toBe('/api/ops/ieo/projects?page=1&limit=20&status=on');
    expect(headersOf(calls[0]!.init).Authorization).toBe('op-token');
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
    const key = headersOf(calls[0]!.init)['Idempotency-Key'];
    expect(key).toBeTruthy();
    expect(headersOf(calls[1]!.init)['Idempotency-Key']).toBe(key);
    await api.ieoListPair({ id: 5 });
    expect(headersOf(calls[2]!.init)['Idempotency-Key']).not.toBe(key);
  });
});
