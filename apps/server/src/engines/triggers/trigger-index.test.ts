import { describe, expect, it } from 'vitest';
import { createTriggerIndex, frozenTrigger } from './trigger-index';
import type { Trigger, TriggerDirection, TriggerIndex } from './types';

type Payload = { pos: number };

function t(id: string, direction: TriggerDirection, level: bigint, symbol = 'BTCUSDT'): Trigger<Payload> {
  return { id, symbol, direction, level, payload: { pos: Number(id.replace(/\D/g, '') || 0) } };
}
const ids = (fired: Trigger<unknown>[]) => fired.map((x) => x.id);

function seeded(): TriggerIndex<Payload> {
  const index = createTriggerIndex<Payload>();
  index.add(t('tp1', 'above', 110n));
  index.add(t('tp2', 'above', 105n));
  index.add(t('tp3', 'above', 120n));
  index.add(t('sl1', 'below', 90n));
  index.add(t('sl2', 'below', 95n));
  index.add(t('sl3', 'below', 80n));
  return index;
}

describe('trigger index: firing', () => {
  it('fires nothing while the price stays between the levels', () => {
    const index = seeded();
    expect(index.tick('BTCUSDT', 100n)).toEqual([]);
    expect(index.tick('BTCUSDT', 104n)).toEqual([]);
    expect(index.tick('BTCUSDT', 96n)).toEqual([]);
    expect(index.count('BTCUSDT')).toBe(6);
  });

  it("fires 'above' at price >= level, lowest level first", () => {
    const index = seeded();
    expect(ids(index.tick('BTCUSDT', 105n))).toEqual(['tp2']);
    expect(ids(index.tick('BTCUSDT', 130n))).toEqual(['tp1', 'tp3']);
    expect(index.count('BTCUSDT')).toBe(3);
  });

  it("fires 'below' at price <= level, highest level first", () => {
    const index = seeded();
    expect(ids(index.tick('BTCUSDT', 95n))).toEqual(['sl2']);
    expect(ids(index.tick('BTCUSDT', 1n))).toEqual(['sl1', 'sl3']);
  });

  it('is one-shot: a fired trigger is gone and never fires again', () => {
    const index = seeded();
    expect(ids(index.tick('BTCUSDT', 200n))).toEqual(['tp2', 'tp1', 'tp3']);
    expect(index.tick('BTCUSDT', 200n)).toEqual([]);
    expect(index.get('tp1')).toBeUndefined();
    expect(index.remove('tp1')).toBe(false);
    expect(index.count()).toBe(3);
  });

  it('breaks ties at one level by insertion order', () => {
    const index = createTriggerIndex();
    for (const id of ['c', 'a', 'b']) index.add(t(id, 'below', 50n));
    index.add(t('d', 'below', 60n));
    expect(ids(index.tick('BTCUSDT', 50n))).toEqual(['d', 'c', 'a', 'b']);
  });

  it("fires 'above' before 'below' when both are crossed in one tick", () => {
    const index = createTriggerIndex();
    index.add(t('b1', 'below', 100n));
    index.add(t('a1', 'above', 100n));
    index.add(t('a2', 'above', 90n));
    expect(ids(index.tick('BTCUSDT', 100n))).toEqual(['a2', 'a1', 'b1']);
  });

  it('leaves other symbols untouched', () => {
    const index = seeded();
    index.add(t('eth1', 'above', 105n, 'ETHUSDT'));
    index.add(t('eth2', 'below', 95n, 'ETHUSDT'));
    expect(ids(index.tick('BTCUSDT', 200n))).toEqual(['tp2', 'tp1', 'tp3']);
    expect(index.count('ETHUSDT')).toBe(2);
    expect(index.tick('SOLUSDT', 200n)).toEqual([]);
    expect(ids(index.tick('ETHUSDT', 200n))).toEqual(['eth1']);
  });

  it('returns the trigger with its payload, as a frozen copy', () => {
    const index = createTriggerIndex<Payload>();
    const original = t('liq7', 'below', 42n);
    index.add(original);
    original.level = 1n;
    expect(index.get('liq7')?.level).toBe(42n);
    expect(Object.isFrozen(index.get('liq7'))).toBe(true);
    const [fired] = index.tick('BTCUSDT', 42n);
    expect(fired).toEqual({
      id: 'liq7',
      symbol: 'BTCUSDT',
      direction: 'below',
      level: 42n,
      payload: { pos: 7 },
    });
  });

  it('handles bigint levels beyond the safe integer range and negative levels', () => {
    const index = createTriggerIndex();
    const big = 2n ** 80n;
    index.add(t('x1', 'above', big + 1n));
    index.add(t('x2', 'above', big));
    index.add(t('x3', 'below', -(2n ** 70n)));
    expect(index.tick('BTCUSDT', big - 1n)).toEqual([]);
    expect(ids(index.tick('BTCUSDT', big))).toEqual(['x2']);
    expect(ids(index.tick('BTCUSDT', big + 1n))).toEqual(['x1']);
    expect(ids(index.tick('BTCUSDT', -(2n ** 70n)))).toEqual(['x3']);
  });
});

