import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface FailureLimits {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** The three columns a lockout keeps: failures in the window, when the window began, and the lock end. */
export interface FailureColumns {
  failures: PgColumn;
  windowStart: PgColumn;
  lockedUntil: PgColumn;
}

/**
 * New values of the failure columns after one more wrong secret, for a single atomic UPDATE (so concurrent
 * failures are all counted): a failure outside the window starts a new one; reaching maxFailures locks for
 * lockMs and resets the count. Used by user logins, pay passwords and operator logins.
 */
export function nextFailureValues(
  cols: FailureColumns,
  limits: FailureLimits,
): { failures: SQL; windowStart: SQL; lockedUntil: SQL } {
  const windowSql = sql`${cols.windowStart} IS NULL OR ${cols.windowStart} < now() - make_interval(secs => ${limits.windowMs / 1000})`;
  const count = sql`CASE WHEN ${windowSql} THEN 1 ELSE ${cols.failures} + 1 END`;
  return {
    windowStart: sql`CASE WHEN ${windowSql} THEN now() ELSE ${cols.windowStart} END`,
    failures: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN 0 ELSE ${count} END`,
    lockedUntil: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN now() + make_interval(secs => ${limits.lockMs / 1000}) ELSE ${cols.lockedUntil} END`,
  };
}

/**
 * The condition under which a try may be claimed: the account is not locked now. A try is counted as a failure
 * BEFORE the secret is checked (an UPDATE … SET nextFailureValues … WHERE unlocked), and a right secret clears
 * the count afterwards: otherwise concurrent guesses all pass a lock check that none of them has counted yet
 * (20 parallel logins had all 20 passwords checked). At most maxFailures tries are ever in flight or
 * failed in one window; the one that reaches it locks.
 */
export function unlocked(cols: Pick<FailureColumns, 'lockedUntil'>): SQL {
  return sql`(${cols.lockedUntil} IS NULL OR ${cols.lockedUntil} <= now())`;
}

/** The lock end if it is still in the future. */
export function activeLock(lockedUntil: Date | null | undefined): Date | null {
  return lockedUntil && lockedUntil > new Date() ? lockedUntil : null;
}

/** Whole minutes until a lock ends (at least 1), for the account_locked message. */
export function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}
