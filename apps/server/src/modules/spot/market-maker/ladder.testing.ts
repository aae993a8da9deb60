import type { LadderInput } from './ladder';

/** BTC/USDT: tick 0.01, lot 0.000001, USDT kept to 6 decimals; the defaults 2 bps, 15 levels, 3 bps, 2000, 10 %. */
export const btcLadder = (over: Partial<LadderInput> = {}): LadderInput => ({
  mid: '96000.00',
  pricePrecision: 2,
  amountPrecision: 6,
  quotePrecision: 6,
  spreadBps: 2,
  levels: 15,
  stepBps: 3,
  levelQuote: '2000',
  growthPct: 10,
  inventory: { base: '100', quote: '10000000' },
  ...over,
});
