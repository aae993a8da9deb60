import { Decimal, refuse } from '@meridian/contract';
import { type LedgerEntryKind } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db';
import { holdAtOnce, holdEachAtOnce, releaseAtOnce, releaseEachAtOnce } from './hold.repo';
import * as repo from './ledger.repo';
import { closeHold, closeHolds, findAndLockUsers, writePost, type PostWrite } from './post.repo';
import * as statements from './statements.repo';
import { assertBalanced, positive } from './entries';
import {
  HOUSE_STRIPES,
  isUserRef,
  refKey,
  type AccountBalance,
  type AccountRef,
  type Bucket,
  type EntryInput,
} from './types';

/**
 * The only way a balance changes. Every call runs inside the caller's transaction, so
 * the business record and its money movement commit together. `post` takes a batch of entries; each entry's
 * postings must sum to zero per currency. User accounts are locked in ascending id order, then one stripe of
 * each house account that no other transaction holds (no queue on `fees`); a user balance that
 * would go below zero refuses the whole batch with `insufficient_balance` (CHECK constraints back this up). The modules post only the contract's LEDGER_ENTRY_KINDS (statements label each
 * in every language; ledger/kinds.test.ts scans the modules for the kinds they post).
 */
export class Ledger {
  private readonly houseStripes: number;

  /** `houseStripes`: stripes per house account (HOUSE_STRIPES; 1 is the old single row, for the benchmark). */
  constructor(opts: { houseStripes?: number } = {}) {
    this.houseStripes = opts.houseStripes ?? HOUSE_STRIPES;
    if (!Number.isInteger(this.houseStripes) || this.houseStripes < 1 || this.houseStripes > 256)
      throw new Error(`ledger: houseStripes must be an integer 1..256, not ${this.houseStripes}`);
  }

  /**
   * Locks accounts (created when missing) in the one id order without changing them, so a caller that must
   * post to another hot account later in its transaction (a coupon's `promotions`) takes these first, in the
   * same order as the transactions that lock them before that account (options settlement: the pool, then
   * `promotions`). A house account's lock is one of its stripes, taken without waiting while one is free; a
   * later `post` in the same transaction finds it free again.
   */
  async lock(tx: DbOrTx, accounts: readonly AccountRef[]): Promise<void> {
    await this.lockAll(tx, accounts);
  }

  async post(tx: DbOrTx, entries: readonly EntryInput[]): Promise<number[]> {
    return (await this.write(tx, entries, [])).entryIds;
  }

  /**
   * `post`, opening `holds` (user accounts among the entries' lines) in the same statement: the accounts are
   * locked (one statement when they exist, plus one per striped house account), then the entries, postings,
   * balances and holds are written in one (post.repo.ts).
   */
  private async write(
    tx: DbOrTx,
    entries: readonly EntryInput[],
    holds: readonly { account: AccountRef; amount: Decimal; ref: { type: string; id: string } }[],
  ): Promise<{ entryIds: number[]; holdIds: number[] }> {
    if (!inTransaction(tx)) return (tx as Db).transaction((t) => this.write(t, entries, holds));
    for (const e of entries) assertBalanced(e);
    const refs = new Map<string, AccountRef>();
    for (const e of entries) for (const l of e.lines) refs.set(refKey(l.account), l.account);
    for (const h of holds) refs.set(refKey(h.account), h.account);
    const { ids, locked } = await this.lockAll(tx, [...refs.values()]);

    const state = new Map<number, { available: Decimal; frozen: Decimal; user: boolean }>();
    for (const [id, a] of locked)
      state.set(id, {
        available: new Decimal(a.available),
        frozen: new Decimal(a.frozen),
        user: a.userId !== null,
      });

    const postings: PostWrite['postings'][number][] = [];
    for (const [entry, e] of entries.entries()) {
      for (const line of e.lines) {
        const id = ids.get(refKey(line.account))!;
        const s = state.get(id)!;
        const bucket: Bucket = line.bucket ?? 'available';
        const amount = new Decimal(line.amount);
        if (bucket === 'available') s.available = s.available.plus(amount);
        else s.frozen = s.frozen.plus(amount);
        if (s.user && (s.available.isNegative() || s.frozen.isNegative()))
          throw refuse('insufficient_balance');
        postings.push({
          entry,
          accountId: id,
          currencyId: line.account.currencyId,
          bucket,
          amount: amount.toFixed(),
          availableAfter: s.available.toFixed(),
          frozenAfter: s.frozen.toFixed(),
        });
      }
    }
    return writePost(tx, {
      entries: entries.map((e) => ({
        kind: e.kind,
        refType: e.refType ?? '',
        refId: e.refId ?? '',
        memo: e.memo ?? '',
      })),
      postings,
      balances: [...state].map(([id, s]) => ({
        id,
        available: s.available.toFixed(),
        frozen: s.frozen.toFixed(),
      })),
      holds: holds.map((h) => ({
        accountId: ids.get(refKey(h.account))!,
        amount: h.amount.toFixed(),
        refType: h.ref.type,
        refId: h.ref.id,
      })),
    });
  }

