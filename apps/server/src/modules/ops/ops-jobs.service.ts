import { type Paginated, refuse } from '@meridian/contract';
import {
  OPS_JOB_ERROR_CHARS,
  OPS_JOB_LIST_STATES,
  OPS_JOB_OVERDUE_AFTER_S,
  OPS_JOB_PAYLOAD_CHARS,
  OPS_JOB_STUCK_AFTER_S,
  opsJobRetryable,
  type OpsJobItem,
  type OpsJobsListRequest,
} from '@meridian/contract/ops';
import type { Db } from '../../platform/db';
import type { OperatorContext } from '../../platform/http/route';
import { jobById, listJobs, lockJob, runJobAgain, type InspectedJob } from '../../platform/jobs';
import { insertAudit } from './audit.repo';

/** How the operator views read the queue (the contract's thresholds and cuts). */
export const VIEW = {
  overdueAfterS: OPS_JOB_OVERDUE_AFTER_S,
  stuckAfterS: OPS_JOB_STUCK_AFTER_S,
  payloadChars: OPS_JOB_PAYLOAD_CHARS,
  errorChars: OPS_JOB_ERROR_CHARS,
};

/** What the audit row keeps of a job before and after a retry. */
type AuditedJob = Pick<OpsJobItem, 'state' | 'attempts' | 'max_attempts' | 'run_at' | 'last_error'>;

/**
 * The operator's view of the durable jobs (platform/jobs): the failed (dead-letter) and the overdue or stuck
 * jobs, and a retry of one, audited in the retry's own transaction.
 */
export class OpsJobsService {
  constructor(private readonly db: Db) {}

  async list(q: OpsJobsListRequest): Promise<Paginated<OpsJobItem>> {
    const { page, limit } = q;
    const { rows, total } = await listJobs(this.db, {
      ...VIEW,
      states: OPS_JOB_LIST_STATES[q.state],
      limit,
      offset: (page - 1) * limit,
    });
    return { data: rows.map(toItem), page, limit, total };
  }

  /** Runs a failed or overdue job again now, from its first attempt; one `job.retry` audit row. */
  async retry(id: number, ctx: OperatorContext): Promise<OpsJobItem> {
    const jobId = String(id);
    return this.db.transaction(async (tx) => {
      const before = await lockJob(tx, jobId, VIEW);
      if (!before) throw refuse('job_not_found', {}, 'id');
      if (!opsJobRetryable(before.state) || !(await runJobAgain(tx, jobId)))
        throw refuse('job_not_retryable', {}, 'id');
      const after = await jobById(tx, jobId, VIEW);
      if (!after) throw new Error(`job ${jobId} vanished inside its retry's transaction`);
      await insertAudit(tx, {
        operatorId: ctx.operator.operatorId,
        action: 'job.retry',
        targetType: 'job',
        targetId: jobId,
        before: audited(toItem(before)),
        after: audited(toItem(after)),
        ip: ctx.ip,
      });
      return toItem(after);
    });
  }
}

/** What an audit row keeps of a job. */
export function audited(item: OpsJobItem): AuditedJob & { name: string } {
  const { name, state, attempts, max_attempts, run_at, last_error } = item;
  return { name, state, attempts, max_attempts, run_at, last_error };
}

export function toItem(job: InspectedJob): OpsJobItem {
  return {
    id: job.id,
    name: job.name,
    key: job.key,
    queue: job.queue,
    state: job.state,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    last_error: job.lastError,
    payload: job.payload,
    run_at: job.runAt.toISOString(),
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    failed_at: job.state === 'failed' ? job.updatedAt.toISOString() : null,
    locked_at: job.lockedAt?.toISOString() ?? null,
    locked_by: job.lockedBy,
  };
}
