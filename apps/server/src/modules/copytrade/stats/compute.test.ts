import { describe, expect, it } from 'vitest';
import {
  allWindows,
  dailyCurve,
  maxDrawdown,
  percentOf,
  windowCurve,
  windowStart,
  type Close,
} from './compute';

/**
 * Worked by hand. "Now" is 2026-03-10 12:00 UTC: the 7-day window starts 2026-03-04 00:00, the 30-day window
 * 2026-02-09 00:00, the 90-day window 2025-12-11 00:00, yesterday is 2026-03-09.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const close = (at: string, profit: string, originMargin: string): Close => ({
  closedAt: new Date(at),
  profit,
  originMargin,
});
const CLOSES: Close[] = [
  close('2025-12-01T10:00:00Z', '50', '500'), // all time only (the 90-day window starts 11 December)
  close('2026-02-20T00:00:00Z', '20', '400'), // 30 and 90 days
  close('2026-03-04T09:00:00Z', '100', '1000'), // from here on: every window
  close('2026-03-04T15:00:00Z', '-150', '1000'),
  close('2026-03-09T08:00:00Z', '-30', '500'), // yesterday
  close('2026-03-09T20:00:00Z', '80', '500'), // yesterday
  close('2026-03-10T01:00:00Z', '0', '200'), // neither profitable nor losing
  close('2026-03-10T02:00:00Z', '40', '300'),
];

const fixed = (s: ReturnType<typeof allWindows> extends Map<unknown, infer V> ? V : never) => ({
  closed: s.closedCount,
  profitable: s.profitCount,
  losing: s.lossCount,
  total: s.totalProfits.toFixed(),
  winRate: s.winRate.toFixed(2),
  roi: s.roi.toFixed(2),
  drawdown: s.maxDrawdown.toFixed(),
  drawdownRate: s.maxDrawdownRate.toFixed(2),
  yesterday: s.yesterdayRoi.toFixed(2),
});

describe('trader statistics from closed positions', () => {
  it('windows are the last N UTC days, today included', () => {
    expect(windowStart(NOW, 7)?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(windowStart(NOW, 30)?.toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(windowStart(NOW, 90)?.toISOString()).toBe('2025-12-11T00:00:00.000Z');
    expect(windowStart(NOW, 0)).toBeUndefined();
  });

  it('7 days: 6 closes, 3 up, 2 down, one at 0; Σ 40 on Σ margin 3,500', () => {
    // win 3/6 = 50 %; ROI 40/3500 = 1.142857 % → 1.14; cumulative 100, −50, −80, 0, 0, 40: peak 100 to
    // trough −80 = 180 (180/3500 = 5.142857 % → 5.14); yesterday (−30 + 80)/(500 + 500) = 5 %.
    expect(fixed(allWindows(CLOSES, NOW).get(7)!)).toEqual({
      closed: 6,
      profitable: 3,
      losing: 2,
      total: '40',
      winRate: '50.00',
      roi: '1.14',
      drawdown: '180',
      drawdownRate: '5.14',
      yesterday: '5.00',
    });
  });

  it('30 and 90 days add the 20 of 20 February; all time adds the 50 of 1 December', () => {
    // 30: win 4/7 = 57.142857 → 57.14; ROI 60/3900 = 1.538 → 1.54; cumulative 20, 120, −30, −60, 20, 20,
    // 60: 120 → −60 = 180 (180/3900 = 4.615 → 4.62).
    expect(fixed(allWindows(CLOSES, NOW).get(30)!)).toMatchObject({
      closed: 7,
      profitable: 4,
      total: '60',
      winRate: '57.14',
      roi: '1.54',
      drawdown: '180',
      drawdownRate: '4.62',
    });
    expect(fixed(allWindows(CLOSES, NOW).get(90)!)).toMatchObject({ closed: 7, total: '60' });
    // all: win 5/8 = 62.5; ROI 110/4400 = 2.5; 50, 70, 170, 20, −10, 70, 70, 110: 170 → −10 = 180 (4.09 %).
    expect(fixed(allWindows(CLOSES, NOW).get(0)!)).toMatchObject({
      closed: 8,
      profitable: 5,
      losing: 2,
      total: '110',
      winRate: '62.50',
      roi: '2.50',
      drawdown: '180',
      drawdownRate: '4.09',
    });
  });

  it('an empty window is all zeros, never a division by zero', () => {
    const s = allWindows([], NOW).get(7)!;
    expect(fixed(s)).toEqual({
      closed: 0,
      profitable: 0,
      losing: 0,
      total: '0',
      winRate: '0.00',
      roi: '0.00',
      drawdown: '0',
      drawdownRate: '0.00',
      yesterday: '0.00',
    });
  });

  it('max drawdown starts at 0: a first loss is a fall, a rise alone is none', () => {
    expect(maxDrawdown(['-10', '-20', '5']).toFixed()).toBe('30');
    expect(maxDrawdown(['10', '20', '5']).toFixed()).toBe('0');
    // peak 30 → 5 (25), then a new peak 45 → 10 (35): the larger fall counts
    expect(maxDrawdown(['30', '-25', '40', '-35']).toFixed()).toBe('35');
    expect(maxDrawdown(['0.1', '-0.3']).toFixed()).toBe('0.3');
  });

  it('percentages round half up to 2 decimals', () => {
    expect(percentOf('1', '8').toFixed(2)).toBe('12.50');
    expect(percentOf('1', '3').toFixed(2)).toBe('33.33');
    expect(percentOf('2', '3').toFixed(2)).toBe('66.67');
    expect(percentOf('-1', '3').toFixed(2)).toBe('-33.33');
    expect(percentOf('5', '0').toFixed(2)).toBe('0.00');
  });

  it('the curve has one cumulative point per UTC day with closes', () => {
    const curve = dailyCurve(CLOSES).map((p) => [
      p.day,
      p.pnl.toFixed(),
      p.margin.toFixed(),
      p.roi.toFixed(2),
    ]);
    expect(curve).toEqual([
      ['2025-12-01', '50', '500', '10.00'],
      ['2026-02-20', '70', '900', '7.78'], // 70/900 = 7.777…
      ['2026-03-04', '20', '2900', '0.69'], // 20/2900 = 0.6896…
      ['2026-03-09', '70', '3900', '1.79'], // 70/3900 = 1.7948…
      ['2026-03-10', '110', '4400', '2.50'],
    ]);
  });

  it("a window's curve counts from the window's start, fills days without closes, ends at its ROI", () => {
    const curve = dailyCurve(CLOSES);
    const week = windowCurve(curve, NOW, 7).map((p) => [p.day, p.pnl.toFixed(), p.roi.toFixed(2)]);
    // base before 4 March: (70, 900). 4 March: (20 − 70)/(2900 − 900) = −2.5 %; 9 March: 0/3000;
    // 10 March: 40/3500 = 1.14 % — the 7-day ROI.
    expect(week).toEqual([
      ['2026-03-04', '-50', '-2.50'],
      ['2026-03-05', '-50', '-2.50'],
      ['2026-03-06', '-50', '-2.50'],
      ['2026-03-07', '-50', '-2.50'],
      ['2026-03-08', '-50', '-2.50'],
      ['2026-03-09', '0', '0.00'],
      ['2026-03-10', '40', '1.14'],
    ]);
    expect(windowCurve([], NOW, 30)).toHaveLength(30);
    expect(windowCurve([], NOW, 30).every((p) => p.roi.isZero())).toBe(true);
  });
});
