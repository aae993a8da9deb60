import type { AccountWallet, WalletBalances, WalletRow } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { accountTypeOf, currencyChoices, fieldOfType, rowOf, searchCurrencies } from './accounts';
import { visibleRows } from './visibleRows';

const row = (currency: number, name: string, available = '0', frozen = '0'): WalletRow => ({
  currency,
  currency_name: name,
  precision: name === 'USDT' ? 6 : 8,
  available,
  frozen,
  usdt_price: '1',
  usdt_value: '0',
  fiat_value: '0',
});
const account = (rows: WalletRow[]): AccountWallet => ({ balance: rows, usdt_totle: '0', fiat_totle: '0' });
const balances: WalletBalances = {
  legal_wallet: account([row(1, 'BTC'), row(3, 'USDT', '5')]),
  change_wallet: account([row(2, 'ETH', '0', '1'), row(1, 'BTC')]),
  lever_wallet: account([]),
  micro_wallet: account([row(3, 'USDT')]),
  total_usdt: '0',
  total_fiat: '0',
  fiat: { code: 'USD', rate: '1' },
};

describe('wallet helpers', () => {
  it('lists each currency once, USDT first', () => {
    expect(currencyChoices(balances).map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(currencyChoices(undefined)).toEqual([]);
  });
  it('finds a row of an account', () => {
    expect(rowOf(balances, 'legal', 3)?.available).toBe('5');
    expect(rowOf(balances, 'lever', 3)).toBeUndefined();
    expect(rowOf(balances, 'legal', null)).toBeUndefined();
  });
  it('maps account fields to the legal_log type numbers', () => {
    expect(accountTypeOf('legal')).toBe(1);
    expect(accountTypeOf('micro')).toBe(4);
    expect(fieldOfType(3)).toBe('lever');
    expect(fieldOfType(9)).toBeUndefined();
  });
  it('puts funded rows first and can hide the empty ones', () => {
    const rows = balances.legal_wallet.balance;
    expect(visibleRows(rows, false).map((r) => r.currency_name)).toEqual(['USDT', 'BTC']);
    expect(visibleRows(rows, true).map((r) => r.currency_name)).toEqual(['USDT']);
    expect(visibleRows(balances.change_wallet.balance, true).map((r) => r.currency_name)).toEqual(['ETH']);
  });
  it('searches by name', () => {
    expect(searchCurrencies(currencyChoices(balances), ' bt')).toEqual([
      { id: 1, name: 'BTC', precision: 8 },
    ]);
    expect(searchCurrencies(currencyChoices(balances), '')).toHaveLength(3);
  });
});
