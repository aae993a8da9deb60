import { INVEST_NUM_MAX } from '@meridian/contract/earn';
import type { InvestOrder, InvestProduct } from '@meridian/contract/invest';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WINDOW_UTC, SETTLE_TIME_UTC, helpExample } from './help';
import { availability, coinParam, linkedDistancePct, typeParam } from './product';
import { hasOpenOrders, outcomeCase, sampleArithmetic, sampleMinute, sampleWindow, utcTime } from './orders';
import {
  depositOf,
  maxShares,
  periodYieldPct,
  previewOutcomes,
  sanitizeShares,
  sharesOf,
  sharesProblem,
} from './purchase';

const product: InvestProduct = {
  id: 7,
  name: 'BTC sell high',
  section: '',
  type: 'call',
  currency_id: 1,
  currency_name: 'BTC',
  pay_currency_id: 1,
  pay_currency_name: 'BTC',
  per_price: '0.1',
  apr: '36.5',
  linked_price: '100000',
  last_price: '96000',
  end_time: '2026-12-11',
  settle_at: '2026-12-11T08:00:00.000Z',
  day: 10,
  total_number: 100,
  remaining_number: 40,
  purchased_number: 60,
  progress: '60.00',
  user_limit: 10,
  user_number: 3,
  status: 'on',
  open: true,
  is_demo: false,
};
const dp = { coin: 8, usdt: 6 };

describe('invest purchase ticket (spec §5: whole shares, required)', () => {
  it('keeps only a whole number of shares', () => {
    expect(sanitizeShares('2.5')).toBe('25');
    expect(sanitizeShares('007')).toBe('7');
    expect(sanitizeShares('0')).toBe('0');
    expect(sanitizeShares('abc')).toBe('');
    expect(sanitizeShares('1234567890')).toBe('123456');
    expect(sharesOf('2')).toBe(2);
    expect(sharesOf('')).toBeNull();
    expect(sharesOf('0')).toBeNull();
    expect(sharesOf('1.5')).toBeNull();
  });

  it('says what blocks a purchase, with the server’s message keys', () => {
    expect(sharesProblem('', product, '10')).toEqual({ key: 'dual_num_invalid' });
    expect(sharesProblem('0', product, '10')).toEqual({ key: 'dual_num_invalid' });
    expect(sharesProblem(String(INVEST_NUM_MAX + 1), product, '10')).toEqual({ key: 'dual_num_invalid' });
    expect(sharesProblem('41', product, '10')).toEqual({ key: 'dual_sold_out', params: { remaining: 40 } });
    expect(sharesProblem('8', product, '10')).toEqual({ key: 'dual_user_limit', params: { limit: 10 } });
    // 7 shares × 0.1 = 0.7 BTC against 0.69 available
    expect(sharesProblem('7', product, '0.69')).toEqual({ key: 'insufficient_balance' });
    expect(sharesProblem('7', product, '0.7')).toBeUndefined();
    expect(sharesProblem('2', { ...product, open: false }, '10')).toEqual({ key: 'dual_closed' });
  });

  it('the most one user can still buy: shares left, their limit, the cap', () => {
    expect(maxShares(product)).toBe(7);
    expect(maxShares({ ...product, remaining_number: 5 })).toBe(5);
    expect(maxShares({ ...product, user_number: 10 })).toBe(0);
  });

  it('deposit = num × per_price', () => {
    expect(depositOf(2, '0.1').toFixed()).toBe('0.2');
    expect(depositOf(3, '5000').toFixed()).toBe('15000');
  });

  it('both outcomes of a call, from the spec §9 formula (10 shares = 1 BTC, 36.5 %, 10 days → ×1.01)', () => {
    expect(previewOutcomes(product, 10, dp)).toEqual({
      below: { currency_name: 'BTC', amount: '1.01' },
      above: { currency_name: 'USDT', amount: '101000' },
    });
    expect(periodYieldPct('36.5', 10)).toBe('1');
  });

  it('both outcomes of a put: above → USDT × factor, otherwise coin = amount ÷ linked × factor', () => {
    const put = { ...product, type: 'put' as const, per_price: '5000', pay_currency_name: 'USDT' };
    expect(previewOutcomes(put, 10, dp)).toEqual({
      below: { currency_name: 'BTC', amount: '0.505' },
      above: { currency_name: 'USDT', amount: '50500' },
    });
  });
});

