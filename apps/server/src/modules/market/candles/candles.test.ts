import { describe, expect, it } from 'vitest';
import type { RawBar } from '../feed/types';
import { aggregateBars, applyTick } from './aggregate';
import { bucketStart, parsePeriod } from './periods';

const bar = (t: number, o: string, h: string, l: string, c: string, v: string, a: string): RawBar => ({
  t,
  open: o,
  high: h,
  low: l,
  close: c,
  volume: v,
  amount: a,
});

describe('periods', () => {
  it('parses the original names and the aliases', () => {
    expect(['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'].map(parsePeriod)).toEqual([
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1day',
      '1week',
      '1mon',
    ]);
    expect(['1H', '1D', '1W', '1M'].map(parsePeriod)).toEqual(['60min', '1day', '1week', '1mon']);
    expect(['1m', '5m', '15m', '30m', '1h', '1d', '1w'].map(parsePeriod)).toEqual([
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1day',
      '1week',
    ]);
    // "1M" is a month (original alias), never a minute.
    expect(parsePeriod('1M')).toBe('1mon');
    for (const bad of ['2min', '1Y', '', '1MIN', '60']) expect(parsePeriod(bad)).toBeUndefined();
  });

  it('computes UTC bucket starts: minutes, days, Monday weeks, calendar months', () => {
    const t = Date.UTC(2026, 10, 19, 13, 47, 31) / 1000; // Thursday 19 Nov 2026 13:47:31
    expect(bucketStart('1min', t)).toBe(Date.UTC(2026, 10, 19, 13, 47) / 1000);
    expect(bucketStart('5min', t)).toBe(Date.UTC(2026, 10, 19, 13, 45) / 1000);
    expect(bucketStart('15min', t)).toBe(Date.UTC(2026, 10, 19, 13, 45) / 1000);
    expect(bucketStart('30min', t)).toBe(Date.UTC(2026, 10, 19, 13, 30) / 1000);
    expect(bucketStart('60min', t)).toBe(Date.UTC(2026, 10, 19, 13, 0) / 1000);
    expect(bucketStart('1day', t)).toBe(Date.UTC(2026, 10, 19) / 1000);
    expect(bucketStart('1week', t)).toBe(Date.UTC(2026, 10, 16) / 1000); // Monday 16 Nov
    expect(bucketStart('1week', Date.UTC(2026, 10, 16) / 1000)).toBe(Date.UTC(2026, 10, 16) / 1000);
    expect(bucketStart('1week', Date.UTC(2026, 10, 22, 23, 59) / 1000)).toBe(Date.UTC(2026, 10, 16) / 1000); // Sunday
    expect(bucketStart('1mon', t)).toBe(Date.UTC(2026, 10, 1) / 1000);
  });
});

describe('aggregateBars', () => {
  it('folds minute bars into 5-minute bars, checked by hand', () => {
    const m = (i: number) => 1_800_000_000 + i * 60; // 1800000000 is a multiple of 300
    const minutes = [
      bar(m(0), '100.00', '101.50', '99.80', '101.00', '2', '201'),
      bar(m(1), '101.00', '102.00', '100.90', '101.90', '1.5', '152.5'),
      bar(m(2), '101.90', '101.95', '98.70', '99.10', '3', '299'),
      bar(m(4), '99.10', '99.40', '99.00', '99.30', '0.25', '24.8'),
      bar(m(5), '99.30', '99.90', '99.20', '99.85', '1', '99.6'),
    ];
    expect(aggregateBars(minutes, '5min')).toEqual([
      bar(m(0), '100.00', '102', '98.7', '99.30', '6.75', '677.3'),
      bar(m(5), '99.30', '99.9', '99.2', '99.85', '1', '99.6'),
    ]);
  });

  it('keeps exact decimals where floats would drift', () => {
    const bars = [
      bar(0, '0.1', '0.1', '0.1', '0.1', '0.1', '0.01'),
      bar(60, '0.2', '0.2', '0.2', '0.2', '0.2', '0.04'),
    ];
    expect(aggregateBars(bars, '5min')[0]).toMatchObject({ volume: '0.3', amount: '0.05' });
  });

  it('applies ticks to the live bar', () => {
    let b = applyTick(undefined, 60, '10.5', '2');
    b = applyTick(b, 60, '10.9', '1');
    b = applyTick(b, 60, '10.1', '0.5');
    expect(b).toEqual(bar(60, '10.5', '10.9', '10.1', '10.1', '3.5', '36.95'));
    expect(applyTick(b, 120, '10.2', '1')).toEqual(bar(120, '10.2', '10.2', '10.2', '10.2', '1', '10.2'));
  });
});
