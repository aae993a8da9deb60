import { describe, expect, it } from 'vitest';
import { movingAverage, movingAverageAt } from './indicators';

describe('moving average', () => {
  it('averages the last n closes, null before n values exist', () => {
    expect(movingAverage(['1', '2', '3', '4', '5'], 3)).toEqual([null, null, '2', '3', '4']);
    expect(movingAverage(['10', '11'], 5)).toEqual([null, null]);
    expect(movingAverage(['7'], 1)).toEqual(['7']);
  });

  it('is exact on decimal strings (no float drift in the rolling sum)', () => {
    const closes = Array.from({ length: 50 }, () => '0.1');
    expect(new Set(movingAverage(closes, 5).slice(4))).toEqual(new Set(['0.1']));
    expect(movingAverage(['96012.35', '96012.36', '96012.40'], 3)[2]).toBe('96012.37');
    expect(movingAverage(['1', '2'], 2)[1]).toBe('1.5');
  });

  it('computes a single point equal to the series', () => {
    const closes = ['3.5', '3.7', '3.2', '3.9', '4.1', '4.0', '3.8'];
    const full = movingAverage(closes, 5);
    closes.forEach((_, i) => expect(movingAverageAt(closes, 5, i)).toBe(full[i]));
    expect(movingAverageAt(closes, 5, 99)).toBeNull();
  });

  it('rejects a non-positive length', () => {
    expect(() => movingAverage(['1'], 0)).toThrow();
  });
});
