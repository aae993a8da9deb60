import type { FastifyBaseLogger } from 'fastify';
import { parseCronItems, type JobHelpers, type ParsedCronItem, type TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { AnyJobDefinition, CronDefinition, JobContext } from './define';

/** What graphile-worker's crontab puts in a recurring job's payload: the slot it runs for. */
const cronPayload = z.object({
  _cron: z.object({ ts: z.string(), backfilled: z.boolean().default(false) }).optional(),
});

/** The payload of a run of `def` for `slot` (as the crontab would write it). */
export function cronRun(slot: Date): z.input<typeof cronPayload> {
  return { _cron: { ts: slot.toISOString(), backfilled: false } };
}

/** graphile-worker tasks: each definition's handler with its payload checked and a context. */
export function taskList(defs: Iterable<AnyJobDefinition>, log: FastifyBaseLogger): TaskList {
  const tasks: TaskList = {};
  for (const def of defs) tasks[def.name] = (payload, helpers) => runHandler(def, payload, helpers, log);
  return tasks;
}

async function runHandler(
  def: AnyJobDefinition,
  payload: unknown,
  helpers: JobHelpers,
  log: FastifyBaseLogger,
): Promise<void> {
  const { job } = helpers;
  const ctx: JobContext = {
    jobId: String(job.id),
    attempt: job.attempts,
    maxAttempts: job.max_attempts,
    key: job.key,
    log: log.child({ job: def.name, jobId: String(job.id), attempt: job.attempts }),
    signal: helpers.abortSignal,
  };
  try {
    if (def.kind === 'cron') {
      const run = cronPayload.parse(payload)._cron;
      await def.handler({
        ...ctx,
        slot: run ? new Date(run.ts) : new Date(job.run_at),
        backfilled: run?.backfilled ?? false,
      });
    } else {
      await def.handler(def.payload.parse(payload), ctx);
    }
  } catch (err) {
    // Every failed attempt is logged (warn) by graphile-worker with its error; the last one is an error here.
    if (job.attempts >= job.max_attempts)
      ctx.log.error({ err }, `job ${def.name} failed on its last attempt; kept as failed (dead letter)`);
    throw err;
  }
}

/** The crontab of the recurring definitions (identifier = name: one run per slot across all nodes). */
export function cronItems(defs: Iterable<CronDefinition>): ParsedCronItem[] {
  return parseCronItems(
    [...defs].map((def) => ({
      task: def.name,
      identifier: def.name,
      match: def.cron,
      options: { backfillPeriod: def.backfillMs, maxAttempts: def.maxAttempts },
    })),
  );
}
