import { describe, expect, it } from 'vitest';
import { isoTime, oneOf } from './wire-out';

describe('wire-out', () => {
  const STATES = ['open', 'closed'] as const;

  it('oneOf keeps a member of the set and replaces anything else with the fallback', () => {
    expect(oneOf(STATES, 'closed', 'open')).toBe('closed');
    expect(oneOf(STATES, 'cancelled', 'open')).toBe('open');
    expect(oneOf(STATES, '', '')).toBe('');
  });

  it('isoTime writes UTC ISO 8601, or an empty string without a moment', () => {
    expect(isoTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z');
    expect(isoTime(null)).toBe('');
    expect(isoTime(undefined)).toBe('');
  });
});
