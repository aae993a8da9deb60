import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { securityDevices, securitySettings, type SecuritySettingsRow } from './security.schema';

/** The user's protections row, undefined while none was written (every protection off). */
export async function settingsOf(db: DbOrTx, userId: number): Promise<SecuritySettingsRow | undefined> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.userId, userId));
  return row;
}

/** Sets the allow-list; returns whether it was on before (false for a user without a row). */
export async function setAllowList(db: DbOrTx, userId: number, enabled: boolean): Promise<boolean> {
  const before = await db
    .select({ on: securitySettings.allowList })
    .from(securitySettings)
    .where(eq(securitySettings.userId, userId))
    .for('update');
  await db
    .insert(securitySettings)
    .values({ userId, allowList: enabled })
    .onConflictDoUpdate({
      target: securitySettings.userId,
      set: { allowList: enabled, updatedAt: sql`now()` },
    });
  return before[0]?.on ?? false;
}

/** Sets the anti-phishing phrase (null removes it). */
export async function setAntiPhishing(db: DbOrTx, userId: number, phrase: string | null): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ userId, antiPhishing: phrase })
    .onConflictDoUpdate({
      target: securitySettings.userId,
      set: { antiPhishing: phrase, updatedAt: sql`now()` },
    });
}

/** Records a device of the user; true when it was new. */
export async function recordDevice(
  db: DbOrTx,
  d: { userId: number; fingerprint: string; label: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(securityDevices)
    .values({
      userId: d.userId,
      fingerprint: d.fingerprint,
      label: d.label,
      firstSeenAt: d.at,
      lastSeenAt: d.at,
    })
    .onConflictDoUpdate({
      target: [securityDevices.userId, securityDevices.fingerprint],
      set: { lastSeenAt: d.at, label: d.label },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return inserted[0]?.inserted === true;
}

/** Whether the user has any device other than `fingerprint` on record. */
export async function hasOtherDevice(db: DbOrTx, userId: number, fingerprint: string): Promise<boolean> {
  const rows = await db
    .select({ id: securityDevices.id })
    .from(securityDevices)
    .where(and(eq(securityDevices.userId, userId), sql`${securityDevices.fingerprint} <> ${fingerprint}`))
    .limit(1);
  return rows.length > 0;
}

/** Ends a "not me" pause (the login password was changed). */
export async function liftNotMe(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(securitySettings)
    .set({ withdrawalsPausedUntil: null, pausedReason: null, updatedAt: sql`now()` })
    .where(and(eq(securitySettings.userId, userId), eq(securitySettings.pausedReason, 'not_me')));
}
