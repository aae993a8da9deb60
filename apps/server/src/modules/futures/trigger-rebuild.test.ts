import { Decimal } from '@meridian/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTriggerIndex } from '../../engines/triggers/trigger-index';
import type { Trigger, TriggerIndex } from '../../engines/triggers/types';
import type { FuturesPositionRow } from './futures.schema';
import type { FuturesPair } from './futures.rules';
import { levelsOf, ticks, type TriggerPayload } from './trigger-levels';
import { parseLevelRows, readLiveLevels, ticksOf, type LevelPair } from './trigger-rebuild';

/** The rebuild's text pages give exactly the triggers `levelsOf` gives row by row, in the same order. */

const PAIRS: FuturesPair[] = [0, 2, 5, 8].map((pricePrecision, i) => ({
  id: i + 1,
  symbol: `P${i + 1}/USDT`,
  baseId: 10 + i,
  base: `P${i + 1}`,
  quoteId: 3,
  quote: 'USDT',
  pricePrecision,
  category: 'crypto',
  unitsPerLot: '0.01',
}));
const UNKNOWN_PAIR = 99;
const pairOf = (id: number): LevelPair | undefined => PAIRS.find((p) => p.id === id);

/** A NUMERIC(36,18) value as `trim_scale(x)::text` prints it: no exponent, no trailing fraction zeros. */
const numeric = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(0n, 1n, 9n, 10n, 99_999n),
      fc.bigInt({ min: 0n, max: 10n ** 6n }),
      fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
    ),
    fc.oneof(
      fc.constantFrom('', '5', '05', '5000001', '4999', '995', '0000000005', '999999999999999999'),
      fc.stringMatching(/^[0-9]{1,18}$/),
    ),
    fc.boolean(),
  )
  .map(([int, frac, neg]) => {
    const s = new Decimal(`${neg ? '-' : ''}${int}.${frac || '0'}`).toFixed();
    return s;
  });

const rowArb = fc.record({
  gap: fc.integer({ min: 1, max: 2 ** 40 }),
  pairId: fc.constantFrom(1, 2, 3, 4, UNKNOWN_PAIR),
  side: fc.constantFrom(1, 2),
  status: fc.constantFrom(0, 1, 1, 1, 2, 3, 4),
  targetPrice: fc.option(numeric),
  takeProfit: fc.option(numeric),
  stopLoss: fc.option(numeric),
  liquidationPrice: fc.option(numeric),
  closeLimitPrice: fc.option(numeric),
  marginWarned: fc.boolean(),
  // the margin alert's inputs: an open position has all of them (a quantity and an opening margin above 0)
  sizes: fc.option(
    fc.record({
      price: numeric,
      quantity: fc.constantFrom('0.01', '1', '250', '0.000001'),
      margin: numeric,
      originMargin: fc.constantFrom('100.01', '1', '0.5', '25000'),
    }),
  ),
});

type Gen = fc.Arbitrary<Parameters<typeof page>[0]>;
const rowsArb: Gen = fc.array(rowArb, { maxLength: 60 });

/** Rows with ascending ids, and the page `repo.liveLevelRows` would return for them. */
function page(gen: { gap: number; pairId: number; side: number; status: number }[]) {
  let id = 0;
  const rows = gen.map(
    (g) =>
      ({
        ...g,
        price: null,
        ...(g as { sizes?: object | null }).sizes,
        id: (id += g.gap),
      }) as unknown as FuturesPositionRow,
  );
  const text = rows.map(lineOf).join('\n');
  return { rows, page: { text, rows: rows.length, lastId: id } };
}

/** One line of `repo.liveLevelRows` for a row. */
function lineOf(r: FuturesPositionRow): string {
  const f = (v: string | null | undefined) => v ?? '';
  return [
    r.id,
    r.pairId,
    r.side,
    r.status,
    r.targetPrice,
    r.takeProfit,
    r.stopLoss,
    r.liquidationPrice,
    r.closeLimitPrice,
    r.price,
    r.quantity,
    r.margin,
    r.originMargin,
    r.marginWarned ? 1 : 0,
  ]
    .map((v) => (typeof v === 'number' ? String(v) : f(v)))
    .join(' ');
}

