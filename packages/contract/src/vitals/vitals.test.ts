import { describe, expect, it } from 'vitest';
import { vitalsRating, vitalsWireValue } from './vitals-metrics';
import { vitalsReportRequest } from './vitals';

describe('vitals: ratings by Google’s thresholds', () => {
  it('good up to the first threshold, poor above the second', () => {
    expect([2500, 2501, 4000, 4001].map((v) => vitalsRating('LCP', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([200, 201, 500, 501].map((v) => vitalsRating('INP', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([0.1, 0.11, 0.25, 0.26].map((v) => vitalsRating('CLS', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
  });
});

describe('vitals: values on the wire', () => {
  it('whole milliseconds and CLS to four places, never an exponent, a negative or past the maximum', () => {
    expect(vitalsWireValue('LCP', 1234.56)).toBe('1235');
    expect(vitalsWireValue('CLS', 0.000000123)).toBe('0.0000');
    expect(vitalsWireValue('CLS', 0.12345)).toBe('0.1235');
    expect(vitalsWireValue('TTFB', -3)).toBe('0');
    expect(vitalsWireValue('INP', Number.NaN)).toBe('0');
    expect(vitalsWireValue('LCP', 1e9)).toBe('600000');
  });

  it('every spelling it makes is a valid sample', () => {
    const values = [0, 1e-9, 0.5, 1234.5678, 599_999.9, 1e12, -1];
    const samples = (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).flatMap((name) =>
      values.map((v) => ({ page: 'home', name, value: vitalsWireValue(name, v) })),
    );
    for (let i = 0; i < samples.length; i += 20)
      expect(vitalsReportRequest.safeParse({ samples: samples.slice(i, i + 20) }).success).toBe(true);
  });

  it('refuses a value past the metric’s maximum, an unknown page and a batch over 20', () => {
    const parse = (samples: unknown) => vitalsReportRequest.safeParse({ samples }).success;
    expect(parse([{ page: 'home', name: 'CLS', value: '100' }])).toBe(true);
    expect(parse([{ page: 'home', name: 'CLS', value: '101' }])).toBe(false);
    expect(parse([{ page: 'nowhere', name: 'LCP', value: '1' }])).toBe(false);
    expect(parse(Array.from({ length: 21 }, () => ({ page: 'home', name: 'LCP', value: '1' })))).toBe(false);
  });
});
