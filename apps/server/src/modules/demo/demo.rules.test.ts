import type { DomainError } from '@meridian/contract';
import { Decimal } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { available, nextTopUpAt, nextUtcMidnight, refusal, utcDay, type FaucetState } from './demo.rules';

const at = (iso: string) => new Date(iso);
const state = (s: Partial<FaucetState>): FaucetState => ({
  claimed: false,
  topUpDays: [],
  totalUsdt: new Decimal(0),
  now: at('2030-06-01T12:00:00Z'),
  ...s,
});
const keyOf = (e: DomainError | undefined) => e?.key;

describe('demo faucet rules', () => {
  it('a new account may claim, not top up', () => {
    expect(refusal('claim', state({}))).toBeUndefined();
    expect(keyOf(refusal('top_up', state({})))).toBe('demo_claim_first');
    expect(available(state({}))).toBe('claim');
  });

  it('the claim is once per account', () => {
    expect(keyOf(refusal('claim', state({ claimed: true, totalUsdt: new Decimal(0) })))).toBe(
      'demo_already_claimed',
    );
  });

  it('a top-up needs a total below 1,000 USDT (999.99 yes, 1,000 no)', () => {
    expect(refusal('top_up', state({ claimed: true, totalUsdt: new Decimal('999.99') }))).toBeUndefined();
    const e = refusal('top_up', state({ claimed: true, totalUsdt: new Decimal('1000') }));
    expect(e?.key).toBe('demo_top_up_not_needed');
    expect(e?.params).toEqual({ threshold: '1000' });
    expect(available(state({ claimed: true, totalUsdt: new Decimal('1000') }))).toBeNull();
    expect(available(state({ claimed: true, totalUsdt: new Decimal('5') }))).toBe('top_up');
  });

  it('one top-up per UTC day: the next opens at midnight UTC', () => {
    const s = state({ claimed: true, topUpDays: ['2030-06-01'], now: at('2030-06-01T23:59:59.999Z') });
    const e = refusal('top_up', s);
    expect(e?.key).toBe('demo_top_up_used_today');
    expect(e?.params).toEqual({ next: '2030-06-02 00:00' });
    expect(nextTopUpAt(s)?.toISOString()).toBe('2030-06-02T00:00:00.000Z');
    const tomorrow = { ...s, now: at('2030-06-02T00:00:00Z') };
    expect(refusal('top_up', tomorrow)).toBeUndefined();
    expect(nextTopUpAt(tomorrow)).toBeNull();
  });

  it('UTC days and midnights (month and year ends)', () => {
    expect(utcDay(at('2030-12-31T23:30:00-02:00'))).toBe('2031-01-01');
    expect(nextUtcMidnight(at('2030-12-31T10:00:00Z')).toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(nextUtcMidnight(at('2032-02-28T00:00:00Z')).toISOString()).toBe('2032-02-29T00:00:00.000Z');
  });
});
