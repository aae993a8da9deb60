import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';
import { FiatService, parseRates } from './fiat.service';

const GOOD = {
  rates: {
    USD: 1,
    CNY: 7.2,
    GBP: 0.8,
    HKD: 7.8,
    JPY: 150,
    EUR: '0.95',
    AED: 3.6725,
    THB: 36,
    PHP: 58,
    SGD: 1.35,
    VND: 25000,
    CHF: 0.9,
  },
};
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fiat rates', () => {
  it('serves the embedded snapshot until a refresh succeeds', async () => {
    const res = await get(t.app, '/mycurrency/US.json');
    const body = res.body.message as { base: string; rates: { currency_code: string; rate: string }[] };
    expect(body.base).toBe('USD');
    expect(body.rates.map((r) => r.currency_code)).toEqual([
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
    expect(body.rates[0]).toEqual({ currency_code: 'USD', rate: '1' });
  });

  it('refreshes from the configured source at most daily, and a failure also waits 24 h', async () => {
    let answer: unknown = new Error('source down');
    let calls = 0;
    const fiat = new FiatService(
      t.database.db,
      'https://rates.example/usd.json',
      pino({ level: 'silent' }),
      () => {
        calls++;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
    );
    const t0 = Date.UTC(2026, 10, 1);
    expect(await fiat.refreshIfDue(t0)).toBe(true);
    expect(calls).toBe(1);
    expect((await fiat.rates()).rates.find((r) => r.currency_code === 'EUR')?.rate).toBe('0.9230');

    answer = GOOD;
    expect(await fiat.refreshIfDue(t0 + DAY - 1)).toBe(false);
    expect(calls).toBe(1);
    expect(await fiat.refreshIfDue(t0 + DAY)).toBe(true);
    const rates = await fiat.rates();
    expect(rates.rates.find((r) => r.currency_code === 'EUR')?.rate).toBe('0.95');
    expect(rates.rates.find((r) => r.currency_code === 'JPY')?.rate).toBe('150');
    expect(rates.rates).toHaveLength(11);
    expect(rates.updated_at).toBe(new Date(t0 + DAY).toISOString());
    expect(await fiat.refreshIfDue(t0 + DAY + 3_600_000)).toBe(false);

    const served = (await get(t.app, '/mycurrency/US.json')).body.message as {
      rates: { currency_code: string; rate: string }[];
    };
    expect(served.rates.find((r) => r.currency_code === 'CNY')?.rate).toBe('7.2');
  });

  it('does nothing without a configured source', async () => {
    const fiat = new FiatService(t.database.db, undefined, pino({ level: 'silent' }), () =>
      Promise.reject(new Error('never')),
    );
    expect(await fiat.refreshIfDue()).toBe(false);
  });

  it('refuses sources that lack a fiat, are not USD-based, or carry a bad rate', () => {
    expect(() => parseRates({ rates: { USD: 1 } })).toThrow(/lacks CNY/);
    expect(() => parseRates({ rates: { ...GOOD.rates, USD: 1.1 } })).toThrow(/USD-based/);
    expect(() => parseRates({ rates: { ...GOOD.rates, EUR: -1 } })).toThrow(/bad rate/);
    expect(
      parseRates({
        rates: Object.entries(GOOD.rates).map(([currency_code, rate]) => ({ currency_code, rate })),
      }).get('THB'),
    ).toBe('36');
  });
});
