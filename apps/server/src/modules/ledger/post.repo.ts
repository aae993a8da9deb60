import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { toBalance, type PostingRow } from './ledger.repo';
import { refKey, type AccountBalance, type AccountRef, type UserAccountType } from './types';

/**
 * A `post` in few round trips (: the spot order path runs several posts per order, each statement a
 * round trip): the user accounts found and locked in one statement, and the entries, their postings, the new
 * balances (and any holds opened with them) written in one statement.
 */

type Row = Record<string, unknown>;
type UserRef = Extract<AccountRef, { userId: number }>;

/**
 * Finds and locks the existing accounts of `refs` in ascending id order (the one lock order) in one statement.
 * Undefined, with nothing locked, when one of them does not exist yet: the caller creates it first, before any
 * row lock (ledger.repo's rule; creating an account while holding locks could deadlock with another batch).
 */
export async function findAndLockUsers(
  db: DbOrTx,
  refs: readonly UserRef[],
): Promise<{ ids: Map<string, number>; locked: Map<number, AccountBalance> } | undefined> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  const ids = new Map<string, number>();
  const locked = new Map<number, AccountBalance>();
  if (unique.length === 0) return { ids, locked };
  const r = await db.execute<Row>(sql`
    WITH f AS (
      SELECT a.id FROM ledger_accounts a
      JOIN unnest(${sql.param(unique.map((x) => x.userId))}::bigint[], ${sql.param(unique.map((x) => x.currencyId))}::int[],
                  ${sql.param(unique.map((x) => x.type))}::smallint[]) AS v(u, c, t)
        ON a.user_id = v.u AND a.currency_id = v.c AND a.account_type = v.t
    )
    SELECT a.id, a.user_id, a.house_code, a.currency_id, a.account_type, a.available::text, a.frozen::text
    FROM ledger_accounts a
    WHERE a.id IN (SELECT id FROM f) AND (SELECT count(*) FROM f) = ${unique.length}
    ORDER BY a.id FOR UPDATE OF a`);
  if (r.rows.length !== unique.length) return undefined;
  for (const row of r.rows) {
    const b = toBalance(row);
    ids.set(
      refKey({ userId: b.userId!, currencyId: b.currencyId, type: b.accountType as UserAccountType }),
      b.id,
    );
    locked.set(b.id, b);
  }
  return { ids, locked };
}

export interface PostWrite {
  entries: readonly { kind: string; refType: string; refId: string; memo: string }[];
  /** `entry`: the index of the posting's entry in `entries`. */
  postings: readonly (Omit<PostingRow, 'entryId'> & { entry: number })[];
  balances: readonly { id: number; available: string; frozen: string }[];
  holds: readonly { accountId: number; amount: string; refType: string; refId: string }[];
}

/**
 * Inserts the entries, their postings and the open holds and writes the balances, in ONE statement; the entry
 * ids and the hold ids, each in the order given (one sequence each, handing out ids in insertion order).
 */
