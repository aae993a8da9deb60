import { defineModule } from '../../platform/module';
import { opsMicrotradeRoutes } from './microtrade-tiers.routes';
import { OperatorsService } from './operators.service';
import { OpsEventsService } from './ops-events.service';
import { opsJobsRoutes } from './ops-jobs.routes';
import { OpsJobsService } from './ops-jobs.service';
import { opsRoutes } from './ops.routes';
import { OpsService } from './ops.service';

declare module '../../platform/module' {
  interface Services {
    operators: OperatorsService;
    ops: OpsService;
    opsJobs: OpsJobsService;
    opsEvents: OpsEventsService;
  }
}

/** The operator API: operators' sessions, reviews, deposit addresses, seconds-option tiers, jobs and events. */
export const opsModule = defineModule({
  name: 'ops',
  setup: ({ database, domainEvents, events, use }) => {
    const operators = new OperatorsService(database.db, events);
    const ops = new OpsService({
      db: database.db,
      account: use('account'),
      kyc: use('kyc'),
      deposits: use('deposits'),
      withdrawals: use('withdrawals'),
    });
    const opsJobs = new OpsJobsService(database.db);
    const opsEvents = new OpsEventsService(database.db, domainEvents);
    const options = use('options');
    return {
      services: { operators, ops, opsJobs, opsEvents },
      routes: (api) => {
        opsRoutes(api, operators, ops);
        opsJobsRoutes(api, opsJobs, opsEvents);
        opsMicrotradeRoutes(api, options);
      },
    };
  },
});