const expected = (rows: FuturesPositionRow[]) =>
  rows.flatMap((r) => {
    const p = PAIRS.find((x) => x.id === r.pairId);
    return p ? levelsOf(r, p) : [];
  });

/** Everything an index holds, in firing order: every 'above' trigger of each symbol, then every 'below'. */
function drain(index: TriggerIndex<TriggerPayload>) {
  const huge = 10n ** 40n;
  return PAIRS.map((p) => [index.count(p.symbol), index.tick(p.symbol, huge), index.tick(p.symbol, -huge)]);
}

describe('trigger rebuild from text pages', () => {
  it('ticksOf equals the Decimal conversion (half up, beyond 15 digits, negative)', () => {
    fc.assert(
      fc.property(numeric, fc.integer({ min: 0, max: 18 }), (s, precision) => {
        expect(ticksOf(s, 0, s.length, precision)).toBe(ticks(s, precision));
        const padded = `x ${s} y`;
        expect(ticksOf(padded, 2, 2 + s.length, precision)).toBe(ticks(s, precision));
      }),
      { numRuns: 2000 },
    );
    expect(ticksOf('0.005', 0, 5, 2)).toBe(1n);
    expect(ticksOf('0.0049999', 0, 9, 2)).toBe(0n);
    expect(ticksOf('-0.005', 0, 6, 2)).toBe(-1n);
    expect(ticksOf('123456789012345.5', 0, 17, 0)).toBe(123456789012346n);
    expect(ticksOf('999999999999999999.999999999999999999', 0, 37, 18)).toBe(10n ** 36n - 1n);
  });

  it("ticksOf refuses what the Decimal path refuses (NUMERIC's 'NaN'), instead of a meaningless level", () => {
    expect(() => ticks('NaN', 2)).toThrow();
    expect(() => ticksOf('NaN', 0, 3, 2)).toThrow();
    expect(() => ticksOf('x1.5', 0, 4, 2)).toThrow();
  });

  it('parses to the same triggers, in the same order, as levelsOf row by row', () => {
    fc.assert(
      fc.property(rowsArb, (gen) => {
        const { rows, page: p } = page(gen);
        const out: Trigger<TriggerPayload>[] = [];
        expect(parseLevelRows(p, pairOf, out)).toBe(rows.length);
        expect(out).toEqual(expected(rows));
      }),
      { numRuns: 500 },
    );
  });

  it('the bulk-loaded index of the pages equals the index built by add, one row at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 120 }),
        fc.integer({ min: 1, max: 25 }),
        async (gen, size) => {
          const { rows } = page(gen);
          // keyset pages of `size` rows, as repo.liveLevelRows returns them (an empty page after a full last one)
          const read = (afterId: number) => {
            const slice = rows.filter((r) => r.id > afterId).slice(0, size);
            const lines = slice.map(lineOf);
            return Promise.resolve({
              text: lines.join('\n'),
              rows: slice.length,
              lastId: slice.at(-1)?.id ?? 0,
            });
          };
          const levels = await readLiveLevels(read, pairOf, size, new AbortController().signal, 1000);
          expect(levels).toEqual(expected(rows));
          const bulk = createTriggerIndex<TriggerPayload>({ chunkSize: 4 });
          bulk.load(levels);
          const oneByOne = createTriggerIndex<TriggerPayload>({ chunkSize: 4 });
          for (const t of expected(rows)) oneByOne.add(t);
          expect(bulk.count()).toBe(oneByOne.count());
          for (const t of levels) expect(bulk.get(t.id)).toEqual(oneByOne.get(t.id));
          expect(drain(bulk)).toEqual(drain(oneByOne));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a page whose rows are out of id order or miscounted', () => {
    const out: Trigger<TriggerPayload>[] = [];
    const line = (id: number) => `${id} 1 1 1   10 9      0`;
    expect(() => parseLevelRows({ text: `${line(5)}\n${line(3)}`, rows: 2, lastId: 3 }, pairOf, out)).toThrow(
      /order/,
    );
    expect(() => parseLevelRows({ text: line(5), rows: 2, lastId: 5 }, pairOf, out)).toThrow(/1 of 2/);
  });
});
