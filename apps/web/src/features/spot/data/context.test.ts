import type { PairDetail } from '@meridian/contract/market';
import type { WalletBalances } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { pairRulesOf, spotAssetsOf } from './context';

const row = (currency: number, name: string, available: string, precision: number) => ({
  currency,
  currency_name: name,
  precision,
  available,
  frozen: '0',
  usdt_price: '1',
  usdt_value: '0',
  fiat_value: '0',
});
const account = (balance: ReturnType<typeof row>[]) => ({ balance, usdt_totle: '0', fiat_totle: '0' });
const wallet = {
  legal_wallet: account([row(3, 'USDT', '999', 4)]),
  change_wallet: account([row(1, 'BTC', '0.5', 8), row(3, 'USDT', '1000', 4)]),
  lever_wallet: account([]),
  micro_wallet: account([]),
  total_usdt: '0',
  total_fiat: '0',
  fiat: { code: 'USD', rate: '1' },
} satisfies WalletBalances;

describe('spotAssetsOf', () => {
  it('reads the spot (change) account of both currencies', () => {
    expect(spotAssetsOf(wallet, 1, 3)).toEqual({
      balances: { base_available: '0.5', quote_available: '1000' },
      basePrecision: 8,
      quotePrecision: 4,
    });
  });
  it('shows zero for a currency the account does not hold, and before the wallet loads', () => {
    expect(spotAssetsOf(wallet, 2, 3).balances.base_available).toBe('0');
    expect(spotAssetsOf(undefined, 1, 3)).toEqual({
      balances: { base_available: '0', quote_available: '0' },
    });
  });
});

describe('pairRulesOf', () => {
  it('maps the pair detail and currency precisions to the ticket rules', () => {
    const pair = {
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      price_precision: 2,
      amount_precision: 5,
      tick_size: '0.01',
      lot_size: '0.00001',
      category: 'crypto',
    } as PairDetail;
    expect(pairRulesOf(pair, spotAssetsOf(wallet, 1, 3))).toEqual({
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      price_decimals: 2,
      amount_decimals: 5,
      tick_size: '0.01',
      lot_size: '0.00001',
      min_notional: '1',
      base_precision: 8,
      quote_precision: 4,
    });
  });
});

describe('pairRulesOf: minimum order value', () => {
  it('is 20 USDT for a stock pair', () => {
    const stock = {
      symbol: 'AAPL/USDT',
      category: 'stock',
      tick_size: '0.01',
      lot_size: '0.0001',
    } as PairDetail;
    expect(pairRulesOf(stock).min_notional).toBe('20');
  });
});
