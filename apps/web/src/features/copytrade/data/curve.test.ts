import { describe, expect, it } from 'vitest';
import { agreementPath, idParam, safeNext, traderPath } from '../paths';
import { curveSeries } from './curve';

describe("a trader's curve as the chart's series", () => {
  it('one point per UTC day in seconds, oldest first, the last value of a day kept, bad points left out', () => {
    const points = [
      { time: '2025-03-02T00:00:00Z', pnl: '15.5', roi: '3.1' },
      { time: '2025-03-01T00:00:00Z', pnl: '-4', roi: '-0.8' },
      { time: 'not a date', pnl: '1', roi: '1' },
      { time: '2025-03-03T00:00:00Z', pnl: '', roi: 'x' },
      { time: '2025-03-02T00:00:00Z', pnl: '20', roi: '4' },
    ];
    expect(curveSeries(points, 'roi')).toEqual([
      { time: 1740787200, value: -0.8 },
      { time: 1740873600, value: 4 },
    ]);
    expect(curveSeries(points, 'pnl').map((p) => p.value)).toEqual([-4, 20]);
    expect(curveSeries([], 'roi')).toEqual([]);
  });
});

describe('copy-trading links', () => {
  it('keeps the area the user came from', () => {
    expect(traderPath(7, '/pages/follow/index')).toBe('/pages/follow/trader?id=7');
    expect(traderPath(7, '/pages/copytrade/copy')).toBe('/pages/copytrade/trader?id=7');
  });
  it('opens the agreement in Chinese for zh readers, English otherwise, and comes back only inside the app', () => {
    expect(agreementPath('zh', '/pages/follow/follow?id=7')).toBe(
      '/pages/follow/agreement_zh?next=%2Fpages%2Ffollow%2Ffollow%3Fid%3D7',
    );
    expect(agreementPath('fra', '/x')).toMatch(/^\/pages\/follow\/agreement_en\?/);
    expect(safeNext('/pages/follow/follow?id=7')).toBe('/pages/follow/follow?id=7');
    expect(safeNext('https://evil.example/')).toBe('/pages/copytrade/my');
    expect(safeNext(null)).toBe('/pages/copytrade/my');
  });
  it('reads a trader id from the address', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '01']) expect(idParam(bad)).toBe(0);
  });
});
