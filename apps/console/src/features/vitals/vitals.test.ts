import { describe, expect, it } from 'vitest';
import { formatP75, samplesOf, statCell } from './vitals';

describe('vitals cells', () => {
  it('reads milliseconds whole and CLS to three places', () => {
    expect(formatP75('LCP', 2312.6)).toBe('2,313 ms');
    expect(formatP75('INP', 40)).toBe('40 ms');
    expect(formatP75('CLS', 0.1234)).toBe('0.123');
  });

  it('rates a p75 by the thresholds, and shows nothing without samples', () => {
    expect(statCell('LCP', { p75: 2500, count: 3 })).toEqual({ text: '2,500 ms', rating: 'good', count: 3 });
    expect(statCell('INP', { p75: 320, count: 9 })?.rating).toBe('needs-improvement');
    expect(statCell('CLS', { p75: 0.3, count: 1 })?.rating).toBe('poor');
    expect(statCell('LCP', null)).toBeNull();
  });

  it("counts a row's samples as its best-sampled metric", () => {
    const row = {
      day: '2026-03-10',
      page: 'home',
      metrics: {
        LCP: { p75: 1, count: 4 },
        INP: null,
        CLS: { p75: 0, count: 7 },
        FCP: null,
        TTFB: { p75: 1, count: 5 },
      },
    };
    expect(samplesOf(row)).toBe(7);
    expect(samplesOf({ ...row, metrics: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null } })).toBe(
      0,
    );
  });
});
