import { defineModule } from '../../platform/module';
import { DemoDualProducts } from './demo/demo-products';
import { DualOpsService } from './dual-ops.service';
import { dualMarket } from './dual.market';
import { dualOpsRoutes } from './dual.ops-routes';
import { dualRoutes } from './dual.routes';
import { DualService } from './dual.service';
import { DualSettler } from './settlement/dual-settler';

declare module '../../platform/module' {
  interface Services {
    dual: DualService;
    dualOps: DualOpsService;
    dualSettler: DualSettler;
    dualDemo: DemoDualProducts;
  }
}

/**
 * Invest and dual-currency products: products, purchases of whole shares, settlement at 08:00 UTC
 * on the maturity date at the mean of the recorded prices of the 30 minutes before, as durable jobs
 * (settlement/); the console's product calls; demo products (demo/).
 */
export const dualModule = defineModule({
  name: 'dual',
  setup: ({ audit, config, database, jobs, logger, use }) => {
    const db = database.db;
    const market = dualMarket(use('market'));
    const ledger = use('ledger');
    const dual = new DualService({ db, ledger, market });
    const dualOps = new DualOpsService({ db, market });
    const dualSettler = new DualSettler({
      db,
      ledger,
      market,
      notifier: use('notifications'),
      jobs,
      log: logger,
    });
    const demo = new DemoDualProducts({
      db,
      log: logger,
      enabled: config.demo.content,
      market,
      ops: dualOps,
    });
    return {
      services: { dual, dualOps, dualSettler, dualDemo: demo },
      routes: (api) => {
        dualRoutes(api, { dual });
        dualOpsRoutes(api, { dualOps, ops: audit });
      },
      jobs: [...dualSettler.jobDefinitions, ...(config.demo.content ? [demo.cron()] : [])],
      start: () => demo.start(),
    };
  },
});
