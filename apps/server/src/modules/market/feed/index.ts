import type { FastifyBaseLogger } from 'fastify';
import { PAIRS, pairSymbol } from '../catalog';
import { CcxtFeed, type ExchangeClient } from './ccxt';
import { SimulatedFeed } from './simulated';
import type { FeedPair, MarketFeed } from './types';

export function catalogFeedPairs(): FeedPair[] {
  return PAIRS.map((p) => ({ ...p, symbol: pairSymbol(p) }));
}

/**
 * The feed named by MARKET_FEED: `simulated` (default) or `ccxt:<exchange id>` (e.g. ccxt:binance).
 * ccxt is loaded only when a live feed is configured. `exchangeOptions` is passed to the ccxt constructor
 * (tests point its URLs at a local fake exchange).
 */
export async function createFeed(
  spec: string,
  seed: number,
  log: FastifyBaseLogger,
  exchangeOptions: Record<string, unknown> = {},
): Promise<MarketFeed> {
  const simulated = new SimulatedFeed(seed, catalogFeedPairs());
  if (spec === 'simulated') return simulated;
  const id = spec.slice('ccxt:'.length);
  const ccxt = (await import('ccxt')).default as unknown as Record<
    string,
    new (opts: object) => ExchangeClient
  >;
  const Exchange = ccxt[id];
  if (typeof Exchange !== 'function') throw new Error(`MARKET_FEED=${spec}: ccxt has no exchange "${id}"`);
  const client = new Exchange({ enableRateLimit: true, timeout: 10_000, ...exchangeOptions });
  const feed = new CcxtFeed(client, catalogFeedPairs(), simulated, log);
  await feed.init();
  return feed;
}
