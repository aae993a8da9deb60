import { describe, expect, it } from 'vitest';
import { tierBreakEven, tierFormErrors, tierRequest, type TierForm } from './forms';

const form = (over: Partial<TierForm> = {}): TierForm => ({
  seconds: '60',
  profit_ratio: '85',
  min_amount: '10',
  max_amount: '50000',
  enabled: true,
  sort: '2',
  ...over,
});

describe('tier form', () => {
  it('maps a valid form to the set request', () => {
    expect(tierFormErrors(form())).toEqual({});
    expect(tierRequest(form({ enabled: false, sort: '' }))).toEqual({
      seconds: 60,
      profit_ratio: '85',
      min_amount: '10',
      max_amount: '50000',
      status: 0,
      sort: 0,
    });
  });

  it('refuses seconds outside 10–3600, ratios outside (0, 100], stakes with more than 2 decimals', () => {
    expect(Object.keys(tierFormErrors(form({ seconds: '5' })))).toEqual(['seconds']);
    expect(Object.keys(tierFormErrors(form({ seconds: '3601' })))).toEqual(['seconds']);
    expect(Object.keys(tierFormErrors(form({ seconds: '30.5' })))).toEqual(['seconds']);
    expect(Object.keys(tierFormErrors(form({ profit_ratio: '0' })))).toEqual(['profit_ratio']);
    expect(Object.keys(tierFormErrors(form({ profit_ratio: '100.01' })))).toEqual(['profit_ratio']);
    expect(tierFormErrors(form({ profit_ratio: '100' }))).toEqual({});
    expect(Object.keys(tierFormErrors(form({ min_amount: '10.005' })))).toEqual(['min_amount']);
    expect(Object.keys(tierFormErrors(form({ max_amount: '-1' })))).toEqual(['max_amount']);
  });

  it('refuses a minimum above the maximum', () => {
    expect(tierFormErrors(form({ min_amount: '500', max_amount: '100' }))).toEqual({
      min_amount: 'The minimum stake must not be above the maximum',
    });
  });

  it('shows the break-even win rate of a ratio: 1 / (1 + ratio)', () => {
    expect(tierBreakEven('80')).toBe('55.56 %');
    expect(tierBreakEven('100')).toBe('50.00 %');
    expect(tierBreakEven('abc')).toBe('');
  });
});
