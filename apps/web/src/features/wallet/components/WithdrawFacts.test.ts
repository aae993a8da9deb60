import { describe, expect, it } from 'vitest';
import { payoutFigures } from './BankPayoutFacts';
import { exactAmount, withdrawConfirmRows } from './WithdrawFacts';

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

describe('withdrawConfirmRows (the withdrawal confirmation)', () => {
  const t = (key: string) => `<${key}>`;
  const shown = {
    preview: { amount: '1250', fee: '1', arrives: '1249' },
    currency: 'USDT',
    precision: 6,
    to: 'Commerzbank ·3000',
  };

  it('repeats the bank payout the form shows: what the bank receives in the fiat and the rate', () => {
    const payout = payoutFigures({ amount: '1149.0799', rate: '0.92000012' }, 'EUR', 'USDT');
    expect(payout).toEqual({ fiat: 'EUR', amount: '≈ 1,149.07 EUR', rate: '1 USDT = 0.92000012 EUR' });
    expect(withdrawConfirmRows(t, { ...shown, payout })).toEqual([
      ['amount', '<withdraw.amount>', '1,250.00 USDT'],
      ['fee', '<withdraw.fee>', '1.00 USDT'],
      ['arrives', '<withdraw.arrives>', '1,249.00 USDT'],
      ['fiat-amount', '<withdraw.bankReceives>', '≈ 1,149.07 EUR'],
      ['fiat-rate', '<withdraw.payoutRate>', '1 USDT = 0.92000012 EUR'],
      ['to', '<withdraw.to>', 'Commerzbank ·3000'],
    ]);
  });

  it('says the payout is not known yet while the quote loads, and has no fiat lines for an address', () => {
    const loading = withdrawConfirmRows(t, { ...shown, payout: payoutFigures(null, 'USD', 'USDT') });
    expect(loading.filter(([key]) => key.startsWith('fiat-')).map(([, , value]) => value)).toEqual([
      '--',
      '--',
    ]);
    expect(withdrawConfirmRows(t, { ...shown, payout: null }).map(([key]) => key)).toEqual([
      'amount',
      'fee',
      'arrives',
      'to',
    ]);
  });
});
