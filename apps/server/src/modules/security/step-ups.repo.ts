import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { securityStepUps } from './security.schema';

/** Stores a proof (by its hash) bound to a user, a session and an action; returns when it expires. */
export async function insertStepUp(
  db: DbOrTx,
  row: { id: string; userId: number; sessionId: number; action: string; ttlSeconds: number },
): Promise<Date> {
  const [created] = await db
    .insert(securityStepUps)
    .values({
      id: row.id,
      userId: row.userId,
      sessionId: row.sessionId,
      action: row.action,
      expiresAt: sql`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .returning({ expiresAt: securityStepUps.expiresAt });
  if (!created) throw new Error('insert security_step_ups returned no row');
  return created.expiresAt;
}

/**
 * Spends a proof for exactly this user, session and action, once and before it expires: one conditional
 * UPDATE, so two transactions racing on one proof get it once (the second waits for the first's commit and
 * then finds it used). False when none matched.
 */
export async function spendStepUp(
  db: DbOrTx,
  p: { id: string; userId: number; sessionId: number; action: string },
): Promise<boolean> {
  const rows = await db
    .update(securityStepUps)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(securityStepUps.id, p.id),
        eq(securityStepUps.userId, p.userId),
        eq(securityStepUps.sessionId, p.sessionId),
        eq(securityStepUps.action, p.action),
        isNull(securityStepUps.usedAt),
        gt(securityStepUps.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: securityStepUps.id });
  return rows.length > 0;
}
