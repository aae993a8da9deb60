import { defineModule } from '../../platform/module';
import { MarketMaker } from './market-maker/market-maker';
import { marketMakerJobs } from './market-maker/prune';
import { attachSpotRealtime } from './spot.realtime';
import { spotPutCancelRoute, spotRoutes } from './spot.routes';
import { SpotService } from './spot.service';
import { SpotStopTriggers } from './stop-triggers';
import { MARKET_MAKER_KEY, MARKET_MAKER_NAME } from './market-maker/runner';

declare module '../../platform/module' {
  interface Services {
    spot: SpotService;
    marketMaker: MarketMaker;
    spotStops: SpotStopTriggers;
  }
}

/**
 * The spot order books and their matching; the house market maker and the stops' trigger index each lead on
 * one node, and a cron job prunes the maker's cancelled quotes.
 */
export const spotModule = defineModule({
  name: 'spot',
  setup: async ({ config, database, logger, events, use }) => {
    const ledger = use('ledger');
    const market = use('market');
    const account = use('account');
    // the house market maker's orders fill all day: its account (there only when it quotes) is never notified
    const house = config.marketMaker.enabled
      ? await account.ensureSystemUser(MARKET_MAKER_KEY, MARKET_MAKER_NAME)
      : undefined;
    const spot = new SpotService(database.db, ledger, market, {
      events,
      notifier: use('notifications'),
      quiet: (userId) => userId === house,
    });
    await spot.init();
    const spotStops = new SpotStopTriggers({
      db: database.db,
      pool: database.pool,
      spot,
      market,
      log: logger,
    });
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
      services: { spot, marketMaker, spotStops },
      routes: (api) => {
        spotRoutes(api, spot);
        spotPutCancelRoute(api, spot);
      },
      realtime: (io) => attachSpotRealtime(io, { events, spot, market }),
      // Cancelled house quotes are pruned on the job runner (any node; each slot runs once).
      jobs: marketMakerJobs({ db: database.db, account }),
      start: () => {
        spotStops.start();
        return marketMaker.start();
      },
      stop: async () => {
        await spotStops.stop();
        await marketMaker.stop();
      },
    };
  },
});