  /**
   * Phase one: moves `amount` from available to frozen on a user account and records an open hold, in one
   * statement (hold.repo.ts). Refused with `insufficient_balance` when the account has less available (a
   * missing account has none), having written nothing: a caller may go on in the same transaction.
   */
  async hold(
    tx: DbOrTx,
    account: Extract<AccountRef, { userId: number }>,
    amount: Decimal | string,
    ref: { type: string; id: string },
  ): Promise<number> {
    const id = await holdAtOnce(tx, account, positive(amount), ref);
    if (id === undefined) throw refuse('insufficient_balance');
    return id;
  }

  /**
   * `hold` for many items in ONE statement, in the order given (hold.repo.ts `holdEachAtOnce`): each held item
   * writes what `hold` writes for it. An item is refused (undefined, nothing written for it) from the first item
   * of its account whose amount, with those of the account's earlier items, exceeds the account's available
   * balance (or when the account is missing) — a caller wanting `hold`'s one-by-one answer for a refused item
   * asks `hold` again once the earlier items are done. The hold ids in the order given.
   */
  async holdEach(
    tx: DbOrTx,
    items: readonly {
      account: Extract<AccountRef, { userId: number }>;
      amount: Decimal | string;
      ref: { type: string; id: string };
    }[],
  ): Promise<(number | undefined)[]> {
    return holdEachAtOnce(
      tx,
      items.map((i) => ({ account: i.account, amount: positive(i.amount), ref: i.ref })),
    );
  }

  /**
   * `hold` for several user accounts in ONE `post` (each item's `before` entries, then its hold entry, in the
   * order given) and one statement inserting the holds. Returns the hold ids in the order given.
   */
  async holds(
    tx: DbOrTx,
    items: readonly {
      account: Extract<AccountRef, { userId: number }>;
      amount: Decimal | string;
      ref: { type: string; id: string };
      before?: readonly EntryInput[];
    }[],
  ): Promise<number[]> {
    if (items.length === 0) return [];
    const entries: EntryInput[] = [];
    for (const { account, amount, ref, before = [] } of items)
      entries.push(...before, holdEntry(account, positive(amount), ref));
    const opened = items.map((i) => ({ account: i.account, amount: positive(i.amount), ref: i.ref }));
    return (await this.write(tx, entries, opened)).holdIds;
  }

  /**
   * Phase two, success: the held amount leaves the user's frozen balance for `to` — one account, or several
   * whose amounts add up to the hold (e.g. a withdrawal's net amount to clearing and its fee to fees).
   */
  async postHold(
    tx: DbOrTx,
    holdId: number,
    to: AccountRef | { account: AccountRef; amount: Decimal | string }[],
    kind: LedgerEntryKind,
  ): Promise<number> {
    if (!inTransaction(tx)) return (tx as Db).transaction((t) => this.postHold(t, holdId, to, kind));
    const h = await closeHold(tx, holdId, 'posted');
    const splits = Array.isArray(to) ? to : [{ account: to, amount: h.amount }];
    const total = splits.reduce((s, x) => s.plus(x.amount), new Decimal(0));
    if (!total.eq(h.amount))
      throw new Error(
        `hold ${holdId}: splits ${total.toFixed()} do not equal the hold ${h.amount.toFixed()}`,
      );
    const [entryId] = await this.post(tx, [
      {
        kind,
        refType: h.refType,
        refId: h.refId,
        lines: [
          { account: h.account, bucket: 'frozen', amount: h.amount.neg() },
          ...splits
            .filter((x) => !new Decimal(x.amount).isZero())
            .map((x) => ({ account: x.account, amount: x.amount })),
        ],
      },
    ]);
    return entryId!;
  }

