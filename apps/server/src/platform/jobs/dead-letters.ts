import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';

/** A job that failed on every attempt and is kept, not run again (the dead-letter state). */
export interface DeadLetter {
  id: string;
  name: string;
  key: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

const LIST_MAX = 200;

/** Jobs failed for good, last failed first (at most 200). */
export async function deadLetters(db: DbOrTx, limit = 50): Promise<DeadLetter[]> {
  const r = await db.execute<{
    id: string;
    task_identifier: string;
    key: string | null;
    attempts: number;
    last_error: string | null;
    created_at: string | Date;
    updated_at: string | Date;
  }>(sql`
    SELECT id, task_identifier, key, attempts, last_error, created_at, updated_at
      FROM graphile_worker.jobs
     WHERE attempts >= max_attempts AND locked_at IS NULL
     ORDER BY updated_at DESC, id DESC
     LIMIT ${Math.min(Math.max(1, limit), LIST_MAX)}`);
  return r.rows.map((row) => ({
    id: String(row.id),
    name: row.task_identifier,
    key: row.key,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    failedAt: new Date(row.updated_at),
  }));
}

/** Runs a dead-letter job again from its first attempt, now. Returns whether it was one. */
export async function retryDeadLetter(db: DbOrTx, id: string): Promise<boolean> {
  if (!/^\d{1,19}$/.test(id)) return false;
  const r = await db.execute<{ id: string }>(sql`
    SELECT id FROM graphile_worker.reschedule_jobs(
      ARRAY(SELECT id FROM graphile_worker.jobs
            WHERE id = ${id}::bigint AND attempts >= max_attempts AND locked_at IS NULL),
      run_at => now(),
      attempts => 0
    )`);
  return r.rows.length > 0;
}
