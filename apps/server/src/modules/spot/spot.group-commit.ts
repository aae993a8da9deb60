import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { OrderBookEngine } from '../../engines/orderbook/types';
import type { Db, Tx } from '../../platform/db';
import { runBeforeCommit } from '../../platform/db/before-commit';
import { afterCommitMark, dropAfterCommitSince } from '../../platform/db/after-commit';

/**
 * Group commit of a spot pair's queue (issue 19). Each turn of the pair's queue takes every operation waiting
 * (at most GROUP_MAX) and runs them in ONE transaction: the pair's version row is bumped once (the cross-node
 * lock and sync of spot.books.ts), then each operation runs in its own savepoint, in arrival order, against
 * the live book. An operation that is refused or fails rolls back to its savepoint only; if the engine had
 * already changed the book for it, the book is reloaded from the database inside the transaction (which holds
 * the earlier operations of the batch and not the failed one), so the book equals the database before the
 * next operation matches. Nobody is answered before the commit: then each operation's `committed` effect runs
 * (the socket push) and its caller is answered, in order. If the transaction fails as a whole (the commit, the
 * version bump, a reload), every operation of the batch fails and the book is rebuilt from the database.
 *
 * A batch runs outside any request's context; each operation's savepoint runs in its submitter's async
 * context and ends with that request's before-commit hook (an idempotency claim's fence), so a request whose
 * claim was lost rolls back alone.
 */

/**
 * Most operations one transaction commits: each is a savepoint, and PostgreSQL caches 64 subtransactions per
 * backend before it spills to disk and slows every session (headroom left for a nested savepoint).
 */
export const GROUP_MAX = 48;

const opsLeft = new WeakMap<Tx, number>();

/**
 * How many operations of `tx`'s batch are still to run, the current one included (1 outside a batch): what a
 * placement may take ids for at once (spot.service.ts).
 */
export function batchOpsLeft(tx: Tx): number {
  return opsLeft.get(tx) ?? 1;
}

/** One operation of a pair's queue: its work inside the transaction, and what to do once that committed. */
export interface BookOp<T> {
  work: (tx: Tx, book: OrderBookEngine, touched: () => void) => Promise<T>;
  committed?: (out: T) => void;
}

/** An operation waiting for its batch. */
export interface PendingOp {
  work: (tx: Tx, book: OrderBookEngine, touched: () => void) => Promise<unknown>;
  committed: (out: unknown) => void;
  resolve: (out: unknown) => void;
  reject: (err: unknown) => void;
  /** Runs `fn` in the async context the operation was submitted from. */
  inContext: <R>(fn: () => R) => R;
}

export function pendingOp<T>(
  op: BookOp<T>,
  resolve: (out: T) => void,
  reject: (err: unknown) => void,
): PendingOp {
  return {
    work: op.work,
    committed: (out) => op.committed?.(out as T),
    resolve: (out) => resolve(out as T),
    reject,
    inContext: AsyncLocalStorage.snapshot(),
  };
}

/** What a batch needs of its pair (spot.books.ts). */
export interface GroupHost {
  db: Db;
  /** The live book (replaced by `reload`). */
  book: () => OrderBookEngine;
  /** Before the transaction: rebuilds the book if an earlier failure left it stale. */
  ready: () => Promise<void>;
  /** First statement: bumps the pair's version (syncing the book to other nodes' changes); the new version. */
  sync: (tx: Tx) => Promise<number>;
  /** Replaces the live book with the orders `tx` sees. */
  reload: (tx: Tx) => Promise<void>;
  /** After the commit: the book is at `version`. */
  committed: (version: number) => void;
  /** After a failed transaction: rebuilds the book from the database. */
  failed: () => Promise<void>;
}

type Outcome = { ok: true; out: unknown } | { ok: false; err: unknown };

/** Rolls back a batch in which no operation succeeded. */
class NothingCommitted extends Error {
  constructor(readonly version: number) {
    super('no operation of the batch committed');
  }
}

/** Runs `batch` in one transaction (see the file comment) and answers each operation. */
export async function commitBatch(host: GroupHost, batch: readonly PendingOp[]): Promise<void> {
  const outcomes: Outcome[] = [];
  let version: number;
  try {
    await host.ready();
    version = await host.db.transaction(async (tx) => {
      const v = await host.sync(tx);
      for (const [i, op] of batch.entries()) {
        opsLeft.set(tx, batch.length - i);
        outcomes.push(await inSavepoint(host, tx, op));
      }
      // a batch of refusals changes nothing, not even the pair's version (as a refused order never did): the
      // book, reloaded after each refusal that touched it, is the database's at the version before the bump
      if (!outcomes.some((o) => o.ok)) throw new NothingCommitted(v - 1);
      return v;
    });
  } catch (err) {
    if (err instanceof NothingCommitted) {
      host.committed(err.version);
      batch.forEach((op, i) => {
        const o = outcomes[i]!;
        op.reject(o.ok ? err : o.err);
      });
      return;
    }
    await host.failed();
    for (const op of batch) op.reject(err);
    return;
  }
  host.committed(version);
  batch.forEach((op, i) => {
    const o = outcomes[i]!;
    if (!o.ok) return op.reject(o.err);
    try {
      op.committed(o.out);
    } catch (err) {
      process.emitWarning(`spot committed effect failed: ${String(err)}`);
    }
    op.resolve(o.out);
  });
}

/**
 * Runs `op` behind a savepoint of the batch's transaction. The savepoint is never released (one statement less
 * per operation): the next operation's savepoint of the same name nests inside it, and a rollback goes to the
 * newest one, which is this operation's. The subtransactions count as released ones would (GROUP_MAX).
 */
async function inSavepoint(host: GroupHost, tx: Tx, op: PendingOp): Promise<Outcome> {
  let touched = false;
  const effects = afterCommitMark(tx);
  await tx.execute(SAVEPOINT);
  try {
    const out = await op.inContext(async () => {
      const result = await op.work(tx, host.book(), () => (touched = true));
      await runBeforeCommit(tx);
      return result;
    });
    return { ok: true, out };
  } catch (err) {
    await tx.execute(ROLLBACK);
    // the batch commits, this operation's work does not: what it registered to run after the commit goes too
    dropAfterCommitSince(tx, effects);
    // rolled back to the savepoint: the book must forget what the engine did for this operation
    if (touched) await host.reload(tx);
    return { ok: false, err };
  }
}

const SAVEPOINT = sql.raw('SAVEPOINT spot_op');
const ROLLBACK = sql.raw('ROLLBACK TO SAVEPOINT spot_op');
