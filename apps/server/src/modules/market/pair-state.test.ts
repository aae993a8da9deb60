import { describe, expect, it } from 'vitest';
import type { RawBar } from './feed/types';
import { PairState, percent } from './pair-state';

const D = Date.UTC(2026, 10, 19) / 1000; // Thursday 19 Nov 2026 00:00 UTC
const bar = (t: number, o: string, h: string, l: string, c: string, v = '1', a = '100'): RawBar => ({
  t,
  open: o,
  high: h,
  low: l,
  close: c,
  volume: v,
  amount: a,
});
const tick = (t: number, price: string, volume = '1') => ({ pairId: 1, time: t * 1000, price, volume });

describe('percent', () => {
  it('signs and rounds the change to two decimals', () => {
    expect(percent('100', '101.234')).toBe('+1.23');
    expect(percent('100', '99.6')).toBe('-0.40');
    expect(percent('100', '100')).toBe('0.00');
    expect(percent('100', '99.999')).toBe('0.00');
    expect(percent('0', '5')).toBe('0.00');
  });
});

describe('PairState', () => {
  it('folds ticks into the minute in progress and closes it when the next minute starts', () => {
    const s = new PairState(1);
    expect(s.apply(tick(D + 5, '100'))).toBeUndefined();
    s.apply(tick(D + 20, '103'));
    s.apply(tick(D + 40, '99'));
    expect(s.currentMinute).toEqual(bar(D, '100', '103', '99', '99', '3', '302'));
    const closed = s.apply(tick(D + 61, '101'));
    expect(closed).toEqual(bar(D, '100', '103', '99', '99', '3', '302'));
    expect(s.lastPrice).toBe('101');
  });

  it('reports the rolling 24 h ticker: first open, extremes, sums, change', () => {
    const s = new PairState(1);
    s.load(
      [bar(D, '100', '110', '95', '105', '2', '200'), bar(D + 60, '105', '120', '104', '118', '3', '330')],
      [],
    );
    s.apply(tick(D + 125, '90', '1'));
    expect(s.ticker()).toEqual({
      last: '90',
      open: '100',
      high: '120',
      low: '90',
      volume: '6',
      amount: '620',
      change: '-10.00',
      time: (D + 125) * 1000,
    });
  });

  it('drops minutes older than 24 h from the ticker', () => {
    const s = new PairState(1);
    s.load([bar(D, '50', '500', '1', '60', '9', '900'), bar(D + 86_400 - 60, '100', '101', '99', '100')], []);
    s.apply(tick(D + 86_400 + 1, '102'));
    s.apply(tick(D + 86_400 + 61, '104'));
    const t = s.ticker()!;
    expect(t.open).toBe('100');
    expect(t.high).toBe('104');
    expect(t.low).toBe('99');
  });

  it('builds the bar in progress of every period from memory', () => {
    const s = new PairState(1);
    const days = [
      bar(D - 3 * 86_400, '80', '85', '79', '84', '10', '800'),
      bar(D - 86_400, '84', '95', '83', '90', '20', '1800'),
    ];
    const minutes = [
      bar(D + 3600, '90', '92', '89', '91'),
      bar(D + 3660, '91', '93', '90', '92'),
      bar(D + 3900, '92', '96', '91', '95'),
    ];
    s.load(minutes, days);
    s.apply(tick(D + 3960 + 5, '97'));
    expect(s.currentBar('1min')).toEqual(bar(D + 3960, '97', '97', '97', '97', '1', '97'));
    expect(s.currentBar('5min')).toEqual(bar(D + 3900, '92', '97', '91', '97', '2', '197'));
    expect(s.currentBar('60min')).toEqual(bar(D + 3600, '90', '97', '89', '97', '4', '397'));
    expect(s.currentBar('1day')).toEqual(bar(D, '90', '97', '89', '97', '4', '397'));
    // Week of Monday 16 Nov: the days of 16 and 18 Nov plus today.
    expect(s.currentBar('1week')).toEqual(bar(D - 3 * 86_400, '80', '97', '79', '97', '34', '2997'));
    expect(s.currentBar('1mon')).toEqual(
      bar(Date.UTC(2026, 10, 1) / 1000, '80', '97', '79', '97', '34', '2997'),
    );
  });

  it('closes a day when the first minute of the next one closes', () => {
    const s = new PairState(1);
    s.load([bar(D + 86_400 - 120, '10', '11', '9', '10')], []);
    s.apply(tick(D + 86_400 - 60, '12'));
    s.apply(tick(D + 86_400 + 1, '13'));
    s.apply(tick(D + 86_400 + 61, '14'));
    expect(s.currentBar('1day')).toEqual(bar(D + 86_400, '13', '14', '13', '14', '2', '27'));
    expect(s.currentBar('1week')).toEqual(bar(D - 3 * 86_400, '10', '14', '9', '14', '4', '139'));
  });
});
