import { AsyncLocalStorage } from 'node:async_hooks';
import type { Decimal } from '@meridian/contract';
import type { OrderBookEngine } from '../../engines/orderbook/types';
import type { Db, Tx } from '../../platform/db';
import { runBeforeCommit } from '../../platform/db/before-commit';
import { afterCommitMark, dropAfterCommitSince } from '../../platform/db/after-commit';

/**
 * Group commit of a spot pair's queue. Each turn of the pair's queue takes every operation waiting
 * (at most GROUP_MAX) and runs them in ONE transaction: the pair's version row is bumped once (the cross-node
 * lock and sync of books.ts), then each operation runs, in arrival order, against the live book. Nobody
 * is answered before the commit: then each operation's `committed` effect runs (the socket push) and its caller
 * is answered, in submission order.
 *
 * No savepoints (third pass: a savepoint was one round trip per operation). An operation refused before it
 * wrote anything and before the engine touched the book throws `NothingWritten`: the transaction is intact and
 * the batch goes on. Any other failure of an operation (after a write, a database error, an engine change)
 * rolls the whole attempt back, the book is rebuilt from the database, that operation is refused alone and the
 * others run again in a new attempt (nothing of theirs was answered or pushed). If the transaction fails as a
 * whole (the commit, the version bump), every operation still in the batch fails and the book is rebuilt.
 *
 * Holds first (fourth pass: a statement per batch, not per order): the placements at the head of the batch whose
 * hold is known before it runs (`BookOp.prehold`: a limit order's plan does not depend on the book) get their order
 * ids and their holds in two statements for all of them (`GroupHost.prepare`), before the first operation runs. An
 * operation whose hold is not known (a market order, a stop) ends that head: holds after it are taken in turn, as
 * before, so no operation's hold is taken before one it would have waited for. A hold the batch refused is asked
 * again in the operation's turn (the earlier operations may have freed funds), so the refusals are those of one
 * hold after the other. An operation whose hold was taken has written: any failure of it rolls the attempt back.
 *
 * Writes last (fourth pass): a placement that matched nothing and closed nothing leaves its order row to the batch,
 * a cancel of an order the book shows resting leaves its cancel (`BatchTurn.defer`); what was left is written in a
 * few statements for all (one insert, one cancel, one release) before the next statement that may read or change
 * it (a fill, a hold in its turn, a market order, a stop, the end of the batch), and each such operation's answer
 * is made from what its write returned. If that write fails, the attempt rolls back and the batch runs again with
 * every operation writing in its own turn, where a failure is that operation's alone.
 *
 * A batch runs outside any request's context; each operation runs in its submitter's async context and ends
 * with that request's before-commit hook (an idempotency claim's fence), so a request whose claim was lost is
 * refused alone (its attempt rolled back, the others run again).
 */

/** Most operations one transaction commits (a pair's batch: its latency grows with it). */
export const GROUP_MAX = 48;

const opsLeft = new WeakMap<Tx, number>();

/**
 * How many operations of `tx`'s batch are still to run, the current one included (1 outside a batch): what a
 * placement may take ids for at once (spot.service.ts).
 */
export function batchOpsLeft(tx: Tx): number {
  return opsLeft.get(tx) ?? 1;
}

/** A placement's hold, known before its batch runs: on the user's spot account. */
export interface PreHold {
  userId: number;
  currencyId: number;
  amount: Decimal;
}

/** What the batch took for an operation before it ran: its order id and its hold (undefined: refused). */
export interface Prepared {
  id: number;
  holdId: number | undefined;
}

/** What a batch offers an operation's work besides the book (nothing on the serial path). */
export interface BatchTurn {
  /** What the batch took for the operation before it ran (its order id and its hold), if anything. */
  pre?: Prepared;
  /**
   * Leaves `row` (a write: an order row to insert, an order to cancel) to the batch, written with the others of
   * its run in a few statements (`GroupHost.writeLeft`): the work returns what this returns, and its answer becomes
   * `finish(what the write returned)`. Only for a write no later statement of the work needs.
   */
  defer?: <R>(row: unknown, finish: (inserted: unknown) => R) => R;
  /** Writes what was left so far: before a statement that may read or change what it writes. */
  flush?: () => Promise<void>;
}

