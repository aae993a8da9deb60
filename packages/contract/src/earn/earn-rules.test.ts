import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../decimal';
import {
  allocateIeo,
  investHoldingDays,
  investOutcomes,
  investPayout,
  investSettleAt,
  ieoPhase,
  ieoRemainingPercent,
  ieoSettlement,
  lockDividend,
  lockExpectedIncome,
  lockRedemption,
  lockRemainingDays,
  lockTerm,
  settlementMean,
} from './earn-rules';

describe('lock mining (spec §9)', () => {
  it('penalty = rate × remaining days × amount: 0.4 %, 3 days, 1000 → 12, return 988', () => {
    const r = lockRedemption('1000', '0.4', 3, 8);
    expect(r.penalty.toFixed()).toBe('12');
    expect(r.refund.toFixed()).toBe('988');
  });

  it('a dividend a day of 30 to 40 on 10,000 at 0.3 %–0.4 %, five days', () => {
    expect(lockDividend('10000', '0.3', 8).toFixed()).toBe('30');
    expect(lockDividend('10000', '0.4', 8).toFixed()).toBe('40');
    const five = lockExpectedIncome('10000', 5, { min: '0.3', max: '0.4' }, 8);
    expect([five.min.toFixed(), five.max.toFixed()]).toEqual(['150', '200']);
  });

  it('rounds the dividend down and the penalty up, never above the amount', () => {
    expect(lockDividend('0.123456789', '0.3', 8).toFixed()).toBe('0.00037037');
    expect(lockRedemption('0.00000001', '0.4', 3, 8).penalty.toFixed()).toBe('0.00000001');
    expect(lockRedemption('100', '50', 3650, 8).refund.toFixed()).toBe('0');
  });

  it('starts at the next midnight UTC and counts the current day as remaining', () => {
    const { startAt, endAt } = lockTerm(new Date('2026-11-23T10:00:00Z'), 5);
    expect(startAt.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(endAt.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(lockRemainingDays(startAt, 5, new Date('2026-11-23T12:00:00Z'))).toBe(5);
    expect(lockRemainingDays(startAt, 5, new Date('2026-11-24T00:00:00Z'))).toBe(5);
    expect(lockRemainingDays(startAt, 5, new Date('2026-11-26T13:00:00Z'))).toBe(3);
    expect(lockRemainingDays(startAt, 5, new Date('2026-11-29T00:00:00Z'))).toBe(0);
  });
});

describe('IEO allocation', () => {
  it('fills every request (up to the cap) when they fit the supply', () => {
    const r = allocateIeo(
      [
        { id: 1, amount: '300' },
        { id: 2, amount: '900' },
      ],
      '2000',
      '500',
      8,
    );
    expect(r.oversubscribed).toBe(false);
    expect(r.allocations.map((a) => [a.id, a.amount.toFixed(), a.capped])).toEqual([
      [2, '500', true],
      [1, '300', false],
    ]);
    expect(r.unallocated.toFixed()).toBe('1200');
  });

  it('shares pro rata when oversubscribed, and redistributes what the cap cuts off', () => {
    // 1,000 tokens, cap 400; requests 2,000 / 500 / 500: k = 1000/3000 would give the first 666.67 → capped at
    // 400; the other 600 go to the rest at 600/1000 = 0.6 → 300 each.
    const r = allocateIeo(
      [
        { id: 7, amount: '500' },
        { id: 3, amount: '2000' },
        { id: 9, amount: '500' },
      ],
      '1000',
      '400',
      8,
    );
    expect(r.oversubscribed).toBe(true);
    expect(r.ratio.toFixed()).toBe('0.6');
    expect(r.allocations.map((a) => [a.id, a.amount.toFixed(), a.capped])).toEqual([
      [3, '400', true],
      [7, '300', false],
      [9, '300', false],
    ]);
    expect(r.unallocated.toFixed()).toBe('0');
  });

  it('payments and refunds add up to what was held, exactly', () => {
    const { cost, refund } = ieoSettlement('200', '33.33333333', '3');
    expect(cost.plus(refund).toFixed()).toBe('200');
    expect(cost.toFixed()).toBe('99.99999999');
  });

  it('never allocates more than the supply, a request or the cap (property)', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(1000));
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (amounts, supplyMilli, capMilli) => {
          const supply = new Decimal(supplyMilli).div(1000);
          const cap = new Decimal(capMilli).div(1000);
          const r = allocateIeo(
            amounts.map((a, i) => ({ id: i + 1, amount: a })),
            supply,
            cap,
            8,
          );
          const total = r.allocations.reduce((s, a) => s.plus(a.amount), new Decimal(0));
          expect(total.plus(r.unallocated).eq(supply)).toBe(true);
          expect(r.unallocated.gte(0)).toBe(true);
          for (const a of r.allocations) {
            expect(a.amount.lte(cap)).toBe(true);
            expect(a.amount.lte(amounts[a.id - 1]!)).toBe(true);
            expect(a.amount.gte(0)).toBe(true);
          }
        },
      ),
    );
  });

  it('phases and the remaining share', () => {
    const s = new Date('2026-12-01T00:00:00Z');
    const e = new Date('2026-12-05T00:00:00Z');
    expect(ieoPhase(new Date('2026-11-30T00:00:00Z'), s, e)).toBe('warmup');
    expect(ieoPhase(s, s, e)).toBe('live');
    expect(ieoPhase(e, s, e)).toBe('ended');
    expect(ieoRemainingPercent('0', '1000')).toBe('100.00');
    expect(ieoRemainingPercent('250', '1000')).toBe('75.00');
    expect(ieoRemainingPercent('3000', '1000')).toBe('0.00');
  });
});

