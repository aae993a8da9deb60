import { describe, expect, it } from 'vitest';
import { followPreview, numberRange } from './preview';

const lots = (type: 1 | 2, n: string) => followPreview(type, n)?.rows.map((r) => [r.traderLots, r.copyLots]);

describe('follow preview (spec §5 with the contract copyLots)', () => {
  it('fixed multiple: trader lots × multiple, floored to whole lots', () => {
    // 1.5 × 1 = 1.5 → 1; 1.5 × 3 = 4.5 → 4; 1.5 × 10 = 15
    expect(lots(1, '1.5')).toEqual([
      [1, 1],
      [3, 4],
      [10, 15],
    ]);
    expect(lots(1, '2')).toEqual([
      [1, 2],
      [3, 6],
      [10, 20],
    ]);
  });
  it('a copy under one lot is shown as skipped', () => {
    // 0.5 × 1 = 0.5 → 0 (skipped too_small); 0.5 × 3 = 1.5 → 1; 0.5 × 10 = 5
    const p = followPreview(1, '0.5');
    expect(p?.rows).toEqual([
      { traderLots: 1, copyLots: 0, skipped: true },
      { traderLots: 3, copyLots: 1, skipped: false },
      { traderLots: 10, copyLots: 5, skipped: false },
    ]);
  });
  it('a multiple with more than two decimals is used rounded half up, and says so', () => {
    // 1.255 → 1.26: 3 lots × 1.26 = 3.78 → 3; 10 × 1.26 = 12.6 → 12
    const p = followPreview(1, '1.255');
    expect(p?.effective).toBe('1.26');
    expect(p?.rounded).toBe(true);
    expect(p?.rows.map((r) => r.copyLots)).toEqual([1, 3, 12]);
    expect(followPreview(1, '1.25')?.rounded).toBe(false);
  });
  it('the copy is capped at the futures lot maximum', () => {
    // 10 × 10 = 100 (the cap); 10 × 3 = 30
    expect(lots(1, '10')).toEqual([
      [1, 10],
      [3, 30],
      [10, 100],
    ]);
  });
  it('fixed lots: every copy has the chosen size whatever the trader opens', () => {
    expect(lots(2, '3')).toEqual([
      [1, 3],
      [3, 3],
      [10, 3],
    ]);
    expect(followPreview(2, '3')?.rounded).toBe(false);
  });
  it('no preview for a number the mode refuses', () => {
    expect(followPreview(1, '')).toBeNull();
    expect(followPreview(1, '0')).toBeNull();
    expect(followPreview(1, '0.004')).toBeNull(); // rounds to 0.00
    expect(followPreview(1, '10.01')).toBeNull();
    expect(followPreview(2, '1.5')).toBeNull();
    expect(followPreview(2, '0')).toBeNull();
    expect(followPreview(2, '101')).toBeNull();
    expect(followPreview(1, '1e2')).toBeNull();
  });
  it('publishes the range of each mode for the field hint', () => {
    expect(numberRange(1)).toEqual({ min: '0.01', max: '10' });
    expect(numberRange(2)).toEqual({ min: '1', max: '100' });
  });
});
