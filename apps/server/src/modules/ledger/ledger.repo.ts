import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { isUserRef, refKey, type AccountBalance, type AccountRef, type UserAccountType } from './types';

type Row = Record<string, unknown>;

/** Finds or creates the account of a reference; returns its id. Creation happens before any row lock. */
export async function ensureAccount(db: DbOrTx, ref: AccountRef): Promise<number> {
  if (isUserRef(ref)) {
    await db.execute(sql`
      INSERT INTO ledger_accounts (user_id, currency_id, account_type) VALUES (${ref.userId}, ${ref.currencyId}, ${ref.type})
      ON CONFLICT (user_id, currency_id, account_type) WHERE user_id IS NOT NULL DO NOTHING`);
    const r = await db.execute<{ id: string } & Row>(sql`
      SELECT id FROM ledger_accounts WHERE user_id = ${ref.userId} AND currency_id = ${ref.currencyId} AND account_type = ${ref.type}`);
    return Number(r.rows[0]!.id);
  }
  await db.execute(sql`
    INSERT INTO ledger_accounts (house_code, currency_id, account_type) VALUES (${ref.house}, ${ref.currencyId}, 0)
    ON CONFLICT (house_code, currency_id, stripe) WHERE house_code IS NOT NULL DO NOTHING`);
  const r = await db.execute<{ id: string } & Row>(sql`
    SELECT id FROM ledger_accounts WHERE house_code = ${ref.house} AND currency_id = ${ref.currencyId} AND stripe = 0`);
  return Number(r.rows[0]!.id);
}

/**
 * `ensureAccount` for several references (a house's is its stripe 0) in a few statements whatever their number (a batch of entries): the
 * existing accounts are read at once; the missing ones are created, then read. Returns id by `refKey`.
 */
export async function ensureAccounts(db: DbOrTx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const out = await findAccounts(db, refs);
  const missing = refs.filter((r) => !out.has(refKey(r)));
  if (missing.length === 0) return out;
  const users = missing.filter(isUserRef);
  const houses = missing.filter((r) => !isUserRef(r)) as Extract<AccountRef, { house: string }>[];
  if (users.length > 0)
    await db.execute(sql`
      INSERT INTO ledger_accounts (user_id, currency_id, account_type)
      SELECT * FROM unnest(${sql.param(users.map((r) => r.userId))}::bigint[],
        ${sql.param(users.map((r) => r.currencyId))}::int[], ${sql.param(users.map((r) => r.type))}::smallint[])
      ORDER BY 1, 2, 3
      ON CONFLICT (user_id, currency_id, account_type) WHERE user_id IS NOT NULL DO NOTHING`);
  if (houses.length > 0)
    await db.execute(sql`
      INSERT INTO ledger_accounts (house_code, currency_id, account_type)
      SELECT h, c, 0 FROM unnest(${sql.param(houses.map((r) => r.house))}::text[],
        ${sql.param(houses.map((r) => r.currencyId))}::int[]) AS v(h, c)
      ORDER BY 1, 2
      ON CONFLICT (house_code, currency_id, stripe) WHERE house_code IS NOT NULL DO NOTHING`);
  for (const [k, id] of await findAccounts(db, missing)) out.set(k, id);
  return out;
}

