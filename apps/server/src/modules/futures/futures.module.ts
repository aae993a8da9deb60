import { defineModule } from '../../platform/module';
import { FuturesCommands } from './futures.commands';
import type { FuturesHooks } from './futures.hooks';
import { futuresJobs } from './futures.jobs';
import { FuturesReads } from './reads';
import { attachFuturesRealtime } from './futures.realtime';
import { futuresRoutes } from './futures.routes';
import { FuturesService } from './futures.service';
import { FuturesTriggers } from './triggers';

declare module '../../platform/module' {
  interface Services {
    futures: FuturesService;
    futuresTriggers: FuturesTriggers;
    /** Lifecycle hooks (opened, changed, closed) and the margin-voucher port, for the products built on futures. */
    futuresHooks: FuturesHooks;
    /** Batch commands (market opens, closes, TP/SL, detaching) other modules run in their transactions. */
    futuresCommands: FuturesCommands;
    futuresReads: FuturesReads;
  }
}

/**
 * Futures ("lever"), the template module: rules (rules.ts) → money (money.ts) → transitions → service
 * → routes; the trigger index (limits, TP/SL, liquidation) leads on one node; the overnight fee is a cron job.
 */
export const futuresModule = defineModule({
  name: 'futures',
  setup: ({ database, logger, events, use }) => {
    const market = use('market');
    const ledger = use('ledger');
    const futures = new FuturesService(database.db, ledger, market, {
      events,
      notifier: use('notifications'),
    });
    const futuresCommands = new FuturesCommands({ service: futures, ledger });
    const futuresTriggers = new FuturesTriggers({
      db: database.db,
      pool: database.pool,
      service: futures,
      market,
      log: logger,
    });
    return {
      services: {
        futures,
        futuresTriggers,
        futuresHooks: futures.hooks,
        futuresReads: new FuturesReads({ db: database.db, futures }),
        futuresCommands,
      },
      routes: (api) => futuresRoutes(api, futures),
      realtime: (io) => attachFuturesRealtime(io, { events, futures, log: logger }),
      jobs: futuresJobs({ db: database.db, futures }),
      start: () => futuresTriggers.start(),
      stop: () => futuresTriggers.stop(),
    };
  },
});
