import { describe, expect, it } from 'vitest';
import { userLockKey } from './user-lock';

describe('userLockKey', () => {
  it('maps every id to its own pair of int4 keys, ordered like the ids', () => {
    const ids = [0, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER];
    const keys = ids.map(userLockKey);
    for (const [a, b] of keys) {
      for (const k of [a, b]) expect(k >= -(2 ** 31) && k < 2 ** 31 && Number.isInteger(k)).toBe(true);
    }
    const ordered = [...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    expect(ordered).toEqual(keys);
    expect(new Set(keys.map((k) => k.join(':'))).size).toBe(ids.length);
  });

  it('refuses what is not a user id', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => userLockKey(bad)).toThrow();
  });
});