describe('invest and dual settlement (spec §9)', () => {
  const dp = { coin: 8, usdt: 6 };
  // 1 BTC, linked price 100,000, APR 36.5 %, 10 days → factor 1.01
  const call = { type: 'call' as const, amount: '1', linkedPrice: '100000', aprPct: '36.5', days: 10 };

  it('call: below the linked price, coin = amount × (1 + days × apr / 365)', () => {
    expect(investPayout(call, '99999.99', dp)).toEqual({ currency: 'coin', amount: new Decimal('1.01') });
  });

  it('call: otherwise, USDT = amount × linked price × (1 + days × apr / 365)', () => {
    expect(investPayout(call, '100000', dp)).toEqual({ currency: 'usdt', amount: new Decimal('101000') });
    expect(investPayout(call, '120000', dp).amount.toFixed()).toBe('101000');
  });

  it('put (its mirror): above the linked price USDT = amount × factor; otherwise coin = amount ÷ linked × factor', () => {
    const put = { ...call, type: 'put' as const, amount: '50000' };
    expect(investPayout(put, '100000.01', dp)).toEqual({ currency: 'usdt', amount: new Decimal('50500') });
    expect(investPayout(put, '100000', dp)).toEqual({ currency: 'coin', amount: new Decimal('0.505') });
  });

  it('previews both outcomes with the same formula', () => {
    const o = investOutcomes(call, dp);
    expect([o.below.currency, o.below.amount.toFixed()]).toEqual(['coin', '1.01']);
    expect([o.above.currency, o.above.amount.toFixed()]).toEqual(['usdt', '101000']);
  });

  it('settles at 08:00 UTC on the maturity date, at the mean of the samples', () => {
    expect(investSettleAt('2026-12-01').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(investHoldingDays(new Date('2026-11-23T23:59:00Z'), '2026-12-01')).toBe(8);
    expect(settlementMean(['100', '101', '102.005'], 2).toFixed()).toBe('101');
    expect(settlementMean(['1', '2'], 2).toFixed()).toBe('1.5');
  });
});
