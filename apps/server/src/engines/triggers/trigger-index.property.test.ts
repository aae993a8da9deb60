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

describe('bulk load against adding one by one (fast-check)', () => {
  const triggerArb = fc.record({
    id: fc.nat(80).map((n) => `t${n}`),
    symbol: symbolArb,
    direction: fc.constantFrom('above' as const, 'below' as const),
    level: fc.bigInt(80n, 120n),
    payload: fc.nat(),
  });
  const offsetArb = fc.constantFrom(0n, 2n ** 53n - 100n, -(2n ** 53n) - 100n);
  const show = (fired: Trigger<number>[]) => fired.map((x) => `${x.id}@${x.level}#${x.payload}`);

  it('builds the same index: same triggers, counts, firing order, and the same afterwards', () => {
    fc.assert(
      fc.property(
        offsetArb,
        fc.array(triggerArb, { maxLength: 200 }),
        fc.array(commandArb, { maxLength: 60 }),
        fc.constantFrom(4, 8, 512),
        (offset, raw, after, chunkSize) => {
          const triggers = raw.map((t) => ({ ...t, level: t.level + offset }));
          const bulk = createTriggerIndex<number>({ chunkSize });
          const oneByOne = createTriggerIndex<number>({ chunkSize });
          bulk.load(triggers);
          for (const t of triggers) oneByOne.add(t);
          expect(bulk.count()).toBe(oneByOne.count());
          for (const s of ['BTC', 'ETH', 'SOL']) expect(bulk.count(s)).toBe(oneByOne.count(s));
          for (const t of triggers) expect(bulk.get(t.id)).toEqual(oneByOne.get(t.id));
          let serial = 0;
          for (const c of after) {
            if (c.kind === 'add') {
              const t = { ...c, id: `t${c.id}`, level: c.level + offset, payload: (serial += 1) };
              bulk.add(t);
              oneByOne.add(t);
            } else if (c.kind === 'remove') {
              expect(bulk.remove(`t${c.id}`)).toBe(oneByOne.remove(`t${c.id}`));
            } else {
              const price = c.price + offset;
              expect(show(bulk.tick(c.symbol, price, c.limit))).toEqual(
                show(oneByOne.tick(c.symbol, price, c.limit)),
              );
            }
          }
          for (const s of ['BTC', 'ETH', 'SOL']) {
            for (const price of [offset + 1000n, offset - 1000n])
              expect(show(bulk.tick(s, price))).toEqual(show(oneByOne.tick(s, price)));
          }
          expect(bulk.count()).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('loads into a non-empty index as adds one by one, and refuses a bad trigger before changing anything', () => {
    fc.assert(
      fc.property(
        fc.array(triggerArb, { maxLength: 60 }),
        fc.array(triggerArb, { maxLength: 60 }),
        (a, b) => {
          const bulk = createTriggerIndex<number>({ chunkSize: 4 });
          const oneByOne = createTriggerIndex<number>({ chunkSize: 4 });
          bulk.load(a);
          bulk.load(b);
          for (const t of [...a, ...b]) oneByOne.add(t);
          for (const s of ['BTC', 'ETH', 'SOL']) {
            expect(show(bulk.tick(s, 1000n))).toEqual(show(oneByOne.tick(s, 1000n)));
            expect(show(bulk.tick(s, 0n))).toEqual(show(oneByOne.tick(s, 0n)));
          }
        },
      ),
      { numRuns: 100 },
    );
    const index = createTriggerIndex<number>();
    const good = { id: 'a', symbol: 'BTC', direction: 'above' as const, level: 1n, payload: 1 };
    expect(() => index.load([good, { ...good, id: 'b', level: 2 as unknown as bigint }])).toThrow(TypeError);
    expect(index.count()).toBe(0);
  });

  it('seals staged levels sorted and balanced, dropping the ones left empty', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.bigInt(-500n, 500n), { maxLength: 300 }), (keys) => {
        const levels = new SortedLevels<number>(8);
        for (const k of keys) levels.staged(levelKey(k));
        levels.seal((level) => Number(level.key) % 3 !== 0);
        levels.verify();
        const kept = keys.filter((k) => k % 3n !== 0n).sort((x, y) => (x < y ? -1 : 1));
        expect([...levels.ascending()].map((l) => BigInt(l.key))).toEqual(kept);
        expect(levels.size).toBe(kept.length);
        if (kept.length > 0) levels.obtain(levelKey(10_000n));
        levels.verify();
      }),
      { numRuns: 200 },
    );
  });
});