async function findAccounts(db: DbOrTx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const users = refs.filter(isUserRef);
  const houses = refs.filter((r) => !isUserRef(r)) as Extract<AccountRef, { house: string }>[];
  if (users.length > 0) {
    const r = await db.execute<
      { id: string; user_id: string; currency_id: number; account_type: number } & Row
    >(sql`
      SELECT a.id, a.user_id, a.currency_id, a.account_type FROM ledger_accounts a
      JOIN unnest(${sql.param(users.map((x) => x.userId))}::bigint[], ${sql.param(users.map((x) => x.currencyId))}::int[],
                  ${sql.param(users.map((x) => x.type))}::smallint[]) AS v(u, c, t)
        ON a.user_id = v.u AND a.currency_id = v.c AND a.account_type = v.t`);
    for (const x of r.rows)
      out.set(
        refKey({
          userId: Number(x.user_id),
          currencyId: Number(x.currency_id),
          type: Number(x.account_type) as UserAccountType,
        }),
        Number(x.id),
      );
  }
  if (houses.length > 0) {
    const r = await db.execute<{ id: string; house_code: string; currency_id: number } & Row>(sql`
      SELECT a.id, a.house_code, a.currency_id FROM ledger_accounts a
      JOIN unnest(${sql.param(houses.map((x) => x.house))}::text[], ${sql.param(houses.map((x) => x.currencyId))}::int[]) AS v(h, c)
        ON a.house_code = v.h AND a.currency_id = v.c AND a.stripe = 0`);
    for (const x of r.rows)
      out.set(refKey({ house: x.house_code as never, currencyId: Number(x.currency_id) }), Number(x.id));
  }
  return out;
}

/** Locks accounts in ascending id order (the one lock order, so concurrent entries never deadlock). */
export async function lockAccounts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, AccountBalance>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const r = await db.execute<Row>(sql`
    SELECT id, user_id, house_code, currency_id, account_type, available::text, frozen::text
    FROM ledger_accounts WHERE id = ANY(${sql.param(sorted)}::bigint[]) ORDER BY id FOR UPDATE`);
  return new Map(r.rows.map((row) => [Number(row.id), toBalance(row)]));
}

type HouseRef = Extract<AccountRef, { house: string }>;

/** The most stripes a house account may have: `stripes` plus the overflow that keeps a lock order (below). */
export const MAX_HOUSE_STRIPES = 256;

/**
 * Locks one stripe of each house account without waiting on another transaction: the first stripe
 * that no other transaction holds (one this transaction holds counts as free). When all are
 * held, it creates a missing stripe number that no other transaction is creating (a transaction-scoped advisory
 * lock claims the number, so creators never wait on each other's uncommitted rows). Only when all `stripes`
 * exist and are held does it wait — on the stripe its transaction id points at, house by house in (code,
 * currency) order; a wait that would break that order (this call already holds a stripe of a later house) is
 * not made: an overflow stripe (numbers `stripes`..MAX_HOUSE_STRIPES-1) is created instead, so two closes
 * taking `fees` and `house_pnl` never deadlock. Returns the locked rows by `refKey`.
 */
