/**
 * The market module's entry: other modules import from here only. It owns the asset and pair catalogue,
 * the feed and its prices, candles, favourites, each asset's precision and the trading-session calendar.
 */
export { MarketService, type TickBatch } from './market.service';
export { FavoritesService } from './favorites.service';
export { marketRoutes } from './market.routes';
export { attachMarketRealtime } from './market.realtime';
export { createFeed } from './feed';
export { DEMO_MARKET } from './feed/simulated';
export type { Tick } from './feed/types';
export { RedisTickBus, type TickBus } from './tick-bus';
export { isSessionOpen, nextSessionChange } from './feed/session';
export { precisionOf, symbolPrecision } from './precision';
export type { PairInfo } from './quote';
export type { AssetInfo } from './market.repo';
export { marketModule } from './market.module';
