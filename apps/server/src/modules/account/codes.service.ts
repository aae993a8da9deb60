import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type Channel,
  type CodeScene,
  type LangCode,
  type MessageKey,
  VERIFICATION_CODE,
  refuse,
} from '@meridian/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { translate } from '../../platform/i18n';
import type { Outbox } from '../../platform/outbox';
import * as codes from './codes.repo';

/** Where a code goes: `target` is the normalised address it is bound to, `to` how it is delivered. */
export interface CodeDestination {
  channel: Channel;
  target: string;
  to: string;
}

export interface CodeCheck {
  target: string;
  scene: CodeScene;
  code: string;
}

const hashCode = (target: string, scene: string, code: string) =>
  createHash('sha256').update(`${target}\u0000${scene}\u0000${code}`).digest('hex');

/** Serialises issue/verify per (target, scene) inside one transaction. */
const lockTarget = (tx: DbOrTx, target: string, scene: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`code:${target}:${scene}`}, 0))`);

/** Issues a 6-digit code bound to (target, scene): 10-minute expiry, resend cooldown, delivered via the outbox. */
export async function issueCode(
  db: Db,
  outbox: Outbox,
  dest: CodeDestination,
  scene: CodeScene,
  lang: LangCode,
): Promise<void> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
  await db.transaction(async (tx) => {
    await lockTarget(tx, dest.target, scene);
    const previous = await codes.latestCode(tx, dest.target, scene);
    const sinceMs = previous ? Date.now() - previous.createdAt.getTime() : Infinity;
    if (sinceMs < VERIFICATION_CODE.resendCooldownMs) {
      const seconds = Math.ceil((VERIFICATION_CODE.resendCooldownMs - sinceMs) / 1000);
      throw refuse('code_resend_too_soon', { seconds });
    }
    await codes.insertCode(tx, {
      channel: dest.channel,
      target: dest.target,
      scene,
      codeHash: hashCode(dest.target, scene, code),
      expiresAt: new Date(Date.now() + VERIFICATION_CODE.ttlMs),
    });
  });
  const minutes = VERIFICATION_CODE.ttlMs / 60_000;
  await outbox.send({
    channel: dest.channel,
    to: dest.to,
    scene,
    code,
    text: translate('verification_code_text', lang, { code, minutes }),
  });
}

/**
 * Checks a code without spending it. A wrong guess is counted (and committed) before the error is thrown;
 * after the 5th wrong guess the code is dead. Returns the code's id for `spendCode`.
 */
export async function verifyCode(db: Db, check: CodeCheck): Promise<number> {
  const outcome = await db.transaction(async (tx): Promise<{ id: number } | { error: MessageKey }> => {
    await lockTarget(tx, check.target, check.scene);
    const row = await codes.latestCode(tx, check.target, check.scene);
    if (!row || row.consumedAt) return { error: 'code_invalid' };
    if (row.attempts >= VERIFICATION_CODE.maxAttempts) return { error: 'code_attempts_exceeded' };
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'code_expired' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(check.target, check.scene, check.code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await codes.countAttempt(tx, row.id, row.attempts + 1);
      return { error: 'code_invalid' };
    }
    return { id: row.id };
  });
  if ('error' in outcome) throw refuse(outcome.error, {}, 'code');
  return outcome.id;
}

/** Spends a verified code inside the caller's transaction; a code can be spent once. */
export async function spendCode(tx: DbOrTx, codeId: number): Promise<void> {
  const spent = await tx.execute(
    sql`UPDATE verification_codes SET consumed_at = now() WHERE id = ${codeId} AND consumed_at IS NULL RETURNING id`,
  );
  if (spent.rows.length === 0) throw refuse('code_invalid', {}, 'code');
}
