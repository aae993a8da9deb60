import { defineModule } from '../../platform/module';
import { FavoritesService } from './favorites.service';
import { createFeed } from './feed';
import { setStockHolidays } from './feed/session';
import { startCatalogRefresh } from './listing';
import { attachMarketRealtime } from './market.realtime';
import { marketRoutes } from './market.routes';
import { MarketService } from './market.service';

declare module '../../platform/module' {
  interface Services {
    market: MarketService;
    favorites: FavoritesService;
  }
}

/** The catalogue, the feed (simulated or live), quotes, candles and favourites; ticks pushed to sockets. */
export const marketModule = defineModule({
  name: 'market',
  setup: async ({ config, database, logger }) => {
    setStockHolidays(config.market.stockHolidays);
    const feed = await createFeed(config.market.feed, config.market.seed, logger);
    const market = new MarketService(database.db, feed, config.market, logger);
    await market.init();
    const favorites = new FavoritesService({ db: database.db, market });
    let stopRefresh: (() => void) | undefined;
    return {
      services: { market, favorites },
      routes: (api) => marketRoutes(api, market, favorites),
      realtime: (io) => attachMarketRealtime(io, market),
      start: () => {
        stopRefresh ??= startCatalogRefresh(market, logger);
      },
      stop: async () => {
        stopRefresh?.();
        await market.stop();
      },
    };
  },
});
