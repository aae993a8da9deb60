/**
 * The ops module's entry: other modules import from here only. Operator accounts and sessions, the operator
 * API (reviews, settings, micro-trade tiers, jobs) and its audit log.
 */
export { newOperatorInput, OperatorExistsError, OperatorsService } from './operators.service';
export { OpsService } from './ops.service';
export { opsRoutes } from './ops.routes';
export { opsMicrotradeRoutes } from './microtrade-tiers.routes';
export { OpsJobsService } from './ops-jobs.service';
export { opsJobsRoutes } from './ops-jobs.routes';
export { OpsEventsService, type UndeliveredEvents } from './ops-events.service';
export { opsModule } from './ops.module';
