import { describe, expect, it } from 'vitest';
import { formatAmount, formatFiat, formatSigned } from './money';

describe('fund money formatting', () => {
  it('cuts amounts down to the precision and keeps at least two decimals', () => {
    expect(formatAmount('1234.5', 8)).toBe('1,234.50');
    expect(formatAmount('0.123456789', 8)).toBe('0.12345678');
    expect(formatAmount('0.999999', 2)).toBe('0.99');
    expect(formatAmount('0', 6)).toBe('0.00');
    expect(formatAmount('7', 0)).toBe('7');
    expect(formatAmount('x', 2)).toBe('--');
  });
  it('formats fiat with its symbol (JPY without decimals)', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatFiat('1234.5', 'JPY')).toBe('¥1,235');
  });
  it('signs changes', () => {
    expect(formatSigned('12.5', 4)).toBe('+12.50');
    expect(formatSigned('-0.001', 6)).toBe('-0.001');
    expect(formatSigned('0', 2)).toBe('+0.00');
  });
});
