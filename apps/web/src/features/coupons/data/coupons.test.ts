import { describe, expect, it } from 'vitest';
import { expiresSoon, timeLeft } from './countdown';
import { couponOutcome, couponSplit } from './split';

const NOW = Date.parse('2026-03-01T00:00:00Z');

describe('timeLeft', () => {
  it('says days, hours, minutes and seconds left while there are days', () => {
    expect(timeLeft('2026-03-03T03:04:05Z', NOW)).toEqual({
      key: 'days',
      values: { d: 2, h: 3, m: 4, s: 5 },
    });
  });

  it('drops to the largest unit left: hours, minutes, seconds', () => {
    expect(timeLeft('2026-03-01T05:00:09Z', NOW).key).toBe('hours');
    expect(timeLeft('2026-03-01T00:07:00Z', NOW)).toEqual({
      key: 'minutes',
      values: { d: 0, h: 0, m: 7, s: 0 },
    });
    expect(timeLeft('2026-03-01T00:00:42Z', NOW)).toEqual({
      key: 'seconds',
      values: { d: 0, h: 0, m: 0, s: 42 },
    });
  });

  it('is expired at the time and after it', () => {
    expect(timeLeft('2026-03-01T00:00:00Z', NOW).key).toBe('expired');
    expect(timeLeft('2026-02-20T00:00:00Z', NOW).key).toBe('expired');
  });

  it('warns under a day left, not after the end', () => {
    expect(expiresSoon('2026-03-01T23:59:59Z', NOW)).toBe(true);
    expect(expiresSoon('2026-03-02T00:00:00Z', NOW)).toBe(false);
    expect(expiresSoon('2026-02-28T00:00:00Z', NOW)).toBe(false);
  });
});

describe('couponSplit', () => {
  it('a 20 USDT coupon on a 25.5 margin with a 0.51 fee: 20 by coupon, 6.01 from the balance', () => {
    expect(couponSplit('25.5', '0.51', '20')).toEqual({
      byCoupon: '20',
      fromBalance: '6.01',
      tooSmall: false,
    });
  });

  it('a margin equal to the value leaves only the fee to the balance', () => {
    expect(couponSplit('20', '0.4', '20')).toEqual({ byCoupon: '20', fromBalance: '0.4', tooSmall: false });
  });

  it('an options stake has no fee: 100 stake, 10 coupon → 90 from the balance', () => {
    expect(couponSplit('100', null, '10')).toEqual({ byCoupon: '10', fromBalance: '90', tooSmall: false });
  });

  it('a margin under the value is too small (the server refuses it)', () => {
    expect(couponSplit('12.34', '0.25', '20')?.tooSmall).toBe(true);
  });

  it('nothing to split without a margin yet', () => {
    expect(couponSplit(null, null, '20')).toBeNull();
    expect(couponSplit('', '0', '20')).toBeNull();
  });

  it('keeps the decimals exact (0.1 + 0.2 style sums)', () => {
    expect(couponSplit('20.3', '0.1', '20.2')?.fromBalance).toBe('0.2');
  });
});

describe('couponOutcome', () => {
  it('margin 150 with a 100 coupon closed at +30: 100 returned, 30 profit kept', () => {
    expect(couponOutcome({ result: '30', returned: '100' })).toEqual({
      result: '30',
      returned: '100',
      profitKept: '30',
    });
  });

  it('closed at −30: the coupon absorbed the loss (70 returned), no profit kept', () => {
    expect(couponOutcome({ result: '-30', returned: '70' })).toEqual({
      result: '-30',
      returned: '70',
      profitKept: '0',
    });
  });

  it('nothing to say before the close', () => {
    expect(couponOutcome({ result: null, returned: null })).toBeNull();
  });
});
