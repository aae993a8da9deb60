import { defineModule } from '../../platform/module';
import { DemoInvestProducts } from './demo/demo-products';
import { InvestOpsService } from './invest-ops.service';
import { investMarket } from './market';
import { investOpsRoutes } from './invest.ops-routes';
import { investRoutes } from './invest.routes';
import { InvestService } from './invest.service';
import { InvestSettler } from './settlement/invest.jobs';

declare module '../../platform/module' {
  interface Services {
    invest: InvestService;
    investOps: InvestOpsService;
    investSettler: InvestSettler;
    investDemo: DemoInvestProducts;
  }
}

/**
 * Invest and dual-currency products: products, purchases of whole shares, settlement at 08:00 UTC
 * on the maturity date at the mean of the recorded prices of the 30 minutes before, as durable jobs
 * (settlement/); the console's product calls; demo products (demo/).
 */
export const investModule = defineModule({
  name: 'dual',
  setup: ({ audit, config, database, jobs, logger, use }) => {
    const db = database.db;
    const market = investMarket(use('market'));
    const ledger = use('ledger');
    const invest = new InvestService({ db, ledger, market });
    const investOps = new InvestOpsService({ db, market });
    const investSettler = new InvestSettler({
      db,
      ledger,
      market,
      notifier: use('notifications'),
      jobs,
      log: logger,
    });
    const demo = new DemoInvestProducts({
      db,
      log: logger,
      enabled: config.demo.content,
      market,
      ops: investOps,
    });
    return {
      services: { invest, investOps, investSettler, investDemo: demo },
      routes: (api) => {
        investRoutes(api, { invest });
        investOpsRoutes(api, { investOps, ops: audit });
      },
      jobs: [...investSettler.jobDefinitions, ...(config.demo.content ? [demo.cron()] : [])],
      start: () => demo.start(),
    };
  },
});
