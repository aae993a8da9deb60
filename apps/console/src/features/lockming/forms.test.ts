import { opsLockSaveRequest } from '@meridian/contract/earn';
import type { OpsLockProduct } from '@meridian/contract/earn';
import { describe, expect, it } from 'vitest';
import { firstSettableDay } from '../../lib/earn-forms';
import { dayRateErrors, lockFormOf, lockRequest, lockTermsLocked, type LockForm } from './forms';

const NOW = Date.parse('2026-11-24T10:00:00Z');

const lock = (over: Partial<LockForm> = {}): LockForm => ({
  currency_id: 3,
  save_min: '100',
  day: '7',
  rate_min: '0.3',
  rate_max: '0.4',
  cancel_rate: '0.4',
  texts: { en: { title: 'USDT 7 days', intro: '' } },
  ...over,
});

describe('lock-mining form', () => {
  it('maps a valid form to a save request the contract accepts', () => {
    const { request, errors } = lockRequest(lock());
    expect(errors).toEqual({});
    expect(request).toEqual({
      currency_id: 3,
      save_min: '100',
      day: 7,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      category: 'standard',
      texts: { en: { title: 'USDT 7 days', intro: '' } },
    });
    expect(opsLockSaveRequest.safeParse(request).success).toBe(true);
  });

  it('sends the category chosen (DeFi mining, cloud mining)', () => {
    expect(lockRequest(lock({ category: 'cloud' })).request.category).toBe('cloud');
    expect(lockRequest(lock({ category: 'defi' })).request.category).toBe('defi');
  });

  it('refuses a range upside down, rates with more than 4 decimals, days outside 1–3650', () => {
    expect(Object.keys(lockRequest(lock({ rate_min: '0.5' })).errors)).toEqual(['rate_min']);
    expect(Object.keys(lockRequest(lock({ rate_max: '0.40001' })).errors)).toEqual(['rate_max']);
    expect(Object.keys(lockRequest(lock({ day: '0' })).errors)).toEqual(['day']);
    expect(Object.keys(lockRequest(lock({ day: '3651' })).errors)).toEqual(['day']);
  });

  it('fixes the terms while locks run, and edits back to the same request', () => {
    const product = {
      id: 4,
      currency_id: 3,
      save_min: '100',
      day: 7,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      texts: { en: { title: 'USDT 7 days', intro: 'x' } },
      running: 2,
    } as OpsLockProduct;
    expect(lockTermsLocked(product)).toBe(true);
    expect(lockTermsLocked({ running: 0 })).toBe(false);
    expect(lockRequest(lockFormOf(product), 4).request).toMatchObject({ id: 4, day: 7, rate_max: '0.4' });
  });

  it('sets a day rate only from tomorrow (UTC), within the product range', () => {
    const range = { rate_min: '0.3', rate_max: '0.4' };
    expect(firstSettableDay(NOW)).toBe('2026-11-25');
    expect(dayRateErrors({ day: '2026-11-25', rate: '0.35' }, range, NOW)).toEqual({});
    expect(dayRateErrors({ day: '2026-11-24', rate: '0.35' }, range, NOW)).toEqual({
      day: 'Choose a day that has not started yet (tomorrow UTC or later)',
    });
    expect(dayRateErrors({ day: '2026-11-26', rate: '0.41' }, range, NOW)).toEqual({
      rate: 'Within the product’s range: 0.3–0.4 %',
    });
    expect(dayRateErrors({ day: '2026-11-26', rate: '0.4' }, range, NOW)).toEqual({});
    expect(Object.keys(dayRateErrors({ day: '2026-11-26', rate: 'abc' }, range, NOW))).toEqual(['rate']);
  });
});
