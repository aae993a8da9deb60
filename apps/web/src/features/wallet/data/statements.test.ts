import type { CurrencyItem } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { fundCurrenciesFor, pickFundCurrency } from './fundCurrencies';
import { groupByDay } from './statements';

const at = (iso: string, id: number) => ({ id, created_time: iso });

describe('bill rows', () => {
  it('groups consecutive rows of the same local day, keeping the order', () => {
    const local = (d: string) => new Date(`${d}T12:00:00`).toISOString();
    const groups = groupByDay([
      at(local('2025-03-02'), 5),
      at(local('2025-03-02'), 4),
      at(local('2025-03-01'), 3),
    ]);
    expect(groups.map((g) => [g.day, g.rows.map((r) => r.id)])).toEqual([
      ['2025-03-02', [5, 4]],
      ['2025-03-01', [3]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

const currency = (id: number, name: string, charge: boolean, withdraw: boolean): CurrencyItem => ({
  id,
  name,
  full_name: name,
  logo: '',
  kind: 'crypto',
  precision: 8,
  min_number: '0',
  rate: '0',
  networks: [],
  is_charge: charge,
  is_withdraw: withdraw,
  is_legal: false,
  is_match: true,
});

describe('fund currencies', () => {
  const list = [
    currency(1, 'BTC', true, true),
    currency(3, 'USDT', true, true),
    currency(9, 'AAPL', false, false),
    currency(2, 'ETH', true, false),
  ];
  it('keeps the open ones, USDT first', () => {
    expect(fundCurrenciesFor(list, 'deposit').map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(fundCurrenciesFor(list, 'withdraw').map((c) => c.name)).toEqual(['USDT', 'BTC']);
    expect(fundCurrenciesFor(undefined, 'deposit')).toEqual([]);
  });
  it('picks ?currency= when open, else the first', () => {
    const open = fundCurrenciesFor(list, 'withdraw');
    expect(pickFundCurrency(open, 1)?.name).toBe('BTC');
    expect(pickFundCurrency(open, 2)?.name).toBe('USDT');
    expect(pickFundCurrency(open, NaN)?.name).toBe('USDT');
    expect(pickFundCurrency([], 3)).toBeUndefined();
  });
});
