import {
  opsEventRetryRequest,
  opsEventsUndeliveredRequest,
  opsJobRetryRequest,
  opsJobsListRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { OpsEventsService } from './ops-events.service';
import type { OpsJobsService } from './ops-jobs.service';

/**
 * Operator API of the durable jobs and events (contract endpoints/ops-jobs.ts, ops-events.ts): failed and
 * overdue jobs, undelivered events, and an audited retry of each.
 */
export function opsJobsRoutes(app: FastifyInstance, jobs: OpsJobsService, events: OpsEventsService): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/ops/jobs/list',
    auth: 'operator',
    input: opsJobsListRequest,
    handler: (input) => jobs.list(input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/jobs/retry',
    auth: 'operator',
    input: opsJobRetryRequest,
    handler: (input, ctx) => jobs.retry(input.id, ctx),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/ops/events/undelivered',
    auth: 'operator',
    input: opsEventsUndeliveredRequest,
    handler: (input) => events.undelivered(input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/events/retry',
    auth: 'operator',
    input: opsEventRetryRequest,
    handler: (input, ctx) => events.retry(input, ctx),
  });
}
