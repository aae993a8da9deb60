import { describe, expect, it } from 'vitest';
import { exactAmount } from './WithdrawFacts';

describe('exactAmount (withdrawal, deposit and transfer confirmations)', () => {
  it('shows the typed figure exactly at the currency precision, trimmed to 2 decimals', () => {
    expect(exactAmount('100', 6)).toBe('100.00');
    expect(exactAmount('100.123', 6)).toBe('100.123');
    expect(exactAmount('1234.5', 8)).toBe('1,234.50');
    expect(exactAmount('0.00012345', 8)).toBe('0.00012345');
    expect(exactAmount('7', 0)).toBe('7');
    expect(exactAmount('x', 2)).toBe('--');
  });
});
