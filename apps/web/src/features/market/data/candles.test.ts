import type { Candle } from '@meridian/contract/market';
import { describe, expect, it } from 'vitest';
import { candleRange, diffBars, klineToCandle, mergeKline } from './candles';

const bar = (id: number, close: string, extra: Partial<Candle> = {}): Candle => ({
  id,
  time: id * 1000,
  open: '10',
  high: close,
  low: '9',
  close,
  vol: '1',
  volume: '1',
  amount: '10',
  ...extra,
});

describe('candle merge', () => {
  const history = [bar(60, '10.5'), bar(120, '10.7'), bar(180, '10.6')];

  it('updates the bar in progress in place', () => {
    const next = mergeKline(history, bar(180, '10.9'));
    expect(next).toHaveLength(3);
    expect(next[2]?.close).toBe('10.9');
    expect(next[0]).toBe(history[0]);
    expect(history[2]?.close).toBe('10.6');
  });

  it('appends a new bar when the period rolls over', () => {
    const next = mergeKline(history, bar(240, '11'));
    expect(next.map((b) => b.id)).toEqual([60, 120, 180, 240]);
  });

  it('ignores an identical update and a bar older than the history', () => {
    expect(mergeKline(history, bar(180, '10.6'))).toBe(history);
    expect(mergeKline(history, bar(0, '1'))).toBe(history);
    expect(mergeKline(history, bar(150, '1'))).toBe(history);
  });

  it('updates an older bar it can place (a late message for the previous bucket)', () => {
    const next = mergeKline(history, bar(120, '10.8'));
    expect(next[1]?.close).toBe('10.8');
    expect(next).toHaveLength(3);
  });

  it('starts a list from nothing and caps its length', () => {
    expect(mergeKline([], bar(60, '1'))).toHaveLength(1);
    const capped = mergeKline(history, bar(240, '11'), 3);
    expect(capped.map((b) => b.id)).toEqual([120, 180, 240]);
  });

  it('builds a bar from a kline message (ms bucket start → s id)', () => {
    expect(
      klineToCandle({
        time: 1_700_000_040_000,
        open: '1',
        high: '2',
        low: '0.5',
        close: '1.5',
        volume: '3',
        amount: '4.5',
      }),
    ).toEqual({
      id: 1_700_000_040,
      time: 1_700_000_040_000,
      open: '1',
      high: '2',
      low: '0.5',
      close: '1.5',
      vol: '3',
      volume: '3',
      amount: '4.5',
    });
  });

  it('tells the chart whether to update one bar, append, or redraw', () => {
    const updated = mergeKline(history, bar(180, '10.9'));
    expect(diffBars(history, updated)).toBe('last-updated');
    expect(diffBars(history, mergeKline(history, bar(240, '11')))).toBe('appended');
    expect(diffBars(history, history)).toBe('none');
    expect(diffBars(history, [bar(60, '1'), bar(120, '2'), bar(180, '3')])).toBe('reset');
    expect(diffBars(history, mergeKline(history, bar(120, '10.8')))).toBe('reset');
    expect(diffBars([], history)).toBe('reset');
  });
});

describe('candle range', () => {
  it('covers 1500 bars of the period up to now', () => {
    expect(candleRange('1min', 1_700_000_000_500)).toEqual({
      from: 1_700_000_000 - 90_000,
      to: 1_700_000_000,
    });
    expect(candleRange('1day', 100_000)).toEqual({ from: 0, to: 100 });
  });
});
