import { opsJobRetryRequest, opsJobsListRequest } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import type { OpsJobsService } from './ops-jobs.service';

/** Operator API of the durable jobs (contract endpoints/ops-jobs.ts): list failed/overdue, retry one. */
export function opsJobsRoutes(app: FastifyInstance, jobs: OpsJobsService): void {
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
}
