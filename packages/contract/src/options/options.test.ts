import { describe, expect, it } from 'vitest';
import {
  breakEvenWinRate,
  OPTIONS_DOWN,
  OPTIONS_UP,
  optionsSubmitRequest,
  opsOptionsTierSetRequest,
  optionOutcome,
  optionPayout,
  optionSettlement,
} from './options';

describe('seconds options rules (worked numbers)', () => {
  it('a win pays stake × (1 + ratio): 100 at 80 % → 180, profit 80', () => {
    expect(optionPayout('100', '80')).toEqual({ payout: '180', profit: '80' });
    expect(optionPayout('12.34', '85')).toEqual({ payout: '22.829', profit: '10.489' });
    expect(optionPayout('0.01', '33.33')).toEqual({ payout: '0.013333', profit: '0.003333' });
  });

  it('break-even win rate = 1 / (1 + ratio), in percent, rounded up', () => {
    expect(breakEvenWinRate('80')).toBe('55.56');
    expect(breakEvenWinRate('85')).toBe('54.06');
    expect(breakEvenWinRate('90')).toBe('52.64');
    expect(breakEvenWinRate('95')).toBe('51.29');
    expect(breakEvenWinRate('100')).toBe('50.00');
  });

  it('outcome: up wins above the entry, down below it, equal is a draw', () => {
    expect(optionOutcome(OPTIONS_UP, '100.00', '100.01')).toBe(1);
    expect(optionOutcome(OPTIONS_UP, '100.00', '99.99')).toBe(-1);
    expect(optionOutcome(OPTIONS_DOWN, '100.00', '99.99')).toBe(1);
    expect(optionOutcome(OPTIONS_DOWN, '100.00', '100.01')).toBe(-1);
    expect(optionOutcome(OPTIONS_UP, '100.00', '100')).toBe(0);
    expect(optionOutcome(OPTIONS_DOWN, '100', '100.000')).toBe(0);
  });

  it('settlement money: win 180/+80, draw 100/0, loss 0/−100', () => {
    expect(optionSettlement('100', '80', 1)).toEqual({ payout: '180', fact_profits: '80' });
    expect(optionSettlement('100', '80', 0)).toEqual({ payout: '100', fact_profits: '0' });
    expect(optionSettlement('100', '80', -1)).toEqual({ payout: '0', fact_profits: '-100' });
  });
});

describe('microtrade request schemas', () => {
  it('accepts 1/2 and up/down for type, numbers for the stake', () => {
    const base = { match_id: 1, currency_id: 3, seconds: 30 };
    expect(optionsSubmitRequest.parse({ ...base, type: 'up', number: 100 }).type).toBe(1);
    expect(optionsSubmitRequest.parse({ ...base, type: '2', number: '10.5' })).toMatchObject({
      type: 2,
      number: '10.5',
    });
    const bad = optionsSubmitRequest.safeParse({ ...base, type: 3, number: '1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('microtrade_type_invalid');
    expect(optionsSubmitRequest.safeParse({ ...base, type: 1, number: '0' }).success).toBe(false);
  });

  it('tier settings: seconds 10..3600, ratio ≤ 100, min ≤ max, cents', () => {
    const ok = { seconds: 30, profit_ratio: '80', min_amount: '10', max_amount: '50000' };
    expect(opsOptionsTierSetRequest.parse(ok)).toMatchObject({ status: 1, sort: 0 });
    for (const bad of [
      { ...ok, seconds: 5 },
      { ...ok, profit_ratio: '101' },
      { ...ok, min_amount: '60000' },
      { ...ok, min_amount: '0.001' },
      { ...ok, profit_ratio: '-5' },
    ])
      expect(opsOptionsTierSetRequest.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
