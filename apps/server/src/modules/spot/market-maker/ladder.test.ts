import { describe, expect, it } from 'vitest';
import { planLadder, type LadderInput } from './ladder';

/** BTC/USDT: tick 0.01, lot 0.000001, USDT kept to 6 decimals; the defaults 20 bps, 5 levels, 10 bps, 2000. */
const btc = (over: Partial<LadderInput> = {}): LadderInput => ({
  mid: '96000.00',
  pricePrecision: 2,
  amountPrecision: 6,
  quotePrecision: 6,
  spreadBps: 20,
  levels: 5,
  stepBps: 10,
  levelQuote: '2000',
  inventory: { base: '100', quote: '10000000' },
  ...over,
});

const rows = (input: LadderInput) => planLadder(input).map((o) => [o.side, o.level, o.price, o.amount]);

describe('planLadder', () => {
  it('quotes 5 levels a side, 10 bps each side of the feed price then every 10 bps, 2000 USDT each', () => {
    expect(rows(btc())).toEqual([
      ['buy', 0, '95904.00', '0.020854'], // 96000 × (1 − 0.0010); 2000 / 95904 = 0.0208541… ↓
      ['sell', 0, '96096.00', '0.020812'], // 96000 × (1 + 0.0010); 2000 / 96096 = 0.0208125… ↓
      ['buy', 1, '95808.00', '0.020875'],
      ['sell', 1, '96192.00', '0.020791'],
      ['buy', 2, '95712.00', '0.020896'],
      ['sell', 2, '96288.00', '0.020771'],
      ['buy', 3, '95616.00', '0.020917'],
      ['sell', 3, '96384.00', '0.020750'],
      ['buy', 4, '95520.00', '0.020938'],
      ['sell', 4, '96480.00', '0.020729'],
    ]);
  });

  it('rounds bids down and asks up to the tick, so the spread is never narrower than configured', () => {
    // XRP/USDT: tick 0.0001, lot 0.0001. 2.3457 × 0.999 = 2.3433543 → 2.3433; × 1.001 = 2.3480457 → 2.3481.
    const plan = planLadder(
      btc({ mid: '2.3457', pricePrecision: 4, amountPrecision: 4, levels: 1, levelQuote: '100' }),
    );
    expect(plan.map((o) => [o.side, o.price, o.amount])).toEqual([
      ['buy', '2.3433', '42.6748'], // 100 / 2.3433 = 42.67486… ↓
      ['sell', '2.3481', '42.5876'], // 100 / 2.3481 = 42.58762… ↓
    ]);
  });

  it('stops each side where the inventory runs out: asks spend base, bids spend their holds', () => {
    const plan = rows(btc({ inventory: { base: '0.03', quote: '3000' } }));
    expect(plan).toEqual([
      // hold of bid 0: 95904 × 0.020854 = 1999.982016 (no fee margin: buyers pay in BTC); 1000.017984 left
      ['buy', 0, '95904.00', '0.020854'],
      ['sell', 0, '96096.00', '0.020812'],
      // 1000.017984 / 95808 = 0.0104377… ↓ 0.010437 (hold 999.948096)
      ['buy', 1, '95808.00', '0.010437'],
      // base left 0.03 − 0.020812 = 0.009188
      ['sell', 1, '96192.00', '0.009188'],
      // 0.069888 USDT left cannot buy 1 USDT worth; no base left at all
    ]);
  });

  it('skips levels under the 1 USDT minimum and levels a coarse tick puts on the same price', () => {
    // Tick 0.01 at a price of 0.05: every bid level rounds down to 0.04, every ask level up to 0.06.
    const plan = rows(btc({ mid: '0.05', amountPrecision: 2, levelQuote: '2' }));
    expect(plan).toEqual([
      ['buy', 0, '0.04', '50.00'],
      ['sell', 0, '0.06', '33.33'],
    ]);
    expect(planLadder(btc({ levelQuote: '0.5' }))).toEqual([]);
  });

  it('quotes nothing without a usable price', () => {
    expect(planLadder(btc({ mid: '0' }))).toEqual([]);
    expect(planLadder(btc({ mid: 'NaN' }))).toEqual([]);
  });
});
