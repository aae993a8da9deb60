import { describe, expect, it } from 'vitest';
import {
  initialOptionsTicket,
  liveStanding,
  optionsProblem,
  optionsSummary,
  reduceOptionsTicket,
  stakeLimits,
  toOptionsSubmit,
} from './index';
import type { OptionsContext } from './index';

const tiers = [
  { seconds: 30, ratio: '80', min: '10', max: '50000' },
  { seconds: 60, ratio: '85', min: '10', max: '50000' },
];
const ctx: OptionsContext = { available: true, tiers, currencyMin: '0', currencyMax: '0', balance: '1000' };

describe('options ticket', () => {
  it('starts on the first tier at its minimum stake', () => {
    expect(initialOptionsTicket(tiers)).toEqual({ seconds: 30, stake: '10' });
    expect(initialOptionsTicket([])).toEqual({ seconds: null, stake: '' });
  });
  it('stake input keeps two decimals; quick picks fill it; tier list changes keep an offered tier', () => {
    const t = initialOptionsTicket(tiers);
    expect(reduceOptionsTicket(t, { kind: 'stake', value: '12.345' }).stake).toBe('12.34');
    expect(reduceOptionsTicket(t, { kind: 'quick', amount: '500' }).stake).toBe('500');
    const on60 = reduceOptionsTicket(t, { kind: 'tier', seconds: 60 });
    expect(reduceOptionsTicket(on60, { kind: 'tiers', tiers }).seconds).toBe(60);
    expect(reduceOptionsTicket(on60, { kind: 'tiers', tiers: [tiers[0]!] }).seconds).toBe(30);
  });
  it('stake 100 at 80 % → payout 180, profit 80, break-even 55.56 %', () => {
    expect(optionsSummary({ seconds: 30, stake: '100' }, ctx)).toEqual({
      ratio: '80',
      payout: '180',
      profit: '80',
      breakEven: '55.56',
    });
    expect(optionsSummary({ seconds: 60, stake: '33.33' }, ctx)).toMatchObject({
      payout: '61.6605',
      profit: '28.3305',
      breakEven: '54.06',
    });
  });
  it('limits: the tighter of tier and currency', () => {
    expect(stakeLimits(tiers[0]!, { currencyMin: '20', currencyMax: '1000' })).toEqual({
      min: '20',
      max: '1000',
    });
    expect(stakeLimits(tiers[0]!, { currencyMin: '0', currencyMax: '' })).toEqual({
      min: '10',
      max: '50000',
    });
  });
  it('problems', () => {
    expect(optionsProblem({ seconds: 30, stake: '100' }, ctx)).toBeNull();
    expect(optionsProblem({ seconds: 30, stake: '9.99' }, ctx)).toMatchObject({
      code: 'stake_range',
      key: 'microtrade_amount_range',
      params: { min: '10', max: '50000' },
    });
    expect(optionsProblem({ seconds: 30, stake: '60000' }, { ...ctx, balance: null })?.code).toBe(
      'stake_range',
    );
    expect(optionsProblem({ seconds: 30, stake: '1000.01' }, ctx)?.code).toBe('insufficient_balance');
    expect(optionsProblem({ seconds: 45, stake: '100' }, ctx)?.code).toBe('tier');
    expect(optionsProblem({ seconds: 30, stake: '' }, ctx)?.code).toBe('stake_required');
    expect(optionsProblem({ seconds: 30, stake: '100' }, { ...ctx, available: false })).toMatchObject({
      code: 'unavailable',
      key: 'microtrade_unavailable',
    });
  });
  it('submit body and live standing', () => {
    expect(toOptionsSubmit({ seconds: 30, stake: '100.50' }, ctx, 7, 'down')).toEqual({
      match_id: 7,
      currency_id: 3,
      type: 2,
      seconds: 30,
      number: '100.5',
    });
    expect(toOptionsSubmit({ seconds: 30, stake: '1' }, ctx, 7, 'up')).toBeNull();
    expect(liveStanding('up', '100', '101')).toBe(1);
    expect(liveStanding('down', '100', '101')).toBe(-1);
    expect(liveStanding('up', '100', '100')).toBe(0);
  });
});