/** An operation's work in the batch's transaction. */
export type BookWork<T> = (
  tx: Tx,
  book: OrderBookEngine,
  touched: () => void,
  turn?: BatchTurn,
) => Promise<T>;

/** A row an operation left to the batch's next insert, and how its answer follows from the inserted row. */
class DeferredRow {
  constructor(
    readonly row: unknown,
    readonly finish: (inserted: unknown) => unknown,
  ) {}
}

/** One operation of a pair's queue: its work inside the transaction, and what to do once that committed. */
export interface BookOp<T> {
  work: BookWork<T>;
  committed?: (out: T) => void;
  /**
   * The hold the operation takes first, when known before the batch runs; 'none' when it takes none (a cancel, a
   * placement refused by its rules); unset when not known (ends the batch's head of holds taken first).
   */
  prehold?: PreHold | 'none';
}

/** An operation waiting for its batch. */
export interface PendingOp {
  work: BookWork<unknown>;
  prehold: PreHold | 'none' | undefined;
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
    prehold: op.prehold,
    committed: (out) => op.committed?.(out as T),
    resolve: (out) => resolve(out as T),
    reject,
    inContext: AsyncLocalStorage.snapshot(),
  };
}

/** What a batch needs of its pair (books.ts). */
export interface GroupHost {
  db: Db;
  /** The live book (replaced by a rebuild). */
  book: () => OrderBookEngine;
  /** Before the transaction: rebuilds the book if an earlier failure left it stale. */
  ready: () => Promise<void>;
  /** First statement: bumps the pair's version (syncing the book to other nodes' changes); the new version. */
  sync: (tx: Tx) => Promise<number>;
  /** After the commit: the book is at `version`. */
  committed: (version: number) => void;
  /** After a failed transaction: rebuilds the book from the database. */
  failed: () => Promise<void>;
  /**
   * Takes `holds` (in arrival order) at once, with an order id each, taking ids for `ops` operations in all (the
   * others' ids kept for their turn); unset: every hold in its operation's turn.
   */
  prepare?: (tx: Tx, holds: readonly PreHold[], ops: number) => Promise<Prepared[]>;
  /**
   * Writes what operations left to the batch (`BatchTurn.defer`), in a few statements for all; each one's result
   * (what its `finish` takes), in that order. A failure reruns the batch without leaving anything.
   */
  writeLeft?: (tx: Tx, items: readonly unknown[]) => Promise<unknown[]>;
}

type Outcome = { ok: true; out: unknown } | { ok: false; err: unknown };

/** Rolls back a batch in which no operation succeeded. */
class NothingCommitted extends Error {
  constructor(readonly version: number) {
    super('no operation of the batch committed');
  }
}

/**
 * A refusal an operation throws before it wrote anything (`throw new NothingWritten(refusal)`): the batch's
 * transaction is intact and goes on, the caller gets `refusal`. Any other failure rolls the whole attempt back.
 */
export class NothingWritten extends Error {
  constructor(readonly refusal: unknown) {
    super('refused before writing anything');
  }
}

/** The caller's error of a failure (a `NothingWritten` unwrapped). */
export function unwrapRefusal(err: unknown): unknown {
  return err instanceof NothingWritten ? err.refusal : err;
}

/** How one attempt at a batch ended (`attempt`). */
type Attempt =
  | { committed: true; version: number; outcomes: Outcome[] }
  | { committed: false; failed: number; err: unknown }
  | { committed: false; again: true };

/**
 * The write of what operations left to the batch failed (whose is not known): the attempt rolls back and the
 * batch runs again with each operation writing in its own turn, where a failure is that operation's alone.
 */
