import type { PairQuote } from '@meridian/contract/market';

/** A quote for unit tests, with overrides. */
export function quote(over: Partial<PairQuote> & { id: number }): PairQuote {
  return {
    symbol: `C${over.id}/USDT`,
    currency_id: over.id,
    currency_name: `C${over.id}`,
    legal_id: 3,
    legal_name: 'USDT',
    category: 'crypto',
    name: `Coin ${over.id}`,
    now_price: '1.00',
    change: '0.00',
    open: '1.00',
    high: '1.00',
    low: '1.00',
    volume: '0',
    amount: '0',
    price_precision: 2,
    amount_precision: 4,
    open_transaction: 1,
    open_coin_trade: 1,
    open_lever: 1,
    open_microtrade: 1,
    session: { timezone: null, hours: null, open: true, next_change: null },
    market_from_name: 'Demo market',
    logo: '',
    sort: over.id,
    time: 1_000,
    ...over,
  };
}
