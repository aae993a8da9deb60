import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  isDecimalString,
  parseAmount,
  plainAmount,
  positiveAmount,
  sanitizeAmount,
  sanitizeWhole,
  typedDecimals,
} from './amountInput';

describe('amountInput: what may be typed (English)', () => {
  const en = { lang: 'en' };
  it('keeps digits and one point, cut to the precision, without leading zeros', () => {
    expect(sanitizeAmount('0012.34567', 4, en)).toBe('12.3456');
    expect(sanitizeAmount('.5', 4, en)).toBe('0.5');
    expect(sanitizeAmount('1.2.3', 4, en)).toBe('1.23');
    expect(sanitizeAmount('0.', 8, en)).toBe('0.');
    expect(sanitizeAmount('abc', 2, en)).toBe('');
  });
  it('reads a comma as a thousands mark and drops it, as an English reader writes one', () => {
    expect(sanitizeAmount('1,000 a', 2, en)).toBe('1000');
    expect(sanitizeAmount('1,000.5', 2, en)).toBe('1000.5');
  });
  it('takes a comma as the point where the field says any keypad may fill it', () => {
    expect(sanitizeAmount('0,005', 6, { lang: 'en', anyComma: true })).toBe('0.005');
  });
  it('precision 0 keeps a whole number; a sign or an exponent is not typed', () => {
    expect(sanitizeAmount('3.9', 0, en)).toBe('3');
    expect(sanitizeAmount('007', 0, en)).toBe('7');
    expect(sanitizeAmount('-1e3', 2, en)).toBe('13');
  });
  it('a whole count: digits only, no leading zeros, capped in length', () => {
    expect(sanitizeWhole('2.5', 6)).toBe('25');
    expect(sanitizeWhole('007', 6)).toBe('7');
    expect(sanitizeWhole('0', 6)).toBe('0');
    expect(sanitizeWhole('1234567890', 6)).toBe('123456');
  });
});

describe('amountInput: what may be typed (French and Turkish, decimal comma)', () => {
  it('fra: the comma is the point and the grouping space goes', () => {
    expect(sanitizeAmount('0,5', 8, { lang: 'fra' })).toBe('0.5');
    expect(sanitizeAmount('1 234,567', 2, { lang: 'fra' })).toBe('1234.56');
    expect(sanitizeAmount('1\u202f234,5', 2, { lang: 'fra' })).toBe('1234.5');
    expect(sanitizeAmount('1,5,3', 4, { lang: 'fra' })).toBe('1.53');
    // a point still works on a French screen (a desktop keyboard's number pad types one)
    expect(sanitizeAmount('2.25', 2, { lang: 'fra' })).toBe('2.25');
  });
  it('tr: the comma is the point too', () => {
    expect(sanitizeAmount('12,75', 2, { lang: 'tr' })).toBe('12.75');
  });
});

describe('amountInput: parsing', () => {
  it('a plain decimal string, nothing else', () => {
    expect(isDecimalString('12')).toBe(true);
    expect(isDecimalString('12.5')).toBe(true);
    for (const bad of ['', '12.', '.5', '-1', '1e3', '0x10', ' 1', null, undefined])
      expect(isDecimalString(bad)).toBe(false);
  });
  it('parses exactly, beyond what a JS number holds', () => {
    expect(parseAmount(' 12345678901234567.123456789 ')?.toFixed()).toBe('12345678901234567.123456789');
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('0')?.isZero()).toBe(true);
  });
  it('a positive amount within a precision', () => {
    expect(positiveAmount('0')).toBeNull();
    expect(positiveAmount('1.234', 2)).toBeNull();
    expect(positiveAmount('1.23', 2)?.toFixed()).toBe('1.23');
  });
  it('fraction digits while typing, and a plain form', () => {
    expect(typedDecimals('12.345')).toBe(3);
    expect(typedDecimals('12.')).toBe(0);
    expect(typedDecimals('-1')).toBeNull();
    expect(plainAmount('100.00')).toBe('100');
    expect(plainAmount('n/a')).toBe('n/a');
  });
});

describe('amountInput: bounds with the reason', () => {
  const bounds = { decimals: 2, min: '10', max: '1000.50' };
  it('names the first problem in the order a person fixes them', () => {
    expect(checkAmount('  ', bounds)).toEqual({ ok: false, reason: 'required' });
    expect(checkAmount('1,5', bounds)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkAmount('0', bounds)).toEqual({ ok: false, reason: 'not_positive' });
    expect(checkAmount('12.345', bounds)).toEqual({ ok: false, reason: 'precision' });
    expect(checkAmount('9.99', bounds)).toEqual({ ok: false, reason: 'below_min', limit: '10' });
    expect(checkAmount('1000.51', bounds)).toEqual({ ok: false, reason: 'above_max', limit: '1000.5' });
  });
  it('takes both bounds inclusively and answers the plain value', () => {
    const low = checkAmount('10', bounds);
    const high = checkAmount('1000.50', bounds);
    expect(low.ok && low.text).toBe('10');
    expect(high.ok && high.text).toBe('1000.5');
  });
  it('zero only where the field allows it; no bounds, only the precision', () => {
    const zero = checkAmount('0', { decimals: 0, allowZero: true });
    expect(zero.ok && zero.text).toBe('0');
    expect(checkAmount('0.000000001', { decimals: 8 })).toEqual({ ok: false, reason: 'precision' });
  });
});
