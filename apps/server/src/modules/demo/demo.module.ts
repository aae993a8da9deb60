import { defineModule } from '../../platform/module';
import { demoRoutes } from './demo.routes';
import { DemoService } from './demo.service';

declare module '../../platform/module' {
  interface Services {
    demo: DemoService;
  }
}

/**
 * Demo mode: with the simulated feed (config DEMO) the deployment is a demo exchange, and each account
 * may claim demo funds once and top up a low balance once per UTC day, through the ledger.
 */
export const demoModule = defineModule({
  name: 'demo',
  setup: ({ config, database, use }) => {
    const options = use('options');
    const demo = new DemoService(database.db, use('ledger'), use('market'), {
      enabled: config.demo.enabled,
      openStakes: (tx, userId) => options.openStakes(tx, userId),
    });
    return { services: { demo }, routes: (api) => demoRoutes(api, demo) };
  },
});
