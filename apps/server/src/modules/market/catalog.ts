import type { PairCategory } from '@meridian/contract/market';

/**
 * The assets and pairs a fresh deployment lists. Levels and volatilities drive the simulated feed only;
 * a live feed replaces them with an exchange's prices. Currency ids 1 BTC, 2 ETH, 3 USDT are the spec's.
 */
export interface AssetSpec {
  id: number;
  symbol: string;
  name: string;
  kind: 'crypto' | 'stock' | 'stablecoin';
}

export interface PairSpec {
  id: number;
  base: string;
  quote: string;
  category: PairCategory;
  /** Decimals of the price and of the amount. */
  pricePrecision: number;
  amountPrecision: number;
  /** Simulation: typical price, annualised volatility, typical turnover per minute in the quote asset. */
  level: string;
  volatility: number;
  turnoverPerMinute: number;
  sort: number;
}

export const QUOTE_USDT = 'USDT';

const crypto: [string, string, number, string, number, number, number][] = [
  // symbol, name, currency id, level, volatility, price decimals, turnover per minute (USDT)
  ['BTC', 'Bitcoin', 1, '96000', 0.55, 2, 400_000],
  ['ETH', 'Ethereum', 2, '3400', 0.7, 2, 220_000],
  ['LTC', 'Litecoin', 4, '95', 0.85, 2, 12_000],
  ['XRP', 'XRP', 5, '2.3', 0.95, 4, 60_000],
  ['BNB', 'BNB', 6, '640', 0.6, 2, 30_000],
  ['SOL', 'Solana', 7, '180', 0.9, 2, 90_000],
  ['TRX', 'TRON', 8, '0.24', 0.7, 5, 10_000],
  ['DOGE', 'Dogecoin', 9, '0.32', 1.1, 5, 45_000],
  ['ADA', 'Cardano', 10, '0.85', 0.95, 4, 15_000],
  ['DOT', 'Polkadot', 11, '6.5', 0.95, 3, 8_000],
  ['AVAX', 'Avalanche', 12, '32', 1.0, 2, 9_000],
  ['LINK', 'Chainlink', 13, '18', 0.95, 3, 10_000],
  ['POL', 'Polygon', 14, '0.45', 1.0, 4, 5_000],
  ['BCH', 'Bitcoin Cash', 15, '420', 0.8, 2, 8_000],
  ['ETC', 'Ethereum Classic', 16, '24', 0.9, 3, 4_000],
  ['UNI', 'Uniswap', 17, '9.5', 1.0, 3, 4_000],
  ['ATOM', 'Cosmos', 18, '7.2', 0.95, 3, 3_500],
  ['FIL', 'Filecoin', 19, '4.8', 1.0, 3, 3_000],
  ['NEAR', 'NEAR Protocol', 20, '5.1', 1.05, 3, 4_000],
  ['APT', 'Aptos', 21, '9.2', 1.05, 3, 3_500],
  ['ARB', 'Arbitrum', 22, '0.75', 1.05, 4, 4_000],
  ['OP', 'Optimism', 23, '1.9', 1.05, 4, 3_500],
];

const stocks: [string, string, number, string, number, number][] = [
  // symbol, name, currency id, level, volatility, turnover per minute (USDT)
  ['AAPL', 'Apple Inc.', 101, '228', 0.25, 150_000],
  ['TSLA', 'Tesla, Inc.', 102, '345', 0.6, 200_000],
  ['NVDA', 'NVIDIA Corporation', 103, '142', 0.5, 250_000],
  ['MSFT', 'Microsoft Corporation', 104, '418', 0.25, 120_000],
  ['AMZN', 'Amazon.com, Inc.', 105, '205', 0.32, 110_000],
  ['GOOGL', 'Alphabet Inc.', 106, '172', 0.3, 90_000],
  ['META', 'Meta Platforms, Inc.', 107, '565', 0.38, 100_000],
  ['NFLX', 'Netflix, Inc.', 108, '880', 0.38, 40_000],
  ['AMD', 'Advanced Micro Devices, Inc.', 109, '138', 0.5, 70_000],
  ['BABA', 'Alibaba Group', 110, '92', 0.45, 30_000],
  ['JPM', 'JPMorgan Chase & Co.', 111, '240', 0.22, 40_000],
  ['KO', 'The Coca-Cola Company', 112, '64', 0.16, 20_000],
];

export const ASSETS: AssetSpec[] = [
  { id: 3, symbol: 'USDT', name: 'Tether USD', kind: 'stablecoin' },
  ...crypto.map(([symbol, name, id]) => ({ id, symbol, name, kind: 'crypto' as const })),
  ...stocks.map(([symbol, name, id]) => ({ id, symbol, name, kind: 'stock' as const })),
];

export const PAIRS: PairSpec[] = [
  ...crypto.map(([base, , , level, volatility, pricePrecision, turnoverPerMinute], i) => ({
    id: i + 1,
    base,
    quote: QUOTE_USDT,
    category: 'crypto' as const,
    pricePrecision,
    amountPrecision: Math.max(0, 8 - pricePrecision),
    level,
    volatility,
    turnoverPerMinute,
    sort: i + 1,
  })),
  ...stocks.map(([base, , , level, volatility, turnoverPerMinute], i) => ({
    id: 100 + i + 1,
    base,
    quote: QUOTE_USDT,
    category: 'stock' as const,
    pricePrecision: 2,
    amountPrecision: 4,
    level,
    volatility,
    turnoverPerMinute,
    sort: 100 + i + 1,
  })),
];

export const pairSymbol = (p: Pick<PairSpec, 'base' | 'quote'>) => `${p.base}/${p.quote}`;
