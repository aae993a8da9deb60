import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NaiveTriggerIndex } from './reference-model';
import { levelKey, SortedLevels } from './sorted-levels';
import { createTriggerIndex } from './trigger-index';
import type { Trigger, TriggerDirection } from './types';

type Command =
  | { kind: 'add'; id: number; symbol: string; direction: TriggerDirection; level: bigint }
  | { kind: 'remove'; id: number }
  | { kind: 'tick'; symbol: string; price: bigint; limit: number | undefined };

const symbolArb = fc.constantFrom('BTC', 'ETH', 'SOL');
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      id: fc.nat(60),
      symbol: symbolArb,
      direction: fc.constantFrom('above' as const, 'below' as const),
      level: fc.bigInt(80n, 120n),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.nat(60) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol: symbolArb,
      price: fc.bigInt(75n, 125n),
      limit: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    }),
  },
);

function run(commands: Command[], chunkSize: number, offset = 0n): void {
  const index = createTriggerIndex<number>({ chunkSize });
  const model = new NaiveTriggerIndex<number>();
  const firedIds = new Set<string>();
  let serial = 0;
  const show = (fired: Trigger<number>[]) => fired.map((x) => `${x.id}@${x.level}#${x.payload}`);
  for (const c of commands) {
    if (c.kind === 'add') {
      serial += 1;
      const trigger = {
        id: `t${c.id}`,
        symbol: c.symbol,
        direction: c.direction,
        level: c.level + offset,
        payload: serial,
      };
      index.add(trigger);
      model.add(trigger);
      // A re-added id is a new trigger: it may fire again.
      firedIds.delete(trigger.id);
      expect(index.get(trigger.id)).toEqual(trigger);
    } else if (c.kind === 'remove') {
      expect(index.remove(`t${c.id}`)).toBe(model.remove(`t${c.id}`));
    } else {
      const price = c.price + offset;
      const fired = index.tick(c.symbol, price, c.limit);
      expect(show(fired)).toEqual(show(model.tick(c.symbol, price, c.limit)));
      if (c.limit !== undefined) expect(fired.length).toBeLessThanOrEqual(c.limit);
      for (const f of fired) {
        expect(firedIds.has(f.id)).toBe(false);
        firedIds.add(f.id);
        expect(f.symbol).toBe(c.symbol);
        expect(f.direction === 'above' ? price >= f.level : price <= f.level).toBe(true);
        expect(index.get(f.id)).toBeUndefined();
      }
    }
    for (const s of ['BTC', 'ETH', 'SOL']) expect(index.count(s)).toBe(model.count(s));
    expect(index.count()).toBe(model.count());
  }
  // Draining every symbol at both extremes empties the index in the model's order.
  for (const s of ['BTC', 'ETH', 'SOL']) {
    for (const price of [offset + 1000n, offset])
      expect(show(index.tick(s, price))).toEqual(show(model.tick(s, price)));
  }
  expect(index.count()).toBe(0);
}

describe('trigger index against the naive model (fast-check)', () => {
  it('fires the same triggers in the same order, never twice, with the same counts', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 120 }), (cs) => run(cs, 8)),
      { numRuns: 300 },
    );
  });

  it('agrees around 2^53, where level keys switch from numbers to bigints', () => {
    const offset = 2n ** 53n - 100n;
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 120 }), (cs) => run(cs, 8, offset)),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 120 }), (cs) => run(cs, 8, -offset - 200n)),
      { numRuns: 150 },
    );
  });

  it('agrees on long sequences with the default chunk size', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 300, maxLength: 500 }), (cs) => run(cs, 512)),
      { numRuns: 10 },
    );
  });
});

describe('sorted levels (fast-check)', () => {
  it('stay sorted and balanced under random inserts and deletes', () => {
    const opArb = fc.tuple(fc.boolean(), fc.bigInt(-30n, 30n));
    const offsetArb = fc.constantFrom(0n, 2n ** 53n - 15n, -(2n ** 53n) - 15n);
    fc.assert(
      fc.property(offsetArb, fc.array(opArb, { maxLength: 300 }), (offset, ops) => {
        const levels = new SortedLevels<number>(8);
        const model = new Set<bigint>();
        for (const [insert, raw] of ops) {
          const key = raw + offset;
          if (insert) {
            levels.obtain(levelKey(key));
            model.add(key);
          } else {
            const level = levels.get(levelKey(key));
            if (level !== undefined) levels.delete(level);
            model.delete(key);
          }
          expect(levels.size).toBe(model.size);
          levels.verify();
        }
        const keys = [...levels.ascending()].map((l) => BigInt(l.key));
        expect(keys).toEqual([...model].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const last = levels.last();
        expect(last === undefined ? undefined : BigInt(last.key)).toBe(keys[keys.length - 1]);
      }),
      { numRuns: 200 },
    );
  });

  it('merge small chunks back when most levels go', () => {
    const levels = new SortedLevels<number>(8);
    for (let k = 0; k < 1000; k += 1) levels.obtain((k * 7919) % 1000);
    levels.verify();
    expect(levels.chunkCount).toBeGreaterThanOrEqual(125);
    for (const k of [...Array(1000).keys()].reverse()) {
      if (k % 10 === 0) continue;
      levels.delete(levels.get(k)!);
      levels.verify();
    }
    expect(levels.size).toBe(100);
    expect(levels.chunkCount).toBeLessThanOrEqual(50);
    expect([...levels.ascending()].map((l) => Number(l.key))).toEqual(
      Array.from({ length: 100 }, (_, i) => i * 10),
    );
    for (let k = 0; k < 100; k += 1) levels.delete(levels.get(k * 10)!);
    levels.verify();
    expect(levels.last()).toBeUndefined();
  });
});
