import { describe, expect, it } from 'vitest';
import {
  convertFiat,
  formatCompact,
  formatFiatEquivalent,
  formatPercent,
  formatPrice,
  priceColor,
  relativeTime,
} from './format';

describe('formatCompact (spec §9)', () => {
  it('shows M with one decimal above 1e6', () => {
    expect(formatCompact('1234567')).toBe('1.2M');
    expect(formatCompact('25000000.99')).toBe('25.0M');
    expect(formatCompact('-3500000')).toBe('-3.5M');
  });
  it('shows K above 1e3 with the default precision 2', () => {
    expect(formatCompact('1500')).toBe('1.50K');
    expect(formatCompact('999999')).toBe('999.99K');
    expect(formatCompact('1500', 1)).toBe('1.5K');
  });
  it('keeps 4 decimals otherwise, never float noise', () => {
    expect(formatCompact('0.1')).toBe('0.1000');
    expect(formatCompact('1000')).toBe('1000.0000');
    expect(formatCompact('0.30000000000000004')).toBe('0.3000');
    expect(formatCompact('abc')).toBe('--');
  });
});

describe('formatPrice', () => {
  it('groups thousands and fixes decimals with decimal.js', () => {
    expect(formatPrice('1234.5')).toBe('1,234.50');
    expect(formatPrice('67890.123456', 4)).toBe('67,890.1235');
    expect(formatPrice('-1000000')).toBe('-1,000,000.00');
    expect(formatPrice('0.1', 2, false)).toBe('0.10');
    expect(formatPrice('')).toBe('--');
  });
  it('adds money exactly', () => {
    expect(convertFiat('0.1', '3')).toBe('0.30');
    expect(convertFiat('100', '7.2431')).toBe('724.31');
  });
});

describe('priceColor', () => {
  it('green up, grey flat, red down', () => {
    expect(priceColor('1.5')).toBe('#28ba98');
    expect(priceColor('0')).toBe('#8a8f99');
    expect(priceColor('0.000')).toBe('#8a8f99');
    expect(priceColor('-0.01')).toBe('#F04A5A');
  });
});

describe('formatPercent', () => {
  it('has a sign', () => {
    expect(formatPercent('1.234')).toBe('+1.23%');
    expect(formatPercent('-0.5')).toBe('-0.50%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatPercent('0.001')).toBe('0.00%');
  });
});

describe('relativeTime', () => {
  const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.count)}` : key);
  const now = Date.UTC(2024, 4, 31, 12, 0, 0);
  it('uses the spec boundaries 300 s, 1 h, 1 day, 30 days', () => {
    expect(relativeTime(now - 299_000, now, t)).toBe('time.justNow');
    expect(relativeTime(now - 300_000, now, t)).toBe('time.minutesAgo:5');
    expect(relativeTime(now - 3_599_000, now, t)).toBe('time.minutesAgo:59');
    expect(relativeTime(now - 3_600_000, now, t)).toBe('time.hoursAgo:1');
    expect(relativeTime(now - 86_399_000, now, t)).toBe('time.hoursAgo:23');
    expect(relativeTime(now - 86_400_000, now, t)).toBe('time.daysAgo:1');
    expect(relativeTime(now - 29 * 86_400_000, now, t)).toBe('time.daysAgo:29');
    expect(relativeTime(now - 30 * 86_400_000, now, t)).toMatch(/^2024-05-0[12]$/);
  });
});

describe('fiat equivalent', () => {
  it('prefixes the fiat symbol and converts with decimal maths', () => {
    expect(formatFiatEquivalent('98260.95', { currency_code: 'USD', rate: '1' })).toBe('≈ $98,260.95');
    expect(formatFiatEquivalent('100', { currency_code: 'EUR', rate: '0.92' })).toBe('≈ €92.00');
    expect(formatFiatEquivalent('100', { currency_code: 'JPY', rate: '151.37' })).toBe('≈ ¥15,137');
    expect(formatFiatEquivalent('x', { currency_code: 'USD', rate: '1' })).toBe('--');
    expect(formatPercent('-0.001')).toBe('0.00%');
    expect(formatPercent('-0.005')).toBe('-0.01%');
    expect(formatFiatEquivalent('0.36326', { currency_code: 'USD', rate: '1' }, 5)).toBe('≈ $0.36326');
    expect(formatFiatEquivalent('0.36326', { currency_code: 'EUR', rate: '0.92' }, 5)).toBe('≈ €0.33419');
  });
});
