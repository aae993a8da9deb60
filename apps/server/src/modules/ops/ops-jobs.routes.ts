import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OpsEventsService } from './ops-events.service';
import type { OpsJobsService } from './ops-jobs.service';

/**
 * Operator API of the durable jobs and events (contract `API.opsJobs`, ops/ops-jobs.ts, ops-events.ts):
 * failed and overdue jobs, undelivered events, and an audited retry of each.
 */
export function opsJobsRoutes(app: FastifyInstance, jobs: OpsJobsService, events: OpsEventsService): void {
  const api = API.opsJobs;
  handle(app, api.jobsList, (input) => jobs.list(input));
  handle(app, api.jobsRetry, (input, ctx) => jobs.retry(input.id, ctx));
  handle(app, api.eventsUndelivered, (input) => events.undelivered(input));
  handle(app, api.eventsRetry, (input, ctx) => events.retry(input, ctx));
}
