import { describe, expect, it } from 'vitest';
import { isQuietProblem, transferProblemKey } from './errors';
import {
  INITIAL_TRANSFER,
  allAmount,
  pickAccount,
  swapAccounts,
  toTransferRequest,
  transferProblem,
} from './state';
import type { TransferBalance, TransferForm } from './state';
import { transferSummary, transferSummaryText } from './summary';

const usdt: TransferBalance = { currencyName: 'USDT', available: '100.5', precision: 4 };
const form = (patch: Partial<TransferForm> = {}): TransferForm => ({
  ...INITIAL_TRANSFER,
  currencyId: 3,
  amount: '10',
  ...patch,
});

describe('transfer form: accounts', () => {
  it('swaps from and to', () => {
    expect(swapAccounts(form({ from: 'legal', to: 'micro' }))).toMatchObject({ from: 'micro', to: 'legal' });
  });
  it('picking the other side swaps instead of making from = to', () => {
    expect(pickAccount(form({ from: 'change', to: 'lever' }), 'from', 'lever')).toMatchObject({
      from: 'lever',
      to: 'change',
    });
    expect(pickAccount(form({ from: 'change', to: 'lever' }), 'to', 'micro')).toMatchObject({
      from: 'change',
      to: 'micro',
    });
  });
  it('refuses from = to', () => {
    expect(transferProblem(form({ from: 'micro', to: 'micro' }), usdt)).toBe('same_account');
  });
});

describe('transfer form: amount', () => {
  it('"All" is the available balance rounded down to the precision', () => {
    expect(allAmount('100.123456789', 8)).toBe('100.12345678');
    expect(allAmount('0.99999', 2)).toBe('0.99');
    expect(allAmount('5.000000', 6)).toBe('5');
    expect(allAmount('0', 6)).toBe('');
    expect(allAmount(null, 6)).toBe('');
  });
  it('validates against the available balance with decimal arithmetic', () => {
    expect(transferProblem(form({ amount: '100.5' }), usdt)).toBeNull();
    expect(transferProblem(form({ amount: '100.5001' }), usdt)).toBe('insufficient_balance');
    // 0.1 + 0.2 style float traps do not apply: 0.3 of 0.3 is exactly enough
    expect(transferProblem(form({ amount: '0.3' }), { ...usdt, available: '0.3' })).toBeNull();
    expect(
      transferProblem(form({ amount: '123456789012345678.123456789' }), {
        ...usdt,
        precision: 18,
        available: '123456789012345678.123456788',
      }),
    ).toBe('insufficient_balance');
  });
  it('orders the other problems', () => {
    expect(transferProblem(form({ currencyId: null }), null)).toBe('currency_required');
    expect(transferProblem(form({ amount: '' }), usdt)).toBe('amount_required');
    expect(transferProblem(form({ amount: '1e3' }), usdt)).toBe('amount_invalid');
    expect(transferProblem(form({ amount: '0.000' }), usdt)).toBe('amount_positive');
    expect(transferProblem(form({ amount: '1.12345' }), usdt)).toBe('amount_precision');
    expect(transferProblem(form(), { ...usdt, available: null })).toBe('balance_unknown');
  });
  it('maps problems to message keys; only "not typed yet" ones stay quiet', () => {
    expect(transferProblemKey('insufficient_balance')).toBe('errors.insufficient_balance');
    expect(transferProblemKey('same_account')).toBe('fund.errors.sameAccount');
    expect(isQuietProblem('amount_required')).toBe(true);
    expect(isQuietProblem('insufficient_balance')).toBe(false);
  });
});

describe('transfer form: request and summary', () => {
  it('builds the contract body with a normalised amount', () => {
    expect(toTransferRequest(form({ amount: '10.50', from: 'legal', to: 'change' }), usdt)).toEqual({
      currency_id: 3,
      number: '10.5',
      from_field: 'legal',
      to_field: 'change',
    });
    expect(toTransferRequest(form({ amount: '1000' }), usdt)).toBeNull();
  });
  it('summarises what moves and what is left', () => {
    const s = transferSummary(form({ amount: '0.5' }), usdt);
    expect(s).toEqual({ amount: '0.5', currency: 'USDT', from: 'change', to: 'lever', remaining: '100' });
    const t = (key: string, vars?: Record<string, unknown>) => `${key}${vars ? JSON.stringify(vars) : ''}`;
    expect(transferSummaryText(s, t)).toBe(
      'fund.transferConfirm{"amount":"0.5","currency":"USDT","from":"fund.account.change","to":"fund.account.lever"}',
    );
  });
});
