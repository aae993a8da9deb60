import type { IeoOrder, IeoProjectItem } from '@meridian/contract/ieo';
import type { InvestOrder, InvestProduct } from '@meridian/contract/invest';
import type { LockOrder, LockProduct } from '@meridian/contract/lockming';
import { describe, expect, it } from 'vitest';
import { holdingsOf, ieoHighlight, investHighlight, lockHighlight, sumByCurrency } from './hub';

const project = (id: number, phase: IeoProjectItem['phase'], start: string, end: string) =>
  ({ id, phase, start_at: start, end_at: end, status: 'on' }) as IeoProjectItem;

describe('ieoHighlight', () => {
  it('counts phases and features the live project ending soonest', () => {
    const h = ieoHighlight([
      project(1, 'ended', '2025-01-01', '2025-01-02'),
      project(2, 'live', '2025-03-01', '2025-03-09'),
      project(3, 'live', '2025-03-01', '2025-03-05'),
      project(4, 'warmup', '2025-04-01', '2025-04-05'),
    ]);
    expect(h.count).toEqual({ warmup: 1, live: 2, ended: 1 });
    expect(h.featured?.id).toBe(3);
  });

  it('features the next warm-up when nothing is live, and none when all ended', () => {
    expect(
      ieoHighlight([
        project(4, 'warmup', '2025-04-09', '2025-04-10'),
        project(5, 'warmup', '2025-04-01', '2025-04-05'),
      ]).featured?.id,
    ).toBe(5);
    expect(ieoHighlight([project(1, 'ended', '2025-01-01', '2025-01-02')]).featured).toBeNull();
  });
});

describe('lockHighlight', () => {
  it('gives the daily yield range and lock days of the products on sale', () => {
    const p = (day: number, min: string, max: string, status: 'on' | 'paused' = 'on', c = 'USDT') =>
      ({ day, rate_min: min, rate_max: max, status, currency_name: c }) as LockProduct;
    expect(
      lockHighlight([p(7, '0.3', '0.4'), p(30, '0.5', '0.8', 'on', 'BTC'), p(90, '1', '2', 'paused')]),
    ).toEqual({
      count: 2,
      rate: { min: '0.3', max: '0.8' },
      days: { min: 7, max: 30 },
      currencies: ['USDT', 'BTC'],
    });
    expect(lockHighlight([])).toEqual({ count: 0, rate: { min: '', max: '' }, days: null, currencies: [] });
  });
});

describe('investHighlight', () => {
  it('ranks the open products by APR, ties by the earliest settlement', () => {
    const p = (id: number, apr: string, settle: string, open = true) =>
      ({ id, apr, settle_at: settle, open }) as InvestProduct;
    const h = investHighlight([
      p(1, '36.5', '2025-03-09T08:00:00Z'),
      p(2, '60', '2025-03-12T08:00:00Z'),
      p(3, '60', '2025-03-10T08:00:00Z'),
      p(4, '99', '2025-03-10T08:00:00Z', false),
    ]);
    expect(h.count).toBe(3);
    expect(h.apr).toEqual({ min: '36.5', max: '60' });
    expect(h.best?.id).toBe(3);
  });
});

describe('holdings', () => {
  it('sums open positions per currency, exactly', () => {
    expect(
      sumByCurrency([
        { currency: 'USDT', amount: '0.1' },
        { currency: 'BTC', amount: '0.2' },
        { currency: 'USDT', amount: '0.2' },
      ]),
    ).toEqual([
      ['USDT', '0.3'],
      ['BTC', '0.2'],
    ]);
    const ieo = [
      { status: 'subscribed', paid: '150', cost: '0', pay_currency_name: 'USDT' },
      { status: 'allocated', paid: '150', cost: '93.75', pay_currency_name: 'USDT' },
      { status: 'delivered', paid: '10', cost: '10', pay_currency_name: 'USDT' },
    ] as IeoOrder[];
    const locks = [
      { status: 'running', amount: '1000', total_interest: '12', currency_name: 'USDT' },
      { status: 'redeemed', amount: '5', total_interest: '0', currency_name: 'USDT' },
    ] as LockOrder[];
    const invest = [
      { status: 'purchased', amount: '0.1', pay_currency_name: 'BTC' },
      { status: 'success', amount: '0.1', pay_currency_name: 'BTC' },
    ] as InvestOrder[];
    expect(holdingsOf(ieo, locks, invest)).toEqual({
      ieo: { count: 2, amounts: [['USDT', '243.75']] },
      locks: { count: 1, amounts: [['USDT', '1000']], earned: [['USDT', '12']] },
      invest: { count: 1, amounts: [['BTC', '0.1']] },
    });
  });
});
