import { describe, expect, it } from 'vitest';
import { withdrawProblemKey } from './errors';
import {
  EMPTY_WITHDRAW,
  destinationKey,
  sameDestination,
  toWalletOutRequest,
  withdrawPreview,
  withdrawProblems,
} from './state';
import type { WithdrawRules, WithdrawValues } from './state';

/** USDT as the server configures it: minimum 10, fee 1, 6 decimals; 250.5 available in spot. */
const usdt: WithdrawRules = { currency: 3, precision: 6, min: '10', fee: '1', available: '250.5' };
const btc: WithdrawRules = { currency: 1, precision: 8, min: '0.001', fee: '0.0005', available: '0.01' };
const ready = (patch: Partial<WithdrawValues> = {}): WithdrawValues => ({
  destination: { type: 'address', id: 12 },
  amount: '100',
  payPassword: 'pay123456',
  ...patch,
});

describe('withdraw form: validation', () => {
  it('an empty form needs a destination, an amount and the pay password', () => {
    expect(withdrawProblems(EMPTY_WITHDRAW, usdt)).toEqual({
      destination: 'destination_required',
      amount: 'amount_required',
      payPassword: 'pay_password_required',
    });
  });
  it('checks the amount against the minimum, the fee and the available balance', () => {
    expect(withdrawProblems(ready(), usdt)).toEqual({});
    expect(withdrawProblems(ready({ amount: '10' }), usdt)).toEqual({});
    expect(withdrawProblems(ready({ amount: '9.999999' }), usdt).amount).toBe('below_minimum');
    expect(withdrawProblems(ready({ amount: '250.5' }), usdt)).toEqual({});
    expect(withdrawProblems(ready({ amount: '250.500001' }), usdt).amount).toBe('insufficient_balance');
    expect(withdrawProblems(ready({ amount: '100.1234567' }), usdt).amount).toBe('amount_precision');
    expect(withdrawProblems(ready({ amount: '0' }), usdt).amount).toBe('amount_invalid');
    const freeMin: WithdrawRules = { ...usdt, min: '0.5' };
    expect(withdrawProblems(ready({ amount: '1' }), freeMin).amount).toBe('not_above_fee');
  });
  it('maps problems to localised keys', () => {
    expect(withdrawProblemKey('below_minimum')).toBe('withdraw.errors.belowMinimum');
    expect(withdrawProblemKey('destination_required')).toBe('errors.destination_missing');
    expect(withdrawProblemKey('insufficient_balance')).toBe('errors.insufficient_balance');
    expect(withdrawProblemKey('amount_required')).toBe('fund.errors.amountRequired');
  });
});

describe('withdraw form: fee preview', () => {
  it('you receive = amount − fee, exactly', () => {
    expect(withdrawPreview('100', usdt)).toEqual({ amount: '100', fee: '1', arrives: '99' });
    expect(withdrawPreview('10.000001', usdt)).toEqual({
      amount: '10.000001',
      fee: '1',
      arrives: '9.000001',
    });
    expect(withdrawPreview('0.0015', btc)).toEqual({ amount: '0.0015', fee: '0.0005', arrives: '0.001' });
    expect(withdrawPreview('0.3', { fee: '0.1' })?.arrives).toBe('0.2');
  });
  it('never shows a negative amount and nothing for non-numbers', () => {
    expect(withdrawPreview('0.5', usdt)?.arrives).toBe('0');
    expect(withdrawPreview('', usdt)).toBeNull();
    expect(withdrawPreview('1e3', usdt)).toBeNull();
  });
});

describe('withdraw form: request', () => {
  it('sends an address by id and never a fee', () => {
    expect(toWalletOutRequest(ready({ amount: '100.50' }), usdt)).toEqual({
      currency: 3,
      number: '100.5',
      type: 0,
      address_id: 12,
      pay_password: 'pay123456',
    });
  });
  it('sends the bank card (1) and the international card (2) by type', () => {
    expect(toWalletOutRequest(ready({ destination: { type: 'bank' } }), usdt)).toMatchObject({ type: 1 });
    expect(toWalletOutRequest(ready({ destination: { type: 'international' } }), usdt)).toMatchObject({
      type: 2,
    });
    expect(toWalletOutRequest(ready({ destination: { type: 'bank' } }), usdt)).not.toHaveProperty(
      'address_id',
    );
  });
  it('is null while a problem remains', () => {
    expect(toWalletOutRequest(ready({ amount: '5' }), usdt)).toBeNull();
    expect(toWalletOutRequest(ready({ destination: null }), usdt)).toBeNull();
  });
  it('names destinations for the DOM', () => {
    expect(destinationKey({ type: 'address', id: 7 })).toBe('address-7');
    expect(destinationKey({ type: 'bank' })).toBe('bank-card');
    expect(sameDestination({ type: 'address', id: 7 }, { type: 'address', id: 7 })).toBe(true);
    expect(sameDestination({ type: 'bank' }, { type: 'international' })).toBe(false);
    expect(sameDestination(null, { type: 'bank' })).toBe(false);
  });
});
