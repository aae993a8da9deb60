import { describe, expect, it } from 'vitest';
import { DEMO_STRATEGIES, decide, signalOf, stopsFor, type DemoStrategy } from './strategies';

const trend = DEMO_STRATEGIES.find((s) => s.kind === 'trend')!;
const revert = DEMO_STRATEGIES.find((s) => s.kind === 'revert')!;
const NOW = 1_800_000_000_000;
const flat = (n: number, v: number) => Array.from({ length: n }, () => String(v));
const run = (s: DemoStrategy, marks: string[], holding: Parameters<typeof decide>[2] = null, now = NOW) =>
  decide(s, marks, holding, now);

describe('demo strategies: decisions on fixed price series', () => {
  it('the published texts say the numbers the rules use', () => {
    expect(trend).toMatchObject({ fast: 3, slow: 8, tpPercent: '0.5', slPercent: '0.3', lots: 1 });
    expect(trend.strategy).toContain('Every 10 s');
    expect(trend.strategy).toContain('last 3 samples');
    expect(trend.strategy).toContain('last 8,');
    expect(trend.strategy).toContain('take-profit 0.5 %, stop-loss 0.3 %');
    expect(revert).toMatchObject({ window: 8, bandPercent: '0.08', lots: 2 });
    expect(revert.strategy).toContain('more than 0.08 % above the average of the last 8 samples');
  });

  it('trend follower: nothing until 9 samples, then long on a cross up and short on a cross down', () => {
    expect(run(trend, [...flat(7, 100), '101'])).toEqual({ kind: 'hold' }); // 8 samples: too few
    expect(run(trend, flat(9, 100))).toEqual({ kind: 'hold' }); // flat: no cross
    // 8 × 100 then 101: before, fast − slow = 0; now fast (2 × 100 + 101)/3 = 100.333 > slow 801/8 = 100.125
    expect(run(trend, [...flat(8, 100), '101'])).toEqual({ kind: 'open', side: 'long' });
    expect(run(trend, [...flat(8, 100), '99'])).toEqual({ kind: 'open', side: 'short' });
  });

  it('trend follower: a trend already under way is no cross (fast was already above slow)', () => {
    const rising = Array.from({ length: 9 }, (_, i) => String(100 + i));
    // before: fast avg(105..107) = 106 > slow avg(100..107) = 103.5, and still above now
    expect(signalOf(trend, rising)).toBeNull();
    expect(run(trend, rising)).toEqual({ kind: 'hold' });
  });

  it('trend follower: closes a long on the opposite cross, or after 15 minutes whatever the price', () => {
    const long = { side: 'long' as const, openedAt: NOW - 60_000 };
    expect(run(trend, [...flat(8, 100), '99'], long)).toEqual({ kind: 'close', why: 'signal' });
    expect(run(trend, [...flat(8, 100), '101'], long)).toEqual({ kind: 'hold' }); // same side: keep it
    expect(run(trend, flat(9, 100), long)).toEqual({ kind: 'hold' });
    const old = { side: 'long' as const, openedAt: NOW - 15 * 60_000 };
    expect(run(trend, flat(9, 100), old)).toEqual({ kind: 'close', why: 'time' });
    expect(run(trend, flat(9, 100), { ...old, openedAt: old.openedAt + 1 })).toEqual({ kind: 'hold' });
  });

  it('mean-reverter: sells 0.08 % above the 8-sample average, buys as far below', () => {
    // 7 × 3000 then 3002: average 3000.25, +0.0583 % — inside the band
    expect(run(revert, [...flat(7, 3000), '3002'])).toEqual({ kind: 'hold' });
    // 7 × 3000 then 3003: average 3000.375, +0.0875 % — beyond it: fade the move up
    expect(run(revert, [...flat(7, 3000), '3003'])).toEqual({ kind: 'open', side: 'short' });
    // 7 × 3000 then 2990: average 2998.75, −0.2918 %
    expect(run(revert, [...flat(7, 3000), '2990'])).toEqual({ kind: 'open', side: 'long' });
    expect(run(revert, [...flat(6, 3000), '2990'])).toEqual({ kind: 'hold' }); // 7 samples: too few
  });

  it('mean-reverter: closes when the price is back at its average', () => {
    const short = { side: 'short' as const, openedAt: NOW - 60_000 };
    const long = { side: 'long' as const, openedAt: NOW - 60_000 };
    expect(run(revert, flat(8, 3000), short)).toEqual({ kind: 'close', why: 'signal' });
    // 7 × 3000 then 2998: below the average 2999.75 (−0.058 %, no signal): a long waits
    expect(run(revert, [...flat(7, 3000), '2998'], long)).toEqual({ kind: 'hold' });
    expect(run(revert, [...flat(7, 3000), '3001'], long)).toEqual({ kind: 'close', why: 'signal' });
  });

  it('TP/SL on the tick, outside the entry: a long rounds TP up and SL down, a short the other way', () => {
    // 96000 × 1.005 = 96480, × 0.997 = 95712
    expect(stopsFor(trend, 'long', '96000', 2)).toEqual({ tp: '96480.00', sl: '95712.00' });
    // 96123.45 × 0.995 = 95642.83275 → 95642.83; × 1.003 = 96411.82035 → 96411.83
    expect(stopsFor(trend, 'short', '96123.45', 2)).toEqual({ tp: '95642.83', sl: '96411.83' });
    // 3400.01 × 1.004 = 3413.61004 → 3413.62; × 0.996 = 3386.40996 → 3386.40
    expect(stopsFor(revert, 'long', '3400.01', 2)).toEqual({ tp: '3413.62', sl: '3386.40' });
  });
});
