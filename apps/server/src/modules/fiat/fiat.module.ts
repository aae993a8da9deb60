import { defineModule } from '../../platform/module';
import { fiatJobs } from './fiat.jobs';
import { fiatRoutes } from './fiat.routes';
import { FiatService } from './fiat.service';

declare module '../../platform/module' {
  interface Services {
    fiat: FiatService;
  }
}

/** Fiat exchange rates, refreshed by a cron job. */
export const fiatModule = defineModule({
  name: 'fiat',
  setup: ({ config, database, logger }) => {
    const fiat = new FiatService(database.db, config.fiatRatesUrl, logger);
    return { services: { fiat }, routes: (api) => fiatRoutes(api, fiat), jobs: fiatJobs(fiat) };
  },
});
