import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';

type Row = Record<string, unknown>;

export interface TransferRow {
  id: number;
  createdAt: Date;
  currencyId: number;
  amount: string;
  fromType: number;
  toType: number;
}

/** A user's transfers between their own accounts (entries of kind `transfer`), newest first. */
export async function transfersOfUser(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TransferRow[]; total: number }> {
  const base = sql`
    FROM ledger_entries e
    JOIN ledger_postings pf ON pf.entry_id = e.id AND pf.amount < 0
    JOIN ledger_accounts af ON af.id = pf.account_id
    JOIN ledger_postings pt ON pt.entry_id = e.id AND pt.amount > 0
    JOIN ledger_accounts at ON at.id = pt.account_id
    WHERE e.kind = 'transfer' AND af.user_id = ${userId} AND at.user_id = ${userId}`;
  const rows = await db.execute<Row>(sql`
    SELECT e.id, e.created_at, pf.currency_id, (-pf.amount)::text AS amount, af.account_type AS from_type, at.account_type AS to_type
    ${base} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const count = await db.execute<Row>(sql`SELECT count(*)::int AS n ${base}`);
  return {
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(String(r.created_at)),
      currencyId: Number(r.currency_id),
      amount: String(r.amount),
      fromType: Number(r.from_type),
      toType: Number(r.to_type),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

export interface AccountLogRow {
  id: number;
  createdAt: Date;
  currencyId: number;
  accountType: number;
  kind: string;
  refType: string;
  refId: string;
  bucket: 'available' | 'frozen';
  amount: string;
  /** The moved bucket's balance after the change. */
  after: string;
}

/**
 * Changes of a user's available balances (optionally one currency / account type), newest first — and the
 * payouts of their withdrawals, which leave the frozen balance the request had filled (so a statement shows a
 * withdrawal as request, then paid out or returned).
 */
export async function availableChangesOfUser(
  db: DbOrTx,
  userId: number,
  filter: { currencyId?: number | undefined; accountType?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: AccountLogRow[]; total: number }> {
  const base = sql`
    FROM ledger_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN ledger_entries e ON e.id = p.entry_id
    WHERE a.user_id = ${userId} AND (p.bucket = 'available' OR e.kind = 'withdrawal')
      ${filter.currencyId !== undefined ? sql`AND p.currency_id = ${filter.currencyId}` : sql``}
      ${filter.accountType !== undefined ? sql`AND a.account_type = ${filter.accountType}` : sql``}`;
  const rows = await db.execute<Row>(sql`
    SELECT p.id, p.created_at, p.currency_id, a.account_type, e.kind, e.ref_type, e.ref_id, p.bucket,
           p.amount::text AS amount,
           (CASE WHEN p.bucket = 'available' THEN p.available_after ELSE p.frozen_after END)::text AS after
    ${base} ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const count = await db.execute<Row>(sql`SELECT count(*)::int AS n ${base}`);
  return {
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(String(r.created_at)),
      currencyId: Number(r.currency_id),
      accountType: Number(r.account_type),
      kind: String(r.kind),
      refType: String(r.ref_type),
      refId: String(r.ref_id),
      bucket: r.bucket === 'frozen' ? 'frozen' : 'available',
      amount: String(r.amount),
      after: String(r.after),
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/** Which of `refIds` already have an entry with ref type `refType`. */
export async function postedRefs(
  db: DbOrTx,
  refType: string,
  refIds: readonly string[],
): Promise<Set<string>> {
  if (refIds.length === 0) return new Set();
  const r = await db.execute<{ ref_id: string } & Row>(sql`
    SELECT DISTINCT ref_id FROM ledger_entries
    WHERE ref_type = ${refType} AND ref_id = ANY(${sql.param([...refIds])}::text[])`);
  return new Set(r.rows.map((row) => row.ref_id));
}

export interface JournalCounts {
  entries: string;
  postings: string;
  accounts: string;
  open_holds: string;
}

/** Sizes of the journal (entries, postings, accounts, open holds), as `npm run ledger:check` prints them. */
export async function journalCounts(db: DbOrTx): Promise<JournalCounts> {
  const r = await db.execute<JournalCounts & Row>(sql`
    SELECT (SELECT count(*) FROM ledger_entries)::text AS entries, (SELECT count(*) FROM ledger_postings)::text AS postings,
           (SELECT count(*) FROM ledger_accounts)::text AS accounts,
           (SELECT count(*) FROM ledger_holds WHERE status = 'open')::text AS open_holds`);
  return r.rows[0]!;
}