export async function lockHouseStripes(
  db: DbOrTx,
  refs: readonly HouseRef[],
  stripes: number,
): Promise<Map<string, AccountBalance>> {
  const out = new Map<string, AccountBalance>();
  const order = (a: HouseRef, b: HouseRef) =>
    a.house === b.house ? a.currencyId - b.currencyId : a.house < b.house ? -1 : 1;
  const all = [...new Map(refs.map((r) => [refKey(r), r])).values()].sort(order);
  const pending = () => all.filter((r) => !out.has(refKey(r)));
  const from = (rs: HouseRef[]) =>
    sql`unnest(${sql.param(rs.map((r) => r.house))}::text[], ${sql.param(rs.map((r) => r.currencyId))}::int[])
      WITH ORDINALITY AS v(h, c, n)`;
  const cols = sql`id, user_id, house_code, currency_id, account_type, available::text, frozen::text`;
  const run = async (rs: HouseRef[], query: ReturnType<typeof sql>) => {
    if (rs.length === 0) return;
    for (const row of (await db.execute<Row>(query)).rows)
      out.set(`h:${String(row.house_code)}:${Number(row.currency_id)}`, toBalance(row));
  };
  // a stripe numbered lo..hi-1 that does not exist yet and that no other transaction is creating
  const create = (rs: HouseRef[], lo: number, hi: number) =>
    run(
      rs,
      sql`
    INSERT INTO ledger_accounts (house_code, currency_id, account_type, stripe)
    SELECT v.h, v.c, 0, m.s FROM ${from(rs)} CROSS JOIN LATERAL (
      SELECT g.s FROM generate_series(${lo}::int, ${hi - 1}::int) AS g(s)
      WHERE CASE WHEN EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.house_code = v.h AND a.currency_id = v.c AND a.stripe = g.s)
        THEN false ELSE pg_try_advisory_xact_lock(hashtext('ledger_accounts:' || v.h || ':' || v.c), g.s) END
      LIMIT 1) m
    ORDER BY v.n
    ON CONFLICT (house_code, currency_id, stripe) WHERE house_code IS NOT NULL DO NOTHING
    RETURNING ${cols}`,
    );
  // 1. a free stripe (overflow ones included, once they exist), skipping those other transactions hold
  const rs = pending();
  await run(
    rs,
    sql`
    SELECT s.* FROM ${from(rs)} CROSS JOIN LATERAL (
      SELECT ${cols} FROM ledger_accounts a WHERE a.house_code = v.h AND a.currency_id = v.c
      ORDER BY a.stripe LIMIT 1 FOR UPDATE SKIP LOCKED) s ORDER BY v.n`,
  );
  // 2. a new stripe below `stripes`
  await create(pending(), 0, stripes);
  // 3. all exist and are held: wait in house order, or overflow where waiting would break the order
  for (const r of pending()) {
    if (all.some((x) => order(x, r) > 0 && out.has(refKey(x)))) await create([r], stripes, MAX_HOUSE_STRIPES);
    if (out.has(refKey(r))) continue;
    const mine = sql`(txid_current() % ${stripes})::int`;
    // the number is claimed as creators claim theirs, so this insert waits only for one that holds the stripe
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('ledger_accounts:' || ${r.house}::text || ':' || ${r.currencyId}::int), ${mine})`,
    );
    await run(
      [r],
      sql`
      INSERT INTO ledger_accounts (house_code, currency_id, account_type, stripe)
      SELECT v.h, v.c, 0, ${mine} FROM ${from([r])}
      ON CONFLICT (house_code, currency_id, stripe) WHERE house_code IS NOT NULL DO NOTHING
      RETURNING ${cols}`,
    );
    if (!out.has(refKey(r)))
      await run(
        [r],
        sql`
      SELECT ${cols} FROM ledger_accounts
      WHERE house_code = ${r.house} AND currency_id = ${r.currencyId} AND stripe = ${mine} FOR UPDATE`,
      );
  }
  if (pending().length > 0) throw new Error('ledger: a house account has no stripe to lock');
  return out;
}

/** Every house account's balance (the sum of its stripes) per currency, by code then currency. */
export async function houseBalances(
  db: DbOrTx,
): Promise<{ house: string; currencyId: number; available: string; stripes: number }[]> {
  const r = await db.execute<Row>(sql`
    SELECT house_code, currency_id, sum(available)::text AS available, count(*)::int AS stripes
    FROM ledger_accounts WHERE house_code IS NOT NULL GROUP BY house_code, currency_id ORDER BY house_code, currency_id`);
  return r.rows.map((row) => ({
    house: String(row.house_code),
    currencyId: Number(row.currency_id),
    available: new Decimal(String(row.available)).toFixed(),
    stripes: Number(row.stripes),
  }));
}

export async function writeBalances(
  db: DbOrTx,
  rows: readonly { id: number; available: string; frozen: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE ledger_accounts a SET available = v.available, frozen = v.frozen, updated_at = now()
    FROM unnest(${sql.param(rows.map((r) => r.id))}::bigint[], ${sql.param(rows.map((r) => r.available))}::numeric[],
                ${sql.param(rows.map((r) => r.frozen))}::numeric[]) AS v(id, available, frozen)
    WHERE a.id = v.id`);
}

export async function insertEntry(
  db: DbOrTx,
  e: { kind: string; refType: string; refId: string; memo: string },
): Promise<number> {
  const r = await db.execute<{ id: string } & Row>(sql`
    INSERT INTO ledger_entries (kind, ref_type, ref_id, memo) VALUES (${e.kind}, ${e.refType}, ${e.refId}, ${e.memo}) RETURNING id`);
  return Number(r.rows[0]!.id);
}

