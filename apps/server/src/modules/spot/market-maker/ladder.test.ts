import { Decimal } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { gridUnit, planLadder, type LadderInput } from './ladder';
import { btcLadder } from './ladder.testing';

const btc = btcLadder;

const rows = (input: LadderInput) =>
  planLadder(input).orders.map((o) => [o.side, o.level, o.price, o.amount]);

describe('gridUnit', () => {
  it('is the largest round multiple of the tick not above the step, at least one tick', () => {
    expect(gridUnit('96000', 3, 2).toFixed()).toBe('25'); // 28.8 → 25 (30 is above)
    expect(gridUnit('31000', 3, 2).toFixed()).toBe('8'); // 9.3 → 8
    expect(gridUnit('228.37', 3, 2).toFixed()).toBe('0.06'); // 0.0685 → 0.06
    expect(gridUnit('2.3457', 3, 4).toFixed()).toBe('0.0006'); // 0.000703 → 0.0006
    expect(gridUnit('0.24', 3, 5).toFixed()).toBe('0.00006'); // 0.000072 → 0.00006
    expect(gridUnit('0.05', 3, 2).toFixed()).toBe('0.01'); // 0.000015: one tick
  });

  it('keeps the previous unit while the price drifts (0.6–1.1× of the step), so the grid does not move', () => {
    expect(gridUnit('99000', 3, 2, '25').toFixed()).toBe('25'); // target 29.7: 25 is 0.84×
    expect(gridUnit('80000', 3, 2, '25').toFixed()).toBe('25'); // target 24: 25 is 1.04×
    expect(gridUnit('70000', 3, 2, '25').toFixed()).toBe('20'); // target 21: 25 is 1.19×, too far
    expect(gridUnit('150000', 3, 2, '25').toFixed()).toBe('40'); // target 45: 25 is 0.56×, too far
    expect(gridUnit('96000', 3, 2, '0.015').toFixed()).toBe('25'); // not a multiple of the tick
  });
});

describe('planLadder', () => {
  it('quotes 15 levels a side on a 25 USDT grid, the best at least 1 bp from the feed price, sizes growing 10 %', () => {
    const plan = planLadder(btc());
    expect(plan.grid).toBe('25');
    expect(plan.orders).toHaveLength(30);
    expect(rows(btc()).slice(0, 6)).toEqual([
      ['buy', 0, '95975.00', '0.020838'], // 96000 × 0.9999 = 95990.4 → down to 25: 95975; 2000 / 95975 ↓
      ['sell', 0, '96025.00', '0.020827'], // 96000 × 1.0001 = 96009.6 → up to 25: 96025; 2000 / 96025 ↓
      ['buy', 1, '95950.00', '0.022928'], // 2200 / 95950 = 0.0229286… ↓
      ['sell', 1, '96050.00', '0.022904'],
      ['buy', 2, '95925.00', '0.025228'], // 2420 / 95925
      ['sell', 2, '96075.00', '0.025188'],
    ]);
    const last = plan.orders.at(-1)!;
    expect([last.side, last.level, last.price]).toEqual(['sell', 14, '96375.00']);
    // 2000 × 1.1^14 = 7594.99… USDT at 96375
    expect(last.amount).toBe(new Decimal(2000).mul(new Decimal('1.1').pow(14)).div(96375).toFixed(6, 1));
    for (const o of plan.orders) {
      if (o.side === 'sell') expect(new Decimal(o.price).gte('96009.6')).toBe(true);
      else expect(new Decimal(o.price).lte('95990.4')).toBe(true);
    }
  });

  it('keeps level prices while the feed moves: a move across a grid price adds or drops a level at each end', () => {
    const prices = (input: LadderInput, side: string) =>
      planLadder(input)
        .orders.filter((o) => o.side === side)
        .map((o) => o.price);
    const before = { buy: prices(btc(), 'buy'), sell: prices(btc(), 'sell') };
    // 96005: edges 95995.4 and 96014.6 still round to 95975 and 96025: the very same ladder.
    expect(prices(btc({ mid: '96005.00', grid: '25' }), 'buy')).toEqual(before.buy);
    expect(prices(btc({ mid: '96005.00', grid: '25' }), 'sell')).toEqual(before.sell);
    // 96010: the bid edge 96000.4 passes 96000: a new best bid; the others keep their prices one level out.
    const up = { buy: prices(btc({ mid: '96010.00', grid: '25' }), 'buy'), sell: before.sell };
    expect(up.buy).toEqual(['96000.00', ...before.buy.slice(0, 14)]);
    expect(prices(btc({ mid: '96010.00', grid: '25' }), 'sell')).toEqual(up.sell);
  });

  it('rounds bids down and asks up to the grid, so the spread is never narrower than configured', () => {
    // XRP/USDT: tick 0.0001, grid 0.0006. 2.3457 × 0.9999 = 2.34546… → 2.3454; × 1.0001 = 2.34593… → 2.3460.
    const plan = planLadder(
      btc({ mid: '2.3457', pricePrecision: 4, amountPrecision: 4, levels: 1, levelQuote: '100' }),
    );
    expect(plan.orders.map((o) => [o.side, o.price, o.amount])).toEqual([
      ['buy', '2.3454', '42.6366'], // 100 / 2.3454 = 42.63665… ↓
      ['sell', '2.3460', '42.6257'], // 100 / 2.3460 = 42.62574… ↓
    ]);
  });

  it('stops each side where the inventory runs out: asks spend base, bids spend their holds', () => {
    const plan = rows(btc({ levels: 3, growthPct: 0, inventory: { base: '0.03', quote: '3000' } }));
    expect(plan).toEqual([
      // hold of bid 0: 95975 × 0.020838 = 1999.93 (no fee margin: buyers pay in BTC); 1000.07 left
      ['buy', 0, '95975.00', '0.020838'],
      ['sell', 0, '96025.00', '0.020827'],
      // 1000.06795 / 95950 = 0.0104228… ↓ 0.010422
      ['buy', 1, '95950.00', '0.010422'],
      // base left 0.03 − 0.020827 = 0.009173
      ['sell', 1, '96050.00', '0.009173'],
      // 0.07 USDT left cannot buy 1 USDT worth; no base left at all
    ]);
  });

  it('skips levels under the 1 USDT minimum and deep bids at or below zero', () => {
    // Tick 0.01 at 0.05: the grid is one tick; bids 0.04, 0.03, 0.02, 0.01, then 0 (not quoted).
    const plan = rows(
      btc({
        mid: '0.05',
        amountPrecision: 2,
        levels: 6,
        growthPct: 0,
        levelQuote: '2',
        inventory: { base: '1000', quote: '1000' },
      }),
    );
    expect(plan.filter((o) => o[0] === 'buy').map((o) => o[2])).toEqual(['0.04', '0.03', '0.02', '0.01']);
    expect(plan.filter((o) => o[0] === 'sell').map((o) => o[2])).toEqual([
      '0.06',
      '0.07',
      '0.08',
      '0.09',
      '0.10',
      '0.11',
    ]);
    expect(planLadder(btc({ levelQuote: '0.5', growthPct: 0 })).orders).toEqual([]);
  });

  it('quotes nothing without a usable price', () => {
    expect(planLadder(btc({ mid: '0' })).orders).toEqual([]);
    expect(planLadder(btc({ mid: 'NaN' })).orders).toEqual([]);
  });
});
