import { describe, expect, it } from 'vitest';
import { affordable, netPoints, previousDay, resultTone, secondsLeft, signed } from './rules';

describe('game rules (web)', () => {
  it('the day before, across a month and a year', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('seconds left by the server clock: 30 s round placed 12.4 s ago with the server 2 s ahead → 16', () => {
    const end = '2026-01-03T10:00:30.000Z';
    const device = Date.parse('2026-01-03T10:00:10.600Z');
    expect(secondsLeft(end, device, 2_000)).toBe(18);
    expect(secondsLeft(end, device + 2_000, 2_000)).toBe(16);
    expect(secondsLeft(end, device + 60_000, 0)).toBe(0);
  });

  it('net points: win 100 → +100, lose 50 → −50, draw 10 → 0, open → null', () => {
    expect(netPoints({ points: 100, payout: 200 })).toBe(100);
    expect(netPoints({ points: 50, payout: 0 })).toBe(-50);
    expect(netPoints({ points: 10, payout: 10 })).toBe(0);
    expect(netPoints({ points: 10, payout: null })).toBeNull();
    expect([signed(100), signed(-50), signed(0)]).toEqual(['+100', '−50', '0']);
  });

  it('tones and affordable stakes: 60 points → 10 and 50', () => {
    expect([resultTone('win'), resultTone('lose'), resultTone('void'), resultTone(null)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
    ]);
    expect(affordable(60)).toEqual([10, 50]);
    expect(affordable(5)).toEqual([]);
  });
});