class RowsFailed extends Error {
  constructor(readonly err: unknown) {
    super('the write of what a batch’s operations left failed');
  }
}

/**
 * Runs `batch` in one transaction (see the file comment) and answers each operation, in submission order,
 * once the transaction holding it has committed. An operation failing after it wrote (or with a database error)
 * rolls the attempt back: it is refused alone and the others run again in a new attempt, on the book rebuilt
 * from the database (after a second failure, one transaction each).
 */
export async function commitBatch(host: GroupHost, batch: readonly PendingOp[]): Promise<void> {
  const result = new Map<PendingOp, Outcome>();
  let left = [...batch];
  let failures = 0;
  let deferring = true;
  while (left.length > 0) {
    // after a second failure the rest go one transaction each: a batch of many failing operations (a maker row
    // every taker trips on) then runs each operation at most three times, not once per failure before it
    const ops = failures >= 2 ? left.slice(0, 1) : left;
    let a: Attempt;
    try {
      a = await attempt(host, ops, deferring);
    } catch (err) {
      a = { committed: false, failed: -1, err }; // the transaction itself failed: everyone in it
    }
    if (!a.committed && 'again' in a) {
      deferring = false;
      continue;
    }
    if (!a.committed) {
      const refused = a.failed < 0 ? ops : [ops[a.failed]!];
      for (const op of refused) result.set(op, { ok: false, err: a.err });
      left = left.filter((op) => !refused.includes(op));
      failures++;
      continue;
    }
    host.committed(a.version);
    a.outcomes.forEach((o, i) => result.set(ops[i]!, o));
    left = left.slice(ops.length);
  }
  for (const op of batch) {
    const o = result.get(op)!;
    if (!o.ok) {
      op.reject(unwrapRefusal(o.err));
      continue;
    }
    try {
      op.committed(o.out);
    } catch (err) {
      process.emitWarning(`spot committed effect failed: ${String(err)}`);
    }
    op.resolve(o.out);
  }
}

/** Thrown out of an attempt's transaction to roll it back when operation `index` failed. */
class OperationFailed extends Error {
  constructor(
    readonly index: number,
    readonly err: unknown,
  ) {
    super('an operation of the batch failed after writing');
  }
}

/**
 * One transaction for `ops`: committed (with each operation's outcome: refusals that wrote nothing among them),
 * or rolled back because one operation failed (`failed`, the book rebuilt). A failure of the transaction itself
 * (the version bump, the commit) rebuilds the book and throws.
 */
async function attempt(host: GroupHost, ops: readonly PendingOp[], deferring: boolean): Promise<Attempt> {
  const outcomes: Outcome[] = [];
  // kept aside: when the connection died with the operation, the failing ROLLBACK's error replaces it
  let failed: OperationFailed | undefined;
  try {
    await host.ready();
    const version = await host.db.transaction(async (tx) => {
      const v = await host.sync(tx);
      const pre = await prepare(host, tx, ops);
      const rows = deferredRows(host, tx, outcomes, deferring);
      const flush = () =>
        rows.flush().catch((err: unknown) => {
          if (err instanceof OperationFailed) failed = err;
          throw err;
        });
      for (const [i, op] of ops.entries()) {
        opsLeft.set(tx, ops.length - i);
        // an operation whose hold is not known (a market order, a stop) may read or change any order row or balance:
        // what was left goes in first (a placement or a cancel flushes itself when it needs to)
        if (op.prehold === undefined) await flush();
        const turn: BatchTurn = { ...(pre[i] ? { pre: pre[i] } : {}), ...rows.turn(flush) };
        const outcome = await runOp(host, tx, op, i, turn).catch((err: unknown) => {
          if (err instanceof OperationFailed) failed = err;
          throw err;
        });
        outcomes.push(outcome);
        if (outcome.ok && outcome.out instanceof DeferredRow) rows.left(i, outcome.out);
      }
      await flush();
      // a batch of refusals changes nothing, not even the pair's version (as a refused order never did): no
      // refusal touched the book, which is the database's at the version before the bump
      if (!outcomes.some((o) => o.ok)) throw new NothingCommitted(v - 1);
      return v;
    });
    return { committed: true, version, outcomes };
  } catch (err) {
    if (err instanceof NothingCommitted) return { committed: true, version: err.version, outcomes };
    await host.failed();
    if (failed) return { committed: false, failed: failed.index, err: failed.err };
    if (err instanceof RowsFailed) return { committed: false, again: true };
    throw err;
  }
}