  /**
   * `postHold` for several holds at once (a batch of futures closes): one statement closes the holds, and
   * their entries — then `extra` entries, in that order — are posted in ONE `post`. Returns the entry ids:
   * the holds' in the order given, then the extra ones'.
   */
  async postHolds(
    tx: DbOrTx,
    items: readonly {
      holdId: number;
      to: { account: AccountRef; amount: Decimal | string }[];
      kind: LedgerEntryKind;
    }[],
    extra: readonly EntryInput[] = [],
  ): Promise<number[]> {
    if (!inTransaction(tx)) return (tx as Db).transaction((t) => this.postHolds(t, items, extra));
    const holds = await closeHolds(
      tx,
      items.map((i) => i.holdId),
    );
    const entries: EntryInput[] = items.map((item) => {
      const h = holds.get(item.holdId);
      if (!h) throw new Error(`hold ${item.holdId} is not open`);
      const total = item.to.reduce((sum, x) => sum.plus(x.amount), new Decimal(0));
      if (!total.eq(h.amount))
        throw new Error(
          `hold ${item.holdId}: splits ${total.toFixed()} do not equal the hold ${h.amount.toFixed()}`,
        );
      return {
        kind: item.kind,
        refType: h.refType,
        refId: h.refId,
        lines: [
          { account: h.account, bucket: 'frozen' as const, amount: h.amount.neg() },
          ...item.to
            .filter((x) => !new Decimal(x.amount).isZero())
            .map((x) => ({ account: x.account, amount: x.amount })),
        ],
      };
    });
    return this.post(tx, [...entries, ...extra]);
  }

  /**
   * Posts several holds and holds again what their owners still need (a spot fill: the seller's and the
   * buyer's), in few statements whatever their number: one closes the holds, then one write (post.repo.ts).
   * Each hold goes whole: its splits `to`, the rest (hold − splits) back to the hold's account; then `again(rest)`
   * (at most the rest; 0: none) is held again on that account under the hold's reference. Returns, in the order
   * given, each item's post entry id and its new hold id (null when none).
   */
  async repostHolds(
    tx: DbOrTx,
    items: readonly {
      holdId: number;
      to: { account: AccountRef; amount: Decimal | string }[];
      kind: LedgerEntryKind;
      again?: (rest: Decimal) => Decimal;
    }[],
  ): Promise<{ entryId: number; holdId: number | null }[]> {
    if (!inTransaction(tx)) return (tx as Db).transaction((t) => this.repostHolds(t, items));
    if (new Set(items.map((i) => i.holdId)).size !== items.length) throw new Error('a hold posted twice');
    const holds = await closeHolds(
      tx,
      items.map((i) => i.holdId),
    );
    const entries: EntryInput[] = [];
    const opened: { account: AccountRef; amount: Decimal; ref: { type: string; id: string } }[] = [];
    const at = items.map((item) => {
      const h = holds.get(item.holdId);
      if (!h) throw new Error(`hold ${item.holdId} is not open`);
      const rest = h.amount.minus(item.to.reduce((sum, x) => sum.plus(x.amount), new Decimal(0)));
      const again = item.again?.(rest) ?? new Decimal(0);
      if (rest.isNegative() || again.isNegative() || again.gt(rest))
        throw new Error(`hold ${item.holdId}: splits or the new hold exceed the hold ${h.amount.toFixed()}`);
      const entry = entries.length;
      entries.push({
        kind: item.kind,
        refType: h.refType,
        refId: h.refId,
        lines: [
          { account: h.account, bucket: 'frozen' as const, amount: h.amount.neg() },
          ...[...item.to, { account: h.account, amount: rest }]
            .filter((x) => !new Decimal(x.amount).isZero())
            .map((x) => ({ account: x.account, amount: x.amount })),
        ],
      });
      if (again.isZero()) return { entry, hold: null };
      const ref = { type: h.refType, id: h.refId };
      entries.push(holdEntry(h.account, again, ref));
      opened.push({ account: h.account, amount: again, ref });
      return { entry, hold: opened.length - 1 };
    });
    const { entryIds, holdIds } = await this.write(tx, entries, opened);
    return at.map((x) => ({
      entryId: entryIds[x.entry]!,
      holdId: x.hold === null ? null : holdIds[x.hold]!,
    }));
  }

