import type { LockOrder, LockProduct } from '@meridian/contract/lockming';
import type { WalletRow } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  guideNumbers,
  lockPreview,
  onTab,
  plain,
  rateRange,
  redeemPreview,
  spotOf,
  tabStatus,
  termProgress,
} from './lockming';

const product: Pick<LockProduct, 'save_min' | 'currency_name' | 'day' | 'rate_min' | 'rate_max'> = {
  save_min: '100',
  currency_name: 'USDT',
  day: 3,
  rate_min: '0.3',
  rate_max: '0.4',
};
const spot = { available: '1500', decimals: 6 };

describe('amountProblem', () => {
  it('accepts a decimal amount between the minimum and the available balance', () => {
    expect(amountProblem('1000', product, spot)).toBeNull();
    expect(amountProblem('100', product, spot)).toBeNull();
    expect(amountProblem('1500', product, spot)).toBeNull();
    expect(amountProblem('250.125', product, spot)).toBeNull();
  });

  it('refuses what is not a positive amount within the currency decimals', () => {
    for (const raw of ['', 'abc', '0', '-5', '1e3', '1.1234567'])
      expect(amountProblem(raw, product, spot)?.key, raw).toBe('lockming_amount_invalid');
  });

  it('names the minimum single amount and its currency', () => {
    expect(amountProblem('99.99', product, spot)).toEqual({
      key: 'lockming_amount_below_min',
      params: { min: '100', currency: 'USDT' },
    });
  });

  it('blocks a lock-up above the available balance (insufficient balance)', () => {
    expect(amountProblem('1500.01', product, spot)?.key).toBe('insufficient_balance');
    expect(amountProblem('1000', product, spotOf(undefined))?.key).toBe('insufficient_balance');
  });
});

describe('lockPreview', () => {
  const bought = new Date('2026-03-10T15:30:00Z');

  it('earns from the next midnight UTC and matures lock days later', () => {
    const p = lockPreview('1000', product, 2, bought);
    expect(p.startAt.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(p.endAt.toISOString()).toBe('2026-03-14T00:00:00.000Z');
  });

  it('expects 3 days × 0.3–0.4 % of 1000 = 9 to 12', () => {
    const p = lockPreview('1000', product, 2, bought);
    expect(p.income?.min.toFixed()).toBe('9');
    expect(p.income?.max.toFixed()).toBe('12');
  });

  it('expects 30–40 a day on 10,000 at 0.3–0.4 % (150–200 over 5 days)', () => {
    const p = lockPreview('10000', { ...product, day: 5 }, 2, bought);
    expect(p.income?.min.toFixed()).toBe('150');
    expect(p.income?.max.toFixed()).toBe('200');
  });

  it('rounds each day down to the currency decimals', () => {
    // 333.33 × 0.3 % = 0.99999 → 0.99 a day at 2 decimals
    const p = lockPreview('333.33', product, 2, bought);
    expect(p.income?.min.toFixed()).toBe('2.97');
  });

  it('shows no income until the amount is a positive decimal', () => {
    expect(lockPreview('', product, 2, bought).income).toBeNull();
    expect(lockPreview('0', product, 2, bought).income).toBeNull();
    expect(lockPreview('x', product, 2, bought).income).toBeNull();
  });
});

describe('labels', () => {
  it('prints the daily yield range without trailing zeros', () => {
    expect(rateRange({ rate_min: '0.3000', rate_max: '0.4000' })).toEqual(['0.3', '0.4']);
    expect(rateRange({ rate_min: '0.5', rate_max: '0.50' })).toEqual(['0.5']);
    expect(plain('100.000000')).toBe('100');
  });

  it('takes the spot balance and decimals of the currency', () => {
    const row = { currency: 3, currency_name: 'USDT', precision: 6, available: '12.5' } as WalletRow;
    expect(spotOf(row)).toEqual({ available: '12.5', decimals: 6 });
    expect(spotOf(undefined)).toEqual({ available: '0', decimals: 8 });
  });
});

describe('order tabs', () => {
  it('lists running locks on the running tab and matured or redeemed ones on the ended tab', () => {
    expect(tabStatus('running')).toBe('running');
    expect(tabStatus('ended')).toBeUndefined();
    expect(onTab({ status: 'running' }, 'running')).toBe(true);
    expect(onTab({ status: 'running' }, 'ended')).toBe(false);
    expect(onTab({ status: 'matured' }, 'ended')).toBe(true);
    expect(onTab({ status: 'redeemed' }, 'ended')).toBe(true);
    expect(onTab({ status: 'redeemed' }, 'running')).toBe(false);
  });

  it('measures the term done', () => {
    const o = { start_at: '2026-03-11T00:00:00Z', end_at: '2026-03-14T00:00:00Z' };
    expect(termProgress(o, new Date('2026-03-10T12:00:00Z'))).toBe(0);
    expect(termProgress(o, new Date('2026-03-12T12:00:00Z'))).toBe(50);
    expect(termProgress(o, new Date('2026-03-20T00:00:00Z'))).toBe(100);
  });
});

describe('redeemPreview', () => {
  const running: Pick<LockOrder, 'status' | 'redeem' | 'amount'> = {
    status: 'running',
    amount: '1000',
    redeem: { remaining_days: 3, penalty: '12', refund: '988' },
  };

  it("shows the server's preview: 0.4 %, 3 days, 1000 → 12, 988 back", () => {
    expect(redeemPreview(running)).toEqual({ remainingDays: 3, penalty: '12', refund: '988' });
  });

  it('has none once the lock ended', () => {
    expect(redeemPreview({ ...running, status: 'matured', redeem: null })).toBeNull();
    expect(redeemPreview({ ...running, status: 'redeemed' })).toBeNull();
  });
});

describe('the guide', () => {
  it("works the spec's examples with the contract formulas", () => {
    expect(guideNumbers()).toEqual({ penalty: '12', refund: '988', dividendMin: '30', dividendMax: '40' });
  });
});
