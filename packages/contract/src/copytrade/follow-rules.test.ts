import { describe, expect, it } from 'vitest';
import { checkCopyNumber, copyLots, profitShareOf, roundMultiple } from './follow-rules';
import { followFollowRequest } from './follow';
import { traderTermsRequest } from './copytrade';

describe('copy size (spec §5: a multiple above 1 that is not an integer is rounded to two decimals)', () => {
  it('rounds the multiple to two decimals, half up', () => {
    expect(roundMultiple('1.555').toFixed()).toBe('1.56');
    expect(roundMultiple('2.5').toFixed()).toBe('2.5');
    expect(roundMultiple('3').toFixed()).toBe('3');
  });

  it('fixed multiple: trader lots × multiple, floored to whole lots', () => {
    expect(copyLots(1, '2', 3)).toBe(6);
    expect(copyLots(1, '1.5', 3)).toBe(4); // 4.5 → 4
    expect(copyLots(1, '1.555', 3)).toBe(4); // 1.56 × 3 = 4.68 → 4
    expect(copyLots(1, '0.5', 1)).toBe(0); // under one lot: skipped
    expect(copyLots(1, '10', 50)).toBe(100); // capped at the futures maximum
  });

  it('fixed lots: the number, whatever the trader traded', () => {
    expect(copyLots(2, '3', 1)).toBe(3);
    expect(copyLots(2, '3', 40)).toBe(3);
  });

  it('checks the number against its mode', () => {
    expect(checkCopyNumber(1, '1.555')?.toFixed()).toBe('1.56');
    expect(checkCopyNumber(1, '0.001')).toBeNull();
    expect(checkCopyNumber(1, '10.01')).toBeNull();
    expect(checkCopyNumber(2, '1.5')).toBeNull();
    expect(checkCopyNumber(2, '0')).toBeNull();
    expect(checkCopyNumber(2, '100')?.toFixed()).toBe('100');
    expect(checkCopyNumber(2, '101')).toBeNull();
  });

  it('reads the follow request', () => {
    const ok = followFollowRequest.parse({ trader_user_id: '7', type: '1', number: 1.5, budget: '500' });
    expect(ok).toMatchObject({ trader_user_id: 7, type: 1, number: '1.5', budget: '500' });
    expect(ok.stop_loss_percent).toBeUndefined();
    expect(
      followFollowRequest.safeParse({ trader_user_id: 7, type: 3, number: '1', budget: '5' }).success,
    ).toBe(false);
    expect(
      followFollowRequest.safeParse({ trader_user_id: 7, type: 1, number: '1', budget: '5.001' }).success,
    ).toBe(false);
    // a budget that is not a decimal is refused, not thrown on (the refinement ran on '' and 'abc')
    for (const budget of ['', 'abc', '1e3'])
      expect(
        followFollowRequest.safeParse({ trader_user_id: 7, type: 1, number: '1', budget }).error?.issues[0]
          ?.message,
      ).toBe('follow_budget_invalid');
    const share = (profit_share: string) =>
      traderTermsRequest.safeParse({ profit_share, min_amount: '10' }).error?.issues[0]?.message;
    expect(share('')).toBe('trader_share_invalid');
    expect(share('30.01')).toBe('trader_share_invalid');
    expect(share('30')).toBeUndefined();
    expect(
      followFollowRequest.safeParse({
        trader_user_id: 7,
        type: 1,
        number: '1',
        budget: '5',
        stop_loss_percent: 101,
      }).success,
    ).toBe(false);
  });
});

describe('profit share above the high-water mark', () => {
  it('pays the rate on the profit above the mark only', () => {
    // first copy: +100 at 10 % → 10, mark 100
    const a = profitShareOf({ profit: '100', cumulative: '0', highWater: '0', ratePercent: '10' });
    expect([a.share.toFixed(), a.highWater.toFixed(), a.cumulative.toFixed()]).toEqual(['10', '100', '100']);
    // a loss of 60: cumulative 40, no share, the mark stays 100
    const b = profitShareOf({
      profit: '-60',
      cumulative: a.cumulative,
      highWater: a.highWater,
      ratePercent: '10',
    });
    expect([b.share.toFixed(), b.highWater.toFixed(), b.cumulative.toFixed()]).toEqual(['0', '100', '40']);
    // +50: only 40 → 90 recovers; nothing above 100 yet
    const c = profitShareOf({
      profit: '50',
      cumulative: b.cumulative,
      highWater: b.highWater,
      ratePercent: '10',
    });
    expect([c.share.toFixed(), c.highWater.toFixed()]).toEqual(['0', '100']);
    // +30: 90 → 120, 20 above the mark → 2
    const d = profitShareOf({
      profit: '30',
      cumulative: c.cumulative,
      highWater: c.highWater,
      ratePercent: '10',
    });
    expect([d.above.toFixed(), d.share.toFixed(), d.highWater.toFixed()]).toEqual(['20', '2', '120']);
  });

  it('rounds the share down to 6 decimals', () => {
    const s = profitShareOf({ profit: '0.0000019', cumulative: '0', highWater: '0', ratePercent: '30' });
    expect(s.share.toFixed()).toBe('0');
  });
});
