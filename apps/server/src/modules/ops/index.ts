/**
 * The ops module's entry: other modules import from here only. Operator accounts and sessions, the operator
 * API (reviews, settings, jobs) and the audit log.
 */
export { newOperatorInput, OperatorExistsError, OperatorsService } from './operators.service';
export { OpsService } from './ops.service';
export { opsRoutes } from './ops.routes';
export { OpsJobsService } from './ops-jobs.service';
export { opsJobsRoutes } from './ops-jobs.routes';
export { OpsEventsService, type UndeliveredEvents } from './ops-events.service';
export { opsModule } from './ops.module';
