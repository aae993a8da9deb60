import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { isUserRef, type AccountBalance, type AccountRef } from './types';

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
    ON CONFLICT (house_code, currency_id) WHERE house_code IS NOT NULL DO NOTHING`);
  const r = await db.execute<{ id: string } & Row>(sql`
    SELECT id FROM ledger_accounts WHERE house_code = ${ref.house} AND currency_id = ${ref.currencyId}`);
  return Number(r.rows[0]!.id);
}

/** Locks accounts in ascending id order (the one lock order, so concurrent entries never deadlock). */
export async function lockAccounts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, AccountBalance>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const r = await db.execute<Row>(sql`
    SELECT id, user_id, house_code, currency_id, account_type, available::text, frozen::text
    FROM ledger_accounts WHERE id = ANY(${sql.param(sorted)}::bigint[]) ORDER BY id FOR UPDATE`);
  return new Map(r.rows.map((row) => [Number(row.id), toBalance(row)]));
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

function toBalance(row: Row): AccountBalance {
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
