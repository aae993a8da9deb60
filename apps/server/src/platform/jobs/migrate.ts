import type { FastifyBaseLogger } from 'fastify';
import { runMigrations } from 'graphile-worker';
import type pg from 'pg';
import { pino } from 'pino';
import { workerLogger } from './log';
import { JOBS_SCHEMA } from './queue';

/**
 * Installs or upgrades graphile-worker's own schema (`graphile_worker`: jobs, queues, known crontabs and the
 * add_job/remove_job functions). Run at start after our migrations; concurrent starts are safe (the library
 * detects a migration another node did first). The test template database gets it once (test/global-setup.ts).
 */
export async function migrateJobs(pool: pg.Pool, log?: FastifyBaseLogger): Promise<void> {
  await runMigrations({
    pgPool: pool,
    schema: JOBS_SCHEMA,
    logger: workerLogger(log ?? pino({ level: 'silent' })),
  });
}
