import type { Period } from '@meridian/contract/market';

/** Query keys of the market domain. Every key that holds PairQuote data sits under `quotes()`, so one live patch reaches them all. */
export const marketKeys = {
  all: ['market'] as const,
  quotes: () => [...marketKeys.all, 'quotes'] as const,
  quotations: () => [...marketKeys.quotes(), 'quotation_new'] as const,
  pair: (symbol: string) => [...marketKeys.quotes(), 'pair', symbol] as const,
  search: (keyword: string) => [...marketKeys.quotes(), 'search', keyword] as const,
  favorites: () => [...marketKeys.quotes(), 'favorites'] as const,
  candles: (symbol: string, period: Period) => [...marketKeys.all, 'candles', symbol, period] as const,
};
