import { defineModule } from '../../platform/module';
import { precisionOf } from '../market';
import { ensureDemoProducts } from './demo/demo-products';
import { LockmingJobs } from './engine/lockming.jobs';
import { lockmingOpsRoutes } from './lockming.ops-routes';
import { LockmingOpsService } from './lockming-ops.service';
import { lockmingRoutes } from './lockming.routes';
import { LockmingService } from './lockming.service';
import type { Currencies } from './lockming.view';

declare module '../../platform/module' {
  interface Services {
    /** Users' calls: products, lock, my locks, early redemption. */
    lockming: LockmingService;
    /** The console's: products, save, pause, day rates, an operator's rate. */
    lockmingOps: LockmingOpsService;
    /** The durable jobs: rate publication, dividend and maturity fan-out and batches. */
    lockmingJobs: LockmingJobs;
  }
}

/**
 * Locked mining: products, locks held on the spot account, one dividend per order and UTC day at
 * the day's published rate, maturity and early redemption, as durable jobs; the console's product and rate
 * calls; demo products.
 */
export const lockmingModule = defineModule({
  name: 'lockming',
  setup: ({ audit, config, database, jobs, logger, use }) => {
    const db = database.db;
    const market = use('market');
    const ledger = use('ledger');
    const notifier = use('notifications');
    const assetOf = (id: number) => market.listAssets().find((a) => a.id === id);
    const currencies: Currencies = (id) => {
      const a = assetOf(id);
      if (!a) throw new Error(`lock mining: no asset ${id}`);
      return { symbol: a.symbol, decimals: precisionOf(a) };
    };
    const settle = { ledger, notifier, currencies };

    const lockming = new LockmingService({ db, ...settle, demoContent: config.demo.content });
    const lockmingOps = new LockmingOpsService({
      db,
      currencies,
      currencyExists: (id) => assetOf(id) !== undefined,
    });
    const lockmingJobs = new LockmingJobs({ db, jobs, ...settle });

    return {
      services: { lockming, lockmingOps, lockmingJobs },
      routes: (api) => {
        lockmingRoutes(api, { lockming });
        lockmingOpsRoutes(api, { ops: lockmingOps, audit });
      },
      jobs: lockmingJobs.definitions,
      start: async () => {
        if (!config.demo.content) return;
        await ensureDemoProducts(
          db,
          lockmingOps,
          (symbol) => market.listAssets().find((a) => a.symbol === symbol)?.id,
          logger,
        ).catch((err: unknown) => logger.error({ err }, 'lock mining: demo products not created'));
      },
    };
  },
});
