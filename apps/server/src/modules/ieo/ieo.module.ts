import { defineModule } from '../../platform/module';
import { ensureDemoProjects } from './demo/demo-projects';
import { IeoOpsService } from './ieo-ops.service';
import { IeoAssets } from './assets';
import { ieoOpsRoutes } from './ieo.ops-routes';
import { ieoRoutes } from './ieo.routes';
import { IeoService } from './ieo.service';
import { IeoSettlement } from './settlement';

declare module '../../platform/module' {
  interface Services {
    ieo: IeoService;
    ieoOps: IeoOpsService;
    ieoSettlement: IeoSettlement;
  }
}

/**
 * IEO token subscriptions: projects, subscriptions that hold their payment, pro-rata allocation at the
 * end of the window and token delivery at the time to market, as durable jobs (ieo.allocate, ieo.deliver, every
 * minute, each step once under the project's row lock); the console's project calls; demo projects.
 */
export const ieoModule = defineModule({
  name: 'ieo',
  setup: ({ audit, config, database, logger, use }) => {
    const db = database.db;
    const market = use('market');
    const ledger = use('ledger');
    const assets = new IeoAssets(market);
    const ieo = new IeoService({ db, ledger, assets, demoContent: config.demo.content });
    const ieoOps = new IeoOpsService({ db, assets, market });
    const ieoSettlement = new IeoSettlement({
      db,
      ledger,
      notifier: use('notifications'),
      assets,
      log: logger,
    });
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { ieo, ieoOps, ieoSettlement },
      routes: (api) => {
        ieoRoutes(api, { ieo });
        ieoOpsRoutes(api, { ieoOps, ops: audit });
      },
      jobs: ieoSettlement.jobDefinitions,
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoProjects({ db, ops: ieoOps, log: logger }).catch((err: unknown) =>
          logger.error({ err }, 'ieo: demo projects could not be created'),
        );
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
