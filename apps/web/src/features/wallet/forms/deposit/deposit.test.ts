import { describe, expect, it } from 'vitest';
import { amountProblem } from '../../../../lib/amount';
import { EMPTY_DEPOSIT, depositProblemKey, depositProblems, toChargeRequest } from './deposit';

const VOUCHER = 'http://127.0.0.1:8080/uploads/2025-01/0123456789abcdef0123456789abcdef.png';

describe('amount checks', () => {
  it('needs a positive number within the precision', () => {
    expect(amountProblem('', 6)).toBe('amount_required');
    expect(amountProblem('  ', 6)).toBe('amount_required');
    expect(amountProblem('abc', 6)).toBe('amount_invalid');
    expect(amountProblem('-5', 6)).toBe('amount_invalid');
    expect(amountProblem('0', 6)).toBe('amount_invalid');
    expect(amountProblem('0.000', 6)).toBe('amount_invalid');
    expect(amountProblem('1.5e3', 6)).toBe('amount_invalid');
    expect(amountProblem('100.1234567', 6)).toBe('amount_precision');
    expect(amountProblem('100.123456', 6)).toBeNull();
    expect(amountProblem('0.00000001', 8)).toBeNull();
  });
});

describe('deposit claim', () => {
  it('requires an amount and an uploaded voucher; the payer account is optional', () => {
    expect(depositProblems(EMPTY_DEPOSIT, 6)).toEqual({
      amount: 'amount_required',
      voucher: 'voucher_required',
    });
    expect(depositProblems({ amount: '250', account: '', voucher: VOUCHER }, 6)).toEqual({});
    expect(depositProblems({ amount: '250', account: 'x'.repeat(201), voucher: VOUCHER }, 6)).toEqual({
      account: 'account_too_long',
    });
  });

  it('maps problems to localised keys', () => {
    expect(depositProblemKey('voucher_required')).toBe('errors.voucher_required');
    expect(depositProblemKey('amount_precision')).toBe('fund.errors.amountPrecision');
    expect(depositProblemKey('account_too_long')).toBe('deposit.errors.accountTooLong');
  });

  it('builds the charge_req body with a normalised amount', () => {
    expect(
      toChargeRequest({ amount: '0250.50', account: ' tx 0xabc ', voucher: VOUCHER }, 3, 'TRC20', 6),
    ).toEqual({
      currency: 3,
      amount: '250.5',
      account: 'tx 0xabc',
      network: 'TRC20',
      type: 0,
      voucher: VOUCHER,
    });
    expect(toChargeRequest({ amount: '250', account: '', voucher: '' }, 3, 'TRC20', 6)).toBeNull();
    expect(toChargeRequest({ amount: '0.123456789', account: '', voucher: VOUCHER }, 1, '', 8)).toBeNull();
  });
});
