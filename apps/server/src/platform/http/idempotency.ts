import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { idempotencyKeys } from '../idempotency.schema';
import { AppError, fail } from './app-error';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
const WAIT_FOR_FIRST_MS = 10_000;

export interface StoredReply {
  status: number;
  body: string;
}

/**
 * Idempotency-Key for money-moving POSTs (ARCHITECTURE §1.6): the first request under a key runs and its
 * reply — success or handled failure — is stored; a replay gets that same reply without running again. The
 * key is claimed before running (unique row), so concurrent replays wait for the first instead of racing it.
 * A different request under a used key is refused. A crash (no reply) frees the key for a retry.
 */
export async function runIdempotent(
  db: Db,
  scope: { userId: number; key: string; fingerprint: string },
  run: () => Promise<StoredReply>,
): Promise<StoredReply> {
  if (!KEY_PATTERN.test(scope.key)) throw fail('parameter_error', {}, 'Idempotency-Key');
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key, fingerprint: scope.fingerprint, response: '' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return replay(db, scope);

  let reply: StoredReply;
  try {
    reply = await run();
  } catch (err) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ response: JSON.stringify(reply) })
    .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
  return reply;
}

async function replay(
  db: Db,
  scope: { userId: number; key: string; fingerprint: string },
): Promise<StoredReply> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
    if (!row) throw new AppError('too_many_requests');
    if (row.fingerprint !== scope.fingerprint) throw fail('idempotency_key_reused');
    if (row.response) return JSON.parse(row.response) as StoredReply;
    if (Date.now() > deadline) throw new AppError('too_many_requests');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What makes two requests "the same": method, path and the parsed input. */
export function fingerprintOf(method: string, url: string, input: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]} ${JSON.stringify(input)}`)
    .digest('hex');
}

/** Keys are kept a week. */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - interval '7 days'`);
}