  /**
   * `releaseHold` for many holds in ONE statement, in the order given (hold.repo.ts `releaseEachAtOnce`): each writes
   * what `releaseHold` writes for it. Throws when a hold is not open.
   */
  async releaseEach(tx: DbOrTx, holdIds: readonly number[]): Promise<void> {
    await releaseEachAtOnce(tx, holdIds);
  }

  /** Phase two, cancelled: the held amount returns to available (one statement: hold.repo.ts). */
  async releaseHold(tx: DbOrTx, holdId: number): Promise<void> {
    await releaseAtOnce(tx, holdId);
  }

  /** The amount of an open hold (its owner's figure may date from an older rule: post what is really held). */
  async openHoldAmount(tx: DbOrTx, holdId: number): Promise<Decimal> {
    const r = await tx.execute<{ amount: string } & Record<string, unknown>>(
      sql`SELECT amount::text AS amount FROM ledger_holds WHERE id = ${holdId} AND status = 'open'`,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`hold ${holdId} is not open`);
    return new Decimal(row.amount);
  }

  /**
   * Every house account's balance per currency: the sum of its stripes (display, ops, statements — a single
   * row of a house account is only one stripe of it).
   */
  houseBalances(db: DbOrTx) {
    return repo.houseBalances(db);
  }

  balances(db: DbOrTx, userId: number): Promise<AccountBalance[]> {
    return repo.balancesOfUser(db, userId);
  }

  /** `balances` of several users in one query. */
  balancesOf(db: DbOrTx, userIds: readonly number[]): Promise<AccountBalance[]> {
    return repo.balancesOfUsers(db, userIds);
  }

  /** A user's transfers between their own accounts (entries of kind `transfer`), newest first. */
  transfersOfUser(db: DbOrTx, userId: number, limit: number, offset: number) {
    return statements.transfersOfUser(db, userId, limit, offset);
  }

  /** Changes of a user's available balances (optionally one currency / account type), newest first. */
  availableChangesOfUser(
    db: DbOrTx,
    userId: number,
    filter: { currencyId?: number | undefined; accountType?: number | undefined },
    limit: number,
    offset: number,
  ) {
    return statements.availableChangesOfUser(db, userId, filter, limit, offset);
  }

  /**
   * Which of `refIds` already have an entry of ref type `refType` — e.g. one-time issues already posted.
   * Read it in the transaction that posts the missing ones, under a lock that serialises those posts.
   */
  postedRefs(db: DbOrTx, refType: string, refIds: readonly string[]): Promise<Set<string>> {
    return statements.postedRefs(db, refType, refIds);
  }

  /**
   * Finds or creates and locks the accounts of `refs`: user accounts in ascending id order (waiting for them),
   * then one stripe of each house account, taken without waiting while one is free (`lockHouseStripes`). With
   * one stripe, house rows are locked with the user rows in id order as before striping.
   */
  private async lockAll(tx: DbOrTx, refs: readonly AccountRef[]) {
    const striped = this.houseStripes > 1;
    const houses = striped ? refs.filter((r) => !isUserRef(r)) : [];
    const rows = striped ? refs.filter(isUserRef) : refs;
    // existing user accounts (the usual case) are found and locked in one statement
    const fast = rows.every(isUserRef) ? await findAndLockUsers(tx, rows) : undefined;
    const ids = fast?.ids ?? (await repo.ensureAccounts(tx, rows));
    const locked = fast?.locked ?? (await repo.lockAccounts(tx, [...ids.values()]));
    if (houses.length > 0)
      for (const [key, row] of await repo.lockHouseStripes(tx, houses as never, this.houseStripes)) {
        ids.set(key, row.id);
        locked.set(row.id, row);
      }
    return { ids, locked };
  }
}

/** The entry of a hold: `value` moves from the account's available to its frozen balance. */
function holdEntry(account: AccountRef, value: Decimal, ref: { type: string; id: string }): EntryInput {
  return {
    kind: 'hold',
    refType: ref.type,
    refId: ref.id,
    lines: [
      { account, bucket: 'available', amount: value.neg() },
      { account, bucket: 'frozen', amount: value },
    ],
  };
}

/**
 * Whether `db` is a transaction. A post locks its accounts, then writes balances computed from what it locked:
 * that holds only inside one transaction. Given the database itself (a script, a test's funding), each statement
 * would commit alone, the locks would go with the first, and two posts to one account (a house stripe) would both
 * write their balance from the same read: the multi-statement calls open a transaction of their own then.
 */
function inTransaction(db: DbOrTx): boolean {
  return db instanceof PgTransaction;
}
