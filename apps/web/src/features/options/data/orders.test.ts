import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { clockSkew, isUnavailable, msLeft, outcomeOf, quickAmountsOf, tiersOf } from './orders';

describe('options data helpers', () => {
  it('tells the product-off refusal apart', () => {
    expect(isUnavailable(new ApiError('off', 'error', { code: 'microtrade_unavailable' }))).toBe(true);
    expect(isUnavailable(new ApiError('x', 'network'))).toBe(false);
  });
  it('maps enabled tiers and quick picks', () => {
    const row = {
      id: 1,
      seconds: 30,
      status: 1,
      profit_ratio: '80',
      min_amount: '10',
      max_amount: '100',
      sort: 0,
      created_at: '',
      updated_at: '',
    };
    expect(tiersOf([row, { ...row, seconds: 60, status: 0 }])).toEqual([
      { seconds: 30, ratio: '80', min: '10', max: '100' },
    ]);
    expect(quickAmountsOf(undefined)).toEqual(['10', '50', '100', '500', '1000']);
  });
  it('countdown from settle_at with the clock skew', () => {
    const settle = '2026-01-01T00:00:30.000Z';
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(msLeft({ settle_at: settle }, now)).toBe(30_000);
    expect(msLeft({ settle_at: settle }, now + 40_000)).toBe(0);
    // the server said 29 s left when this device read 00:00:00 → the server clock is 1 s ahead
    expect(clockSkew({ settle_at: settle, remain_milli_seconds: 29_000 }, now)).toBe(1_000);
    expect(msLeft({ settle_at: settle }, now, 1_000)).toBe(29_000);
  });
  it('outcomes', () => {
    expect(outcomeOf({ profit_result: 1, result_reason: 'settled' })).toBe('win');
    expect(outcomeOf({ profit_result: -1, result_reason: 'settled' })).toBe('loss');
    expect(outcomeOf({ profit_result: 0, result_reason: 'settled' })).toBe('draw');
    expect(outcomeOf({ profit_result: 0, result_reason: 'no_price' })).toBe('void');
  });
});