export async function writePost(
  db: DbOrTx,
  w: PostWrite,
): Promise<{ entryIds: number[]; holdIds: number[] }> {
  if (w.entries.length === 0) return { entryIds: [], holdIds: [] };
  const e = <K extends keyof PostWrite['entries'][number]>(k: K) => sql.param(w.entries.map((x) => x[k]));
  const p = <K extends keyof PostWrite['postings'][number]>(k: K) => sql.param(w.postings.map((x) => x[k]));
  const b = <K extends keyof PostWrite['balances'][number]>(k: K) => sql.param(w.balances.map((x) => x[k]));
  const h = <K extends keyof PostWrite['holds'][number]>(k: K) => sql.param(w.holds.map((x) => x[k]));
  const r = await db.execute<{ t: string; id: string } & Row>(sql`
    WITH e AS (
      INSERT INTO ledger_entries (kind, ref_type, ref_id, memo)
      SELECT k, t, i, m FROM unnest(${e('kind')}::text[], ${e('refType')}::text[], ${e('refId')}::text[],
        ${e('memo')}::text[]) WITH ORDINALITY AS v(k, t, i, m, n)
      ORDER BY n
      RETURNING id
    ), en AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM e),
    p AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
      SELECT en.id, v.a, v.c, v.b, v.m, v.av, v.fr
      FROM unnest(${p('entry')}::int[], ${p('accountId')}::bigint[], ${p('currencyId')}::int[], ${p('bucket')}::text[],
        ${p('amount')}::numeric[], ${p('availableAfter')}::numeric[], ${p('frozenAfter')}::numeric[])
        WITH ORDINALITY AS v(e, a, c, b, m, av, fr, n)
      JOIN en ON en.n = v.e
      ORDER BY v.n
    ), u AS (
      UPDATE ledger_accounts a SET available = v.available, frozen = v.frozen, updated_at = now()
      FROM unnest(${b('id')}::bigint[], ${b('available')}::numeric[], ${b('frozen')}::numeric[]) AS v(id, available, frozen)
      WHERE a.id = v.id
    ), h AS (
      INSERT INTO ledger_holds (account_id, amount, ref_type, ref_id)
      SELECT a, m, t, i FROM unnest(${h('accountId')}::bigint[], ${h('amount')}::numeric[], ${h('refType')}::text[],
        ${h('refId')}::text[]) WITH ORDINALITY AS v(a, m, t, i, n)
      ORDER BY n
      RETURNING id
    )
    SELECT 'e' AS t, id::text AS id FROM e UNION ALL SELECT 'h', id::text FROM h`);
  const ids = (t: string) =>
    r.rows
      .filter((x) => x.t === t)
      .map((x) => Number(x.id))
      .sort((x, y) => x - y);
  const entryIds = ids('e');
  const holdIds = ids('h');
  if (entryIds.length !== w.entries.length || holdIds.length !== w.holds.length)
    throw new Error('ledger: entries or holds were not all inserted');
  return { entryIds, holdIds };
}

/** Closes several open holds as posted in one statement; each one's amount, reference and account. */
export async function closeHolds(tx: DbOrTx, holdIds: readonly number[]) {
  const out = new Map<
    number,
    {
      amount: Decimal;
      refType: string;
      refId: string;
      account: { userId: number; currencyId: number; type: UserAccountType };
    }
  >();
  if (holdIds.length === 0) return out;
  const r = await tx.execute<Record<string, unknown>>(sql`
    UPDATE ledger_holds h SET status = 'posted', closed_at = now()
    FROM ledger_accounts a
    WHERE h.id = ANY(${sql.param([...new Set(holdIds)])}::bigint[]) AND h.status = 'open' AND a.id = h.account_id
    RETURNING h.id, h.amount::text AS amount, h.ref_type, h.ref_id, a.user_id, a.currency_id, a.account_type`);
  for (const row of r.rows) out.set(Number(row.id), closedHold(row));
  return out;
}

export async function closeHold(tx: DbOrTx, holdId: number, status: 'posted' | 'released') {
  const r = await tx.execute<Record<string, unknown>>(sql`
    UPDATE ledger_holds h SET status = ${status}, closed_at = now()
    FROM ledger_accounts a
    WHERE h.id = ${holdId} AND h.status = 'open' AND a.id = h.account_id
    RETURNING h.amount::text AS amount, h.ref_type, h.ref_id, a.user_id, a.currency_id, a.account_type`);
  const row = r.rows[0];
  if (!row) throw new Error(`hold ${holdId} is not open`);
  return closedHold(row);
}
/** A hold closed by an UPDATE … RETURNING (its amount, reference and account). */
function closedHold(row: Record<string, unknown>) {
  return {
    amount: new Decimal(String(row.amount)),
    refType: String(row.ref_type),
    refId: String(row.ref_id),
    account: {
      userId: Number(row.user_id),
      currencyId: Number(row.currency_id),
      type: Number(row.account_type) as UserAccountType,
    },
  };
}
