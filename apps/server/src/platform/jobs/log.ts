import type { FastifyBaseLogger } from 'fastify';
import { Logger } from 'graphile-worker';

/**
 * graphile-worker's log lines through our pino logger. Its `info` lines (one per job done, worker started)
 * are routine here: logged at debug. Failures stay at warn/error.
 */
export function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    // The job (with its payload) and the error object are reduced to what a log line needs.
    const { error, job, ...rest } = meta ?? {};
    const task = job as { id?: unknown; task_identifier?: unknown } | undefined;
    const fields = {
      ...scope,
      ...rest,
      component: 'jobs',
      ...(error !== undefined && { err: error }),
      ...(task && { jobId: task.id, task: task.task_identifier }),
    };
    switch (level as string) {
      case 'error':
        // A failed attempt (meta.failure) is retried: a warning; the last one is logged as an error by tasks.ts.
        if (meta?.failure === true) log.warn(fields, message);
        else log.error(fields, message);
        break;
      case 'warning':
        log.warn(fields, message);
        break;
      case 'info':
        log.debug(fields, message);
        break;
      default:
        log.trace(fields, message);
    }
  });
}