/** Several entries in one statement; their ids in the order given (one sequence, assigned in that order). */
export async function insertEntries(
  db: DbOrTx,
  entries: readonly { kind: string; refType: string; refId: string; memo: string }[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const col = (f: (e: (typeof entries)[number]) => string) => sql.param(entries.map(f));
  const r = await db.execute<{ id: string; n: string } & Row>(sql`
    INSERT INTO ledger_entries (kind, ref_type, ref_id, memo)
    SELECT k, t, i, m FROM unnest(${col((e) => e.kind)}::text[], ${col((e) => e.refType)}::text[],
      ${col((e) => e.refId)}::text[], ${col((e) => e.memo)}::text[]) WITH ORDINALITY AS v(k, t, i, m, n)
    ORDER BY n
    RETURNING id`);
  const ids = r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
  if (ids.length !== entries.length) throw new Error('ledger entries were not all inserted');
  return ids;
}

export interface PostingRow {
  entryId: number;
  accountId: number;
  currencyId: number;
  bucket: string;
  amount: string;
  availableAfter: string;
  frozenAfter: string;
}

export async function insertPostings(db: DbOrTx, rows: readonly PostingRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof PostingRow>(k: K) => sql.param(rows.map((r) => r[k]));
  await db.execute(sql`
    INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
    SELECT * FROM unnest(${col('entryId')}::bigint[], ${col('accountId')}::bigint[], ${col('currencyId')}::int[],
      ${col('bucket')}::text[], ${col('amount')}::numeric[], ${col('availableAfter')}::numeric[], ${col('frozenAfter')}::numeric[])`);
}

export async function balancesOfUser(db: DbOrTx, userId: number): Promise<AccountBalance[]> {
  const r = await db.execute<Row>(sql`
    SELECT id, user_id, house_code, currency_id, account_type, available::text, frozen::text
    FROM ledger_accounts WHERE user_id = ${userId} ORDER BY currency_id, account_type`);
  return r.rows.map(toBalance);
}

/** `balancesOfUser` for several users in one query. */
export async function balancesOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<AccountBalance[]> {
  if (userIds.length === 0) return [];
  const r = await db.execute<Row>(sql`
    SELECT id, user_id, house_code, currency_id, account_type, available::text, frozen::text
    FROM ledger_accounts WHERE user_id = ANY(${sql.param([...new Set(userIds)])}::bigint[])
    ORDER BY user_id, currency_id, account_type`);
  return r.rows.map(toBalance);
}

/** Open holds in one statement (account, amount, ref each); their ids in the order given. */
export async function insertHolds(
  db: DbOrTx,
  rows: readonly { accountId: number; amount: string; refType: string; refId: string }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const r = await db.execute<Row>(sql`
    INSERT INTO ledger_holds (account_id, amount, ref_type, ref_id)
    SELECT a, m, t, i FROM unnest(${sql.param(rows.map((x) => x.accountId))}::bigint[],
                                  ${sql.param(rows.map((x) => x.amount))}::numeric[],
                                  ${sql.param(rows.map((x) => x.refType))}::text[],
                                  ${sql.param(rows.map((x) => x.refId))}::text[]) WITH ORDINALITY AS v(a, m, t, i, n)
    ORDER BY n
    RETURNING id`);
  // the sequence hands out ids in insertion order: ascending ids are the rows in the order given
  const ids = r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
  if (ids.length !== rows.length) throw new Error(`ledger_holds: ${ids.length} of ${rows.length} inserted`);
  return ids;
}

export function toBalance(row: Row): AccountBalance {
  return {
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    houseCode: (row.house_code as string | null) ?? null,
    currencyId: Number(row.currency_id),
    accountType: Number(row.account_type),
    available: String(row.available),
    frozen: String(row.frozen),
  };
}
