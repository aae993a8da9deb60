import { defineModule } from '../../platform/module';
import { MarketMaker } from './market-maker/market-maker';
import { marketMakerJobs } from './market-maker/prune';
import { attachSpotRealtime } from './spot.realtime';
import { spotPutCancelRoute, spotRoutes } from './spot.routes';
import { SpotService } from './spot.service';

declare module '../../platform/module' {
  interface Services {
    spot: SpotService;
    marketMaker: MarketMaker;
  }
}

/**
 * The spot order books and their matching; the house market maker leads on one node, and a cron job prunes
 * its cancelled quotes.
 */
export const spotModule = defineModule({
  name: 'spot',
  setup: async ({ config, database, logger, events, use }) => {
    const ledger = use('ledger');
    const market = use('market');
    const spot = new SpotService(database.db, ledger, market, { events });
    await spot.init();
    const account = use('account');
    const marketMaker = new MarketMaker({
      db: database.db,
      pool: database.pool,
      ledger,
      market,
      spot,
      account,
      config: config.marketMaker,
      log: logger,
    });
    return {
      services: { spot, marketMaker },
      routes: (api) => {
        spotRoutes(api, spot);
        spotPutCancelRoute(api, spot);
      },
      realtime: (io) => attachSpotRealtime(io, { events, spot, market }),
      // Cancelled house quotes are pruned on the job runner (any node; each slot runs once).
      jobs: marketMakerJobs({ db: database.db, account }),
      start: () => marketMaker.start(),
      stop: () => marketMaker.stop(),
    };
  },
});
