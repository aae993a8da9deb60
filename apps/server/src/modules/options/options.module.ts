import { defineModule } from '../../platform/module';
import { optionsOpsRoutes } from './options.ops-routes';
import { attachOptionsRealtime } from './options.realtime';
import { optionsRoutes } from './options.routes';
import { OptionsService } from './options.service';
import { OptionsSettler } from './options.settler';

declare module '../../platform/module' {
  interface Services {
    options: OptionsService;
    optionsSettler: OptionsSettler;
  }
}

/** Seconds options (microtrade): orders, and the settler that decides them on the feed's prices. */
export const optionsModule = defineModule({
  name: 'options',
  setup: async ({ audit, config, database, logger, events, use }) => {
    const ledger = use('ledger');
    const market = use('market');
    const coupons = use('couponUses');
    const options = new OptionsService({
      coupons,
      db: database.db,
      ledger,
      market,
      enabled: config.microtrade.enabled,
    });
    await options.ensureDefaultTiers();
    const optionsSettler = new OptionsSettler({
      db: database.db,
      pool: database.pool,
      ledger,
      market,
      options,
      events,
      notifier: use('notifications'),
      log: logger,
      // experience coupons: settled orders paid with one return its value in their batch
      coupons: (tx, items) => coupons.settle(tx, 'options', items),
    });
    return {
      services: { options, optionsSettler },
      routes: (api) => {
        optionsRoutes(api, options);
        optionsOpsRoutes(api, { options, audit });
      },
      realtime: (io) => attachOptionsRealtime(io, events),
      start: () => {
        if (config.microtrade.enabled) optionsSettler.start();
      },
      stop: () => optionsSettler.stop(),
    };
  },
});