describe('invest orders', () => {
  const order = { type: 'call' as const, linked_price: '100000' };

  it('places a settlement price in its case (a call: below pays the coin; a put: at or below)', () => {
    expect(outcomeCase(order, '99999.99')).toBe('below');
    expect(outcomeCase(order, '100000')).toBe('above');
    expect(outcomeCase({ ...order, type: 'put' }, '100000')).toBe('below');
    expect(outcomeCase({ ...order, type: 'put' }, '100000.01')).toBe('above');
  });

  it('shows the settlement price as Σ samples ÷ count, half-up to its decimals', () => {
    const samples = [
      { t: 1_790_000_000, price: '100' },
      { t: 1_790_000_060, price: '101' },
      { t: 1_790_000_120, price: '102.005' },
    ];
    expect(sampleArithmetic(samples, '101.00')).toEqual({
      count: 3,
      sum: '303.005',
      mean: '101',
      matches: true,
      low: '100',
      high: '102.005',
    });
    expect(sampleArithmetic(samples, '101.01')?.matches).toBe(false);
    expect(sampleArithmetic([], '')).toBeNull();
    expect(sampleMinute(Date.UTC(2026, 11, 11, 7, 31) / 1000)).toBe('07:31');
  });

  it('shows settlement times in UTC and the window of the 30 minutes before', () => {
    expect(utcTime('2026-12-11T08:00:00.000Z')).toBe('2026-12-11 08:00 UTC');
    expect(utcTime('')).toBe('—');
    expect(sampleWindow('2026-12-11T08:00:00.000Z')).toBe('07:30–08:00');
    expect(sampleWindow('2026-11-24T07:01:00.000Z')).toBe('06:31–07:01');
  });

  it('polls only while an order waits for its settlement', () => {
    const page = (status: InvestOrder['status']) => ({ data: [{ status }] });
    expect(hasOpenOrders([page('success'), page('failed')])).toBe(false);
    expect(hasOpenOrders([page('success'), page('settling')])).toBe(true);
    expect(hasOpenOrders(undefined)).toBe(false);
  });
});

describe('invest help: the worked example (spec §9)', () => {
  it('a call of 1 BTC at 100,000, 36.5 %, 10 days: 1.01 BTC below, 101,000 USDT otherwise', () => {
    expect(helpExample('call')).toEqual({
      type: 'call',
      deposit: '1',
      factor: '1.01',
      below: { currency: 'coin', amount: '1.01' },
      above: { currency: 'usdt', amount: '101000' },
    });
  });

  it('a put of 50,000 USDT: 0.505 BTC at or below, 50,500 USDT above', () => {
    const put = helpExample('put');
    expect([put.below.currency, put.below.amount, put.above.currency, put.above.amount]).toEqual([
      'coin',
      '0.505',
      'usdt',
      '50500',
    ]);
  });

  it('settles at 08:00 UTC on the 30 minutes before', () => {
    expect(SETTLE_TIME_UTC).toBe('08:00');
    expect(SAMPLE_WINDOW_UTC).toBe('07:30–08:00');
  });
});

describe('invest list', () => {
  it('reads the coin and type from the address (BTC, call by default)', () => {
    expect(coinParam('2')).toBe(2);
    expect(coinParam('9')).toBe(1);
    expect(typeParam('put')).toBe('put');
    expect(typeParam(null)).toBe('call');
  });

  it('shows the linked price against the last price in percent', () => {
    expect(linkedDistancePct('100000', '96000')).toBe('+4.17');
    expect(linkedDistancePct('94000', '96000')).toBe('-2.08');
    expect(linkedDistancePct('100000', '0')).toBe('');
  });

  it('says why a product cannot be bought', () => {
    expect(availability(product)).toBe('open');
    expect(availability({ ...product, status: 'paused' })).toBe('paused');
    expect(availability({ ...product, remaining_number: 0, open: false })).toBe('soldOut');
    expect(availability({ ...product, open: false })).toBe('closed');
    expect(availability({ ...product, user_number: 10 })).toBe('limitReached');
  });
});
