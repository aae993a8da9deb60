import { describe, expect, it } from 'vitest';
import {
  couponCampaignCost,
  couponCovers,
  couponExpiresAt,
  couponReturn,
  couponSecondsLeft,
  couponSourceRef,
} from './coupon-rules';

const ret = (margin: string, value: string, payout: string) => {
  const r = couponReturn(margin, value, payout);
  return {
    own: r.own.toFixed(),
    returned: r.returned.toFixed(),
    kept: r.kept.toFixed(),
    result: r.result.toFixed(),
  };
};

describe('experience coupons: the value returned at close, min(V, max(0, P − own))', () => {
  it('margin 100 all coupon (V 100): +30 → P 130 returns 100, the user keeps 30', () => {
    expect(ret('100', '100', '130')).toEqual({ own: '0', returned: '100', kept: '30', result: '30' });
  });
  it('margin 100 all coupon: −30 → P 70 returns 70, the user keeps 0', () => {
    expect(ret('100', '100', '70')).toEqual({ own: '0', returned: '70', kept: '0', result: '-30' });
  });
  it('margin 100 all coupon: liquidated → P 0 returns 0', () => {
    expect(ret('100', '100', '0')).toEqual({ own: '0', returned: '0', kept: '0', result: '-100' });
  });
  it('margin 150, V 100 (own 50): −30 → P 120 returns 70, the user keeps 50', () => {
    expect(ret('150', '100', '120')).toEqual({ own: '50', returned: '70', kept: '50', result: '-30' });
  });
  it('margin 150, V 100: +30 → P 180 returns 100, the user keeps 80', () => {
    expect(ret('150', '100', '180')).toEqual({ own: '50', returned: '100', kept: '80', result: '30' });
  });
  it('margin 150, V 100: −120 → P 30 returns 0 (the coupon is gone), the user keeps 30 of their 50', () => {
    expect(ret('150', '100', '30')).toEqual({ own: '50', returned: '0', kept: '30', result: '-120' });
  });
  it('options stake 100 = V at 80 %: win P 180 returns 100 (keeps 80); lose P 0 returns 0; draw P 100 returns 100', () => {
    expect(ret('100', '100', '180')).toMatchObject({ returned: '100', kept: '80' });
    expect(ret('100', '100', '0')).toMatchObject({ returned: '0', kept: '0' });
    expect(ret('100', '100', '100')).toMatchObject({ returned: '100', kept: '0' });
  });
});

describe('experience coupons: the rest of the rules', () => {
  it('a coupon covers a margin or stake at least its value', () => {
    expect(couponCovers('100', '100')).toBe(true);
    expect(couponCovers('100', '150.5')).toBe(true);
    expect(couponCovers('100', '99.99')).toBe(false);
  });
  it('expires exactly `days` × 24 h after the grant; seconds left never below 0', () => {
    const at = new Date('2026-01-31T10:00:00Z');
    expect(couponExpiresAt(at, 7).toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(couponSecondsLeft(new Date('2026-02-07T10:00:00Z'), new Date('2026-02-07T09:58:30.400Z'))).toBe(
      89,
    );
    expect(couponSecondsLeft(at, new Date('2026-02-01T00:00:00Z'))).toBe(0);
  });
  it('grant keys: registration, invite:<referee>, manual:<id>', () => {
    expect(couponSourceRef.registration()).toBe('registration');
    expect(couponSourceRef.invitation(42)).toBe('invite:42');
    expect(couponSourceRef.manual('abc')).toBe('manual:abc');
  });
  it('a campaign costs Σ value spent − Σ returned: 3 × 10 spent, 10 + 4.5 returned → 15.5', () => {
    expect(couponCampaignCost('30', '14.5').toFixed()).toBe('15.5');
  });
});
