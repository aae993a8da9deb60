import { defineModule } from '../../platform/module';
import type { OptionsHooks } from './options.hooks';
import { optionsOpsRoutes } from './options.ops-routes';
import { attachOptionsRealtime } from './options.realtime';
import { optionsRoutes } from './options.routes';
import { OptionsService } from './options.service';
import { OptionsSettler } from './options.jobs';

declare module '../../platform/module' {
  interface Services {
    options: OptionsService;
    optionsSettler: OptionsSettler;
    /** Lifecycle hooks (opened, closed) and the stake-voucher port, for the products built on options. */
    optionsHooks: OptionsHooks;
  }
}

/** Seconds options (microtrade): orders, and the settler that decides them on the feed's prices. */
export const optionsModule = defineModule({
  name: 'options',
  setup: async ({ audit, config, database, logger, events, use }) => {
    const ledger = use('ledger');
    const market = use('market');
    const options = new OptionsService({
      db: database.db,
      ledger,
      market,
      enabled: config.options.enabled,
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
      hooks: options.hooks,
    });
    return {
      services: { options, optionsSettler, optionsHooks: options.hooks },
      routes: (api) => {
        optionsRoutes(api, options);
        optionsOpsRoutes(api, { options, audit });
      },
      realtime: (io) => attachOptionsRealtime(io, events),
      start: () => {
        if (config.options.enabled) optionsSettler.start();
      },
      stop: () => optionsSettler.stop(),
    };
  },
});
