import type { Candle } from '@meridian/contract/market';
import { describe, expect, it } from 'vitest';
import { barChangePercent, buildSeries, chartTime, maAt } from './chartData';

const bar = (id: number, open: string, close: string, vol = '2'): Candle => ({
  id,
  time: id * 1000,
  open,
  high: close,
  low: open,
  close,
  vol,
  volume: vol,
  amount: '1',
});
const tokyo = () => 9 * 60;
const newYork = () => -5 * 60;

describe('chart data', () => {
  it('shifts intraday bars to local time and keeps day bars on their UTC date', () => {
    expect(chartTime(1_700_000_040, '1min', tokyo)).toBe(1_700_000_040 + 9 * 3600);
    expect(chartTime(1_700_000_040, '60min', newYork)).toBe(1_700_000_040 - 5 * 3600);
    expect(chartTime(1_699_920_000, '1day', newYork)).toBe(1_699_920_000);
    expect(chartTime(1_699_920_000, '1mon', tokyo)).toBe(1_699_920_000);
  });

  it('builds candles, coloured volume and MA lines that start once enough bars exist', () => {
    const bars = Array.from({ length: 12 }, (_, i) => bar(60 * (i + 1), String(10 + i), String(11 + i)));
    bars[3] = bar(240, '20', '12');
    const s = buildSeries(bars, '1min', () => 0);
    expect(s.candles).toHaveLength(12);
    expect(s.candles[0]).toEqual({ time: 60, open: 10, high: 11, low: 10, close: 11 });
    expect(s.volumes[3]?.color).toMatch(/240, 74, 90/);
    expect(s.volumes[0]?.color).toMatch(/40, 186, 152/);
    expect(s.ma[5]).toHaveLength(8);
    expect(s.ma[5][0]).toEqual({ time: 300, value: 12.6 });
    expect(s.ma[10]).toHaveLength(3);
    expect(s.ma[30]).toHaveLength(0);
  });

  it('gives the legend exact MA values and the bar change', () => {
    const bars = [
      bar(60, '1', '1.1'),
      bar(120, '1.1', '1.2'),
      bar(180, '1.2', '1.3'),
      bar(240, '1.3', '1.4'),
      bar(300, '1.4', '1.5'),
    ];
    expect(maAt(bars, 4)).toEqual({ 5: '1.3', 10: null, 30: null });
    expect(barChangePercent(bars, 1)).toBe('9.09');
    expect(barChangePercent(bars, 0)).toBe('10.00');
    expect(barChangePercent(bars, 9)).toBeNull();
  });
});
