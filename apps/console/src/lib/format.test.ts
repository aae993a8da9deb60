import { describe, expect, it } from 'vitest';
import { destinationTypeLabel, formatAmount, formatTime, idTypeLabel, orDash } from './format';

describe('formatAmount', () => {
  it('groups thousands and drops trailing fractional zeros without using numbers', () => {
    expect(formatAmount('1234567.8900')).toBe('1,234,567.89');
    expect(formatAmount('100.0000')).toBe('100');
    expect(formatAmount('0.000000000000000001')).toBe('0.000000000000000001');
    expect(formatAmount('123456789012345678901234.5')).toBe('123,456,789,012,345,678,901,234.5');
    expect(formatAmount('-1000')).toBe('-1,000');
    expect(formatAmount('007.10')).toBe('7.1');
  });

  it('leaves anything that is not a plain decimal as it is', () => {
    expect(formatAmount('1e5')).toBe('1e5');
    expect(formatAmount('')).toBe('');
  });
});

describe('labels', () => {
  it('names ID document types and destination kinds', () => {
    expect(idTypeLabel(0)).toBe('ID card');
    expect(idTypeLabel(1)).toBe('Passport');
    expect(idTypeLabel(2)).toBe('Driving licence');
    expect(idTypeLabel(9)).toBe('Type 9');
    expect(idTypeLabel(null)).toBe('—');
    expect(destinationTypeLabel(0)).toBe('Address');
    expect(destinationTypeLabel(1)).toBe('Bank card');
  });

  it('formats times and blanks', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('not a date')).toBe('not a date');
    expect(formatTime('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
    expect(orDash('  ')).toBe('—');
    expect(orDash('x')).toBe('x');
  });
});
