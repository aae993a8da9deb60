/** The fiat module's entry: other modules import from here only. Fiat exchange rates and their refresh job. */
export { FiatService } from './fiat.service';
export { fiatRoutes } from './fiat.routes';
export { fiatJobs } from './fiat.jobs';
export { fiatModule } from './fiat.module';
