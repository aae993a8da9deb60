import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { securitySettings } from './security.schema';

/** Why withdrawals wait: a password or factor change (24 h), or a sign-in the user reported as not theirs. */
export type PauseReason = 'credentials_changed' | 'not_me';

/**
 * Pauses the user's withdrawals until `until`, in the caller's transaction. A pause is never shortened by a later
 * one (the later end wins), and a live `not_me` pause keeps its reason: only a password change lifts it.
 */
export async function pauseWithdrawals(
  db: DbOrTx,
  userId: number,
  reason: PauseReason,
  until: Date,
): Promise<void> {
  const s = securitySettings;
  const live = sql`${s.withdrawalsPausedUntil} > now()`;
  await db
    .insert(s)
    .values({ userId, withdrawalsPausedUntil: until, pausedReason: reason })
    .onConflictDoUpdate({
      target: s.userId,
      set: {
        withdrawalsPausedUntil: sql`CASE WHEN ${live} THEN GREATEST(${s.withdrawalsPausedUntil}, excluded.withdrawals_paused_until) ELSE excluded.withdrawals_paused_until END`,
        pausedReason: sql`CASE WHEN ${live} AND ${s.pausedReason} = 'not_me' THEN 'not_me' ELSE excluded.paused_reason END`,
        updatedAt: sql`now()`,
      },
    });
}

/** The user's current withdrawal pause, or null when withdrawals do not wait. */
export async function withdrawalPause(
  db: DbOrTx,
  userId: number,
): Promise<{ until: Date; reason: PauseReason } | null> {
  const [row] = await db
    .select({ until: securitySettings.withdrawalsPausedUntil, reason: securitySettings.pausedReason })
    .from(securitySettings)
    .where(
      sql`${securitySettings.userId} = ${userId} AND ${securitySettings.withdrawalsPausedUntil} > now()`,
    );
  if (!row?.until) return null;
  return { until: row.until, reason: row.reason === 'not_me' ? 'not_me' : 'credentials_changed' };
}
