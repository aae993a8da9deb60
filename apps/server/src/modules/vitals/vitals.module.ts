import { defineModule } from '../../platform/module';
import { vitalsJobs } from './vitals.jobs';
import { vitalsOpsRoutes } from './vitals.ops-routes';
import { vitalsRoutes } from './vitals.routes';
import { VitalsService } from './vitals.service';

declare module '../../platform/module' {
  interface Services {
    vitals: VitalsService;
  }
}

/**
 * Field Core Web Vitals: the app reports its sessions' LCP, INP, CLS, FCP and TTFB per page, and the console
 * reads the daily 75th percentiles. Uses no other module; samples past the retention go by a daily job.
 */
export const vitalsModule = defineModule({
  name: 'vitals',
  setup: ({ database }) => {
    const vitals = new VitalsService({ db: database.db });
    return {
      services: { vitals },
      routes: (api) => {
        vitalsRoutes(api, vitals);
        vitalsOpsRoutes(api, vitals);
      },
      jobs: vitalsJobs(vitals),
    };
  },
});
