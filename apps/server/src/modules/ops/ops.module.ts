import { defineModule } from '../../platform/module';
import { insertAudit } from './audit.repo';
import { factorKit } from './factor-kit';
import { OperatorFactorsService } from './operator-factors.service';
import { OperatorsService } from './operators.service';
import { OpsEventsService } from './ops-events.service';
import { opsJobsRoutes } from './ops-jobs.routes';
import { OpsJobsService } from './ops-jobs.service';
import { opsRoutes } from './ops.routes';
import { OpsService } from './ops.service';

declare module '../../platform/module' {
  interface Services {
    operators: OperatorsService;
    operatorFactors: OperatorFactorsService;
    ops: OpsService;
    opsJobs: OpsJobsService;
    opsEvents: OpsEventsService;
  }
}

/**
 * The operator API: operators' sessions and mandatory authenticator, step-ups for money actions, reviews, deposit addresses, jobs and events, and the audit log (provided
 * to every module through the platform's audit port).
 */
export const opsModule = defineModule({
  name: 'ops',
  setup: async ({ audit, config, database, domainEvents, events, use }) => {
    // the audit log every module's operator calls write to, through the platform's audit port
    audit.provide((tx, record) => insertAudit(tx, record));
    const kit = await factorKit({ secret: config.securitySecret, keyFile: config.securityKeyFile });
    const operatorFactors = new OperatorFactorsService({ db: database.db, kit });
    // money actions spend their step-up proof in their own transaction, through the same port
    audit.provideStepUp((tx, claim) => operatorFactors.spend(tx, claim));
    const operators = new OperatorsService(database.db, events, operatorFactors);
    const ops = new OpsService({
      db: database.db,
      account: use('account'),
      kyc: use('kyc'),
      deposits: use('deposits'),
      withdrawals: use('withdrawals'),
      audit,
    });
    const opsJobs = new OpsJobsService(database.db);
    const opsEvents = new OpsEventsService({ db: database.db, events: domainEvents });
    return {
      services: { operators, operatorFactors, ops, opsJobs, opsEvents },
      routes: (api) => {
        opsRoutes(api, { operators, operatorFactors, ops });
        opsJobsRoutes(api, opsJobs, opsEvents);
      },
    };
  },
});