describe('trigger index: add, replace and remove', () => {
  it('replaces a trigger with the same id, moving symbol, level and direction', () => {
    const index = seeded();
    index.add(t('tp1', 'below', 99n, 'ETHUSDT'));
    expect(index.count('BTCUSDT')).toBe(5);
    expect(index.count('ETHUSDT')).toBe(1);
    expect(index.count()).toBe(6);
    expect(ids(index.tick('BTCUSDT', 200n))).toEqual(['tp2', 'tp3']);
    expect(ids(index.tick('ETHUSDT', 99n))).toEqual(['tp1']);
  });

  it('a replaced trigger queues behind the others at its level', () => {
    const index = createTriggerIndex();
    index.add(t('a', 'above', 10n));
    index.add(t('b', 'above', 10n));
    index.add(t('a', 'above', 10n));
    expect(ids(index.tick('BTCUSDT', 10n))).toEqual(['b', 'a']);
  });

  it('removes by id, and a removed trigger never fires', () => {
    const index = seeded();
    expect(index.remove('tp2')).toBe(true);
    expect(index.remove('tp2')).toBe(false);
    expect(index.remove('nope')).toBe(false);
    expect(index.get('tp2')).toBeUndefined();
    expect(index.count()).toBe(5);
    expect(ids(index.tick('BTCUSDT', 110n))).toEqual(['tp1']);
  });

  it('removes from the middle of a level without disturbing the order of the rest', () => {
    const index = createTriggerIndex();
    for (let i = 0; i < 100; i += 1) index.add(t(`s${i}`, 'below', 5n));
    for (let i = 0; i < 100; i += 2) index.remove(`s${i}`);
    expect(ids(index.tick('BTCUSDT', 5n))).toEqual(Array.from({ length: 50 }, (_, i) => `s${2 * i + 1}`));
  });

  it('rejects malformed triggers and limits', () => {
    const index = createTriggerIndex();
    expect(() => index.add({ ...t('a', 'above', 1n), level: 1 as unknown as bigint })).toThrow(TypeError);
    expect(() => index.add({ ...t('a', 'above', 1n), direction: 'up' as TriggerDirection })).toThrow(
      TypeError,
    );
    expect(() => index.add({ ...t('', 'above', 1n) })).toThrow(TypeError);
    expect(() => index.tick('BTCUSDT', 1n, 0)).toThrow(RangeError);
    expect(() => index.tick('BTCUSDT', 1n, 1.5)).toThrow(RangeError);
    expect(index.count()).toBe(0);
  });
});

describe('trigger index: bounded slices', () => {
  it('returns at most `limit` and fires the rest on the next call at the same price', () => {
    const index = createTriggerIndex({ chunkSize: 4 });
    for (let i = 0; i < 25; i += 1) index.add(t(`a${i}`, 'above', BigInt(100 + (i % 5))));
    for (let i = 0; i < 10; i += 1) index.add(t(`b${i}`, 'below', 90n));
    const slices: string[][] = [];
    for (let guard = 0; guard < 20; guard += 1) {
      const fired = index.tick('BTCUSDT', 200n, 7);
      slices.push(ids(fired));
      if (fired.length < 7) break;
    }
    expect(slices.map((s) => s.length)).toEqual([7, 7, 7, 4]);
    const expectedAbove = [0, 1, 2, 3, 4].flatMap((l) => [0, 1, 2, 3, 4].map((k) => `a${l + 5 * k}`));
    expect(slices.flat()).toEqual(expectedAbove);
    expect(index.count()).toBe(10);
    expect(ids(index.tick('BTCUSDT', 90n, 3))).toEqual(['b0', 'b1', 'b2']);
    expect(index.count('BTCUSDT')).toBe(7);
  });

  it('continues a burst over both directions across slices', () => {
    const index = createTriggerIndex();
    index.add(t('a1', 'above', 10n));
    index.add(t('a2', 'above', 10n));
    index.add(t('b1', 'below', 20n));
    index.add(t('b2', 'below', 15n));
    expect(ids(index.tick('BTCUSDT', 12n, 3))).toEqual(['a1', 'a2', 'b1']);
    expect(ids(index.tick('BTCUSDT', 12n, 3))).toEqual(['b2']);
    expect(index.count()).toBe(0);
  });
});

describe('trigger index: many levels', () => {
  it('keeps 20,000 distinct levels in order through random inserts and removals', () => {
    const index = createTriggerIndex({ chunkSize: 16 });
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const levels = new Map<string, bigint>();
    for (let i = 0; i < 20_000; i += 1) {
      const level = BigInt(Math.floor(rand() * 1_000_000));
      index.add(t(`x${i}`, 'above', level));
      levels.set(`x${i}`, level);
    }
    for (let i = 0; i < 20_000; i += 3) {
      index.remove(`x${i}`);
      levels.delete(`x${i}`);
    }
    const fired = index.tick('BTCUSDT', 1_000_000n);
    expect(fired.length).toBe(levels.size);
    for (let i = 1; i < fired.length; i += 1) expect(fired[i - 1]!.level <= fired[i]!.level).toBe(true);
    expect(index.count()).toBe(0);
  });

  it('keeps a frozenTrigger as it is (no copy), equal to the plain trigger; a plain one is copied and frozen', () => {
    const index = createTriggerIndex<{ n: number }>();
    const frozen = frozenTrigger('f', 'BTCUSDT', 'above', 100n, { n: 1 });
    const plain = { id: 'p', symbol: 'BTCUSDT', direction: 'below' as const, level: 90n, payload: { n: 2 } };
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(frozen).toEqual({
      id: 'f',
      symbol: 'BTCUSDT',
      direction: 'above',
      level: 100n,
      payload: { n: 1 },
    });
    index.load([frozen, plain]);
    expect(index.get('f')).toBe(frozen);
    expect(index.get('p')).not.toBe(plain);
    expect(index.get('p')).toEqual(plain);
    expect(Object.isFrozen(index.get('p'))).toBe(true);
    expect(index.tick('BTCUSDT', 100n)).toEqual([frozen]);
    expect(index.tick('BTCUSDT', 0n)).toEqual([plain]);
  });
});
