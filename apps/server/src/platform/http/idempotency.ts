import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { withBeforeCommit } from '../db/before-commit';
import { idempotencyKeys } from '../idempotency.schema';
import { AppError, fail } from './app-error';
import {
  fenceClaim,
  insertClaim,
  readClaim,
  releaseClaim,
  renewClaim,
  storeReply,
  takeOverClaim,
  type ClaimScope,
} from './idempotency-claim';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
const POLL_MS = 50;

export interface StoredReply {
  status: number;
  body: string;
}

/**
 * How long a claim lives without its owner's heartbeat (`leaseMs`: a crashed owner is detected within this),
 * how often the owner renews it, and how long a concurrent duplicate waits for the first reply.
 */
export interface ClaimTiming {
  leaseMs: number;
  heartbeatMs: number;
  waitMs: number;
}

export const CLAIM_TIMING: ClaimTiming = { leaseMs: 8_000, heartbeatMs: 2_000, waitMs: 10_000 };

/**
 * Idempotency-Key for money-moving POSTs: the first request under a key runs and its
 * reply — success or handled failure — is stored; a replay gets that same reply without running again. A
 * different request under a used key is refused.
 *
 * The key is claimed before running (unique row, an owner token and a lease the owner's heartbeat renews), so
 * a concurrent duplicate waits for the first instead of racing it. When the owner is gone (its process died:
 * the lease passes with no reply), a retry takes the claim over and runs the request — unless the owner's
 * effect had already committed: every business transaction of the owner is fenced by its claim (it commits
 * only while the claim is still the owner's, and marks "effect committed" in the same commit), so such a retry
 * answers `request_already_processed` instead of moving money a second time. An unexpected exception frees a
 * key whose effect did not commit.
 */
export async function runIdempotent(
  db: Db,
  scope: ClaimScope,
  run: () => Promise<StoredReply>,
  timing: ClaimTiming = CLAIM_TIMING,
): Promise<StoredReply> {
  if (!KEY_PATTERN.test(scope.key)) throw fail('parameter_error', {}, 'Idempotency-Key');
  const owner = randomUUID();
  const deadline = Date.now() + timing.waitMs;
  for (let free = true; ;) {
    if (free && (await insertClaim(db, scope, owner, timing.leaseMs)))
      return runAsOwner(db, scope, owner, run, timing);
    const row = await readClaim(db, scope);
    free = !row;
    if (row) {
      if (row.fingerprint !== scope.fingerprint) throw fail('idempotency_key_reused');
      if (row.response) return JSON.parse(row.response) as StoredReply;
      if (row.expired && row.effectCommitted) throw fail('request_already_processed');
      if (row.expired && (await takeOverClaim(db, scope, row.owner, owner, timing.leaseMs)))
        return runAsOwner(db, scope, owner, run, timing);
    }
    if (Date.now() > deadline) throw new AppError('too_many_requests');
    if (row) await sleep(POLL_MS);
  }
}

async function runAsOwner(
  db: Db,
  scope: ClaimScope,
  owner: string,
  run: () => Promise<StoredReply>,
  timing: ClaimTiming,
): Promise<StoredReply> {
  const state = { running: true };
  const stopHeartbeat = heartbeat(() => renewClaim(db, scope, owner, timing.leaseMs), timing.heartbeatMs);
  let reply: StoredReply;
  try {
    // A transaction started in this context after the run ended (a leaked callback) is not the request's.
    reply = await withBeforeCommit(async (tx) => {
      if (state.running) await fenceClaim(tx, scope, owner);
    }, run);
  } catch (err) {
    state.running = false;
    stopHeartbeat();
    // If even this fails, the lease lapses within leaseMs and a retry sees the claim as a dead owner's.
    await releaseClaim(db, scope, owner).catch(() => undefined);
    throw err;
  }
  state.running = false;
  stopHeartbeat();
  await storeReply(db, scope, owner, JSON.stringify(reply));
  return reply;
}

/** Calls `beat` every `everyMs` until stopped; a failed beat is retried at the next one (the lease has slack). */
function heartbeat(beat: () => Promise<void>, everyMs: number): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      beat()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) next();
        });
    }, everyMs);
    timer.unref();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What makes two requests "the same": method, path and the parsed input. */
export function fingerprintOf(method: string, url: string, input: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]} ${JSON.stringify(input)}`)
    .digest('hex');
}

/** Keys are kept a week (the daily job `platform.prune_idempotency_keys`), deleted in capped batches. */
export async function pruneIdempotencyKeys(db: Db, batch = 5_000, batchesMax = 100): Promise<number> {
  let total = 0;
  for (let i = 0; i < batchesMax; i++) {
    const r = await db.execute(sql`
      DELETE FROM ${idempotencyKeys} WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM ${idempotencyKeys}
         WHERE ${idempotencyKeys.createdAt} < now() - interval '7 days' LIMIT ${batch}))`);
    total += r.rowCount ?? 0;
    if ((r.rowCount ?? 0) < batch) break;
  }
  return total;
}
