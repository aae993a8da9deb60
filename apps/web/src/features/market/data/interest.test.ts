import { describe, expect, it } from 'vitest';
import { Interest, chunk, planSubscriptions } from './interest';

describe('symbol interest', () => {
  it('counts screens per symbol and drops a symbol with its last screen', () => {
    const i = new Interest();
    i.add(['BTC/USDT', 'ETH/USDT', 'BTC/USDT']);
    i.add(['BTC/USDT']);
    expect(i.symbols().sort()).toEqual(['BTC/USDT', 'ETH/USDT']);
    i.remove(['BTC/USDT', 'ETH/USDT']);
    expect(i.symbols()).toEqual(['BTC/USDT']);
    i.remove(['BTC/USDT']);
    expect(i.size).toBe(0);
    i.remove(['XRP/USDT']);
    expect(i.size).toBe(0);
  });

  it('plans only the difference with the joined rooms', () => {
    expect(planSubscriptions(['A', 'B', 'C'], new Set(['B', 'D']))).toEqual({
      add: ['A', 'C'],
      remove: ['D'],
    });
    expect(planSubscriptions([], new Set())).toEqual({ add: [], remove: [] });
  });

  it('chunks long symbol lists to the per-call cap', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
  });
});
