import { describe, expect, it } from 'vitest';
import { moveThresholdBps, requoteReason, type PairQuotes } from './requote';

const placed: PairQuotes = { mid: '96000', orderIds: [1, 2], complete: true };
const intact = [
  { id: 1, filled: '0.000000' },
  { id: 2, filled: '0' },
];

describe('requoteReason', () => {
  it('keeps intact quotes while the price stays within a quarter of the spread (20 bps → 5 bps)', () => {
    expect(moveThresholdBps(20)).toBe(5);
    expect(requoteReason(placed, '96048', intact, 5)).toBeNull(); // 5 bps exactly
    expect(requoteReason(placed, '95952', intact, 5)).toBeNull();
    expect(requoteReason(placed, '96048.01', intact, 5)).toBe('moved');
    expect(requoteReason(placed, '95951.99', intact, 5)).toBe('moved');
  });

  it('requotes a pair it has not quoted since start, after a failed placement, or after a fill', () => {
    expect(requoteReason(undefined, '96000', [], 5)).toBe('first');
    expect(requoteReason({ ...placed, complete: false }, '96000', intact, 5)).toBe('incomplete');
    expect(requoteReason(placed, '96000', [{ id: 1, filled: '0' }], 5)).toBe('filled');
    expect(requoteReason(placed, '96000', [intact[0]!, { id: 2, filled: '0.001' }], 5)).toBe('filled');
    expect(requoteReason(placed, '96000', [...intact, { id: 9, filled: '0' }], 5)).toBe('unknown_order');
  });
});