/**
 * What operations of an attempt left to the batch (`BatchTurn.defer`; nothing when not `deferring`): `flush`
 * writes what was left so far (`GroupHost.writeLeft`) and puts each operation's answer in `outcomes`. A failing
 * write fails the attempt (`RowsFailed`: the batch runs again without leaving anything).
 */
function deferredRows(host: GroupHost, tx: Tx, outcomes: Outcome[], deferring: boolean) {
  const left: { index: number; d: DeferredRow }[] = [];
  const insert = deferring ? host.writeLeft : undefined;
  return {
    left: (index: number, d: DeferredRow) => left.push({ index, d }),
    turn: (flush: () => Promise<void>): Partial<BatchTurn> =>
      insert
        ? {
            defer: <R>(row: unknown, finish: (inserted: unknown) => R) => new DeferredRow(row, finish) as R,
            flush,
          }
        : {},
    flush: async () => {
      if (!insert || left.length === 0) return;
      const run = left.splice(0);
      let rows: unknown[];
      try {
        rows = await insert(
          tx,
          run.map((x) => x.d.row),
        );
      } catch (err) {
        throw new RowsFailed(err);
      }
      run.forEach((x, k) => (outcomes[x.index] = { ok: true, out: x.d.finish(rows[k]) }));
    },
  };
}

/**
 * The holds of the batch's head (its operations up to the first whose hold is not known), taken at once: what each
 * operation got, by its index in `ops` (none for a cancel, a refused plan or an operation after the head).
 */
async function prepare(
  host: GroupHost,
  tx: Tx,
  ops: readonly PendingOp[],
): Promise<(Prepared | undefined)[]> {
  const at: number[] = [];
  const holds: PreHold[] = [];
  for (const [i, op] of ops.entries()) {
    if (op.prehold === undefined) break;
    if (op.prehold === 'none') continue;
    at.push(i);
    holds.push(op.prehold);
  }
  const out: (Prepared | undefined)[] = [];
  if (!host.prepare || holds.length === 0) return out;
  const prepared = await host.prepare(tx, holds, ops.length);
  at.forEach((i, k) => (out[i] = prepared[k]));
  return out;
}

/**
 * Runs `op` in the batch's transaction, in its submitter's context, ending with that request's before-commit
 * hook. No savepoint (third pass: one round trip less per operation): a refusal that wrote nothing
 * and left the book alone (`NothingWritten`, before `touched`) drops the after-commit effects it registered and
 * the batch goes on; any other failure throws `OperationFailed`, rolling the whole attempt back.
 */
async function runOp(
  host: GroupHost,
  tx: Tx,
  op: PendingOp,
  index: number,
  turn: BatchTurn,
): Promise<Outcome> {
  // a hold the batch took for the operation is a write of its own
  let touched = turn.pre?.holdId !== undefined;
  const effects = afterCommitMark(tx);
  try {
    const out = await op.inContext(async () => {
      const result = await op.work(tx, host.book(), () => (touched = true), turn);
      await runBeforeCommit(tx);
      return result;
    });
    return { ok: true, out };
  } catch (err) {
    // the rows earlier operations left failed to go in (the flush ran in this one's work): not this one's failure
    if (err instanceof OperationFailed || err instanceof RowsFailed) throw err;
    if (!(err instanceof NothingWritten) || touched) throw new OperationFailed(index, err);
    dropAfterCommitSince(tx, effects);
    return { ok: false, err };
  }
}
