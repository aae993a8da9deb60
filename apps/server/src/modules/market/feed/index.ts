import { PAIRS, pairSymbol } from '../catalog';
import { SimulatedFeed } from './simulated';
import type { FeedPair, MarketFeed } from './types';

export function catalogFeedPairs(): FeedPair[] {
  return PAIRS.map((p) => ({ ...p, symbol: pairSymbol(p) }));
}

/** The feed named by MARKET_FEED: `simulated` (default) or `ccxt:<exchange>`. */
export function createFeed(spec: string, seed: number): MarketFeed {
  if (spec === 'simulated') return new SimulatedFeed(seed, catalogFeedPairs());
  throw new Error(`MARKET_FEED=${spec}: live feeds are not available in this build`);
}
