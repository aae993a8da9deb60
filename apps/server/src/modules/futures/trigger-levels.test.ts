import { Decimal } from '@meridian/contract';
import { futuresMarginRatioPrice } from '@meridian/contract/futures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FuturesPositionRow } from './futures.schema';
import { toTicks } from './triggers';
import type { FuturesPair } from './futures.rules';
import { alertLevel, levelsOf, ticks } from './trigger-levels';

const pair: FuturesPair = {
  id: 1,
  symbol: 'BTC/USDT',
  baseId: 1,
  base: 'BTC',
  quoteId: 3,
  quote: 'USDT',
  pricePrecision: 2,
  category: 'crypto',
  unitsPerLot: '0.01',
};

const row = (p: Partial<FuturesPositionRow>) =>
  ({
    id: 7,
    side: 1,
    status: 1,
    targetPrice: null,
    takeProfit: null,
    stopLoss: null,
    liquidationPrice: null,
    ...p,
  }) as FuturesPositionRow;

const brief = (r: FuturesPositionRow) =>
  levelsOf(r, pair).map((t) => [t.id, t.direction, t.level.toString()]);

describe('trigger levels of a position (in ticks of 0.01)', () => {
  it('open long: TP above, SL and liquidation below', () => {
    expect(brief(row({ takeProfit: '52000', stopLoss: '49000.5', liquidationPrice: '46004.6' }))).toEqual([
      ['tp:7', 'above', '5200000'],
      ['sl:7', 'below', '4900050'],
      ['liq:7', 'below', '4600460'],
    ]);
  });

  it('open short: TP below, SL and liquidation above; pending orders only their activation; closed none', () => {
    expect(brief(row({ side: 2, takeProfit: '48000', liquidationPrice: '53994.6' }))).toEqual([
      ['tp:7', 'below', '4800000'],
      ['liq:7', 'above', '5399460'],
    ]);
    expect(brief(row({ status: 0, targetPrice: '49000', takeProfit: '52000' }))).toEqual([
      ['lim:7', 'below', '4900000'],
    ]);
    expect(brief(row({ status: 0, side: 2, targetPrice: '51000' }))).toEqual([['lim:7', 'above', '5100000']]);
    expect(brief(row({ status: 3, takeProfit: '52000' }))).toEqual([]);
  });

  it('feed prices to ticks (a finer price rounds down)', () => {
    expect(toTicks('96000.5', 2)).toBe(9600050n);
    expect(toTicks('0.123456', 5)).toBe(12345n);
  });
});

describe('margin alert levels', () => {
  const sizes = { entry: '50005', quantity: '0.02', margin: '100.01', originMargin: '100.01' };

  it('sit where the margin ratio reaches 80 % (toward liquidation) and, once warned, 70 % (away from it)', () => {
    expect(alertLevel(true, false, sizes, 2)).toEqual({ kind: 'warn', level: 4625463n, direction: 'below' });
    expect(alertLevel(true, true, sizes, 2)).toEqual({ kind: 'rearm', level: 4643322n, direction: 'above' });
    expect(alertLevel(false, false, sizes, 2)).toEqual({ kind: 'warn', level: 5375537n, direction: 'above' });
    expect(
      brief(row({ price: '50005', quantity: '0.02', margin: '100.01', originMargin: '100.01' })),
    ).toEqual([['warn:7', 'below', '4625463']]);
  });

  it("equal the contract's formula, computed exactly", () => {
    const amount = (max: number) =>
      fc
        .integer({ min: 1, max })
        .chain((n) => fc.nat(999_999).map((f) => new Decimal(n).plus(new Decimal(f).div(1e6))));
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        amount(200_000),
        fc.constantFrom('0.01', '0.1', '1', '100', '1000', '0.000001'),
        amount(50_000),
        fc.integer({ min: 0, max: 8 }),
        (long, warned, entry, quantity, margin, precision) => {
          const p = {
            entry: entry.toFixed(),
            quantity,
            margin: margin.toFixed(),
            originMargin: margin.toFixed(),
          };
          const contract = futuresMarginRatioPrice(
            long ? 'long' : 'short',
            p,
            warned ? '70' : '80',
            '20',
            precision,
          );
          expect(alertLevel(long, warned, p, precision).level).toBe(ticks(contract.toFixed(), precision));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
