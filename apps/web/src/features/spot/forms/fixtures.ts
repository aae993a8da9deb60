import { INITIAL_SPOT_TICKET } from './state';
import type { SpotContext, SpotTicket } from './types';

/** Test fixtures: BTC/USDT at 50000 with 1,000 USDT and 0.5 BTC available. */

export const BTC_USDT = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  price_decimals: 2,
  amount_decimals: 5,
  tick_size: '0.01',
  lot_size: '0.00001',
  min_notional: '5',
};

export const spotContext = (over: Partial<SpotContext> = {}): SpotContext => ({
  pair: BTC_USDT,
  balances: { base_available: '0.5', quote_available: '1000' },
  book: { bestBid: '49990', bestAsk: '50010' },
  ...over,
});

export const ticket = (over: Partial<SpotTicket> = {}): SpotTicket => ({
  ...INITIAL_SPOT_TICKET,
  price: '50000',
  ...over,
});
