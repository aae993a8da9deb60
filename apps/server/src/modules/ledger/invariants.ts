import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';

export interface Violation {
  rule:
    'entry_unbalanced' | 'balance_mismatch' | 'negative_balance' | 'frozen_not_held' | 'currency_unbalanced';
  detail: Record<string, unknown>;
}

const LIMIT = 100;

/**
 * The ledger's invariants, checked from the database alone (used by `npm run ledger:check` and by tests):
 * every entry sums to zero per currency; the whole journal sums to zero per currency; every account's
 * balances equal the sum of its postings; no user balance is negative; each account's frozen balance equals
 * the sum of its open holds.
 */
export async function checkLedger(db: DbOrTx): Promise<Violation[]> {
  const out: Violation[] = [];
  const add = (rule: Violation['rule'], rows: Record<string, unknown>[]) => {
    for (const detail of rows) out.push({ rule, detail });
  };
  add(
    'entry_unbalanced',
    (
      await db.execute(sql`
      SELECT entry_id, currency_id, sum(amount)::text AS sum FROM ledger_postings
      GROUP BY entry_id, currency_id HAVING sum(amount) <> 0 LIMIT ${LIMIT}`)
    ).rows,
  );
  add(
    'currency_unbalanced',
    (
      await db.execute(sql`
      SELECT currency_id, sum(amount)::text AS sum FROM ledger_postings GROUP BY currency_id HAVING sum(amount) <> 0`)
    ).rows,
  );
  add(
    'balance_mismatch',
    (
      await db.execute(sql`
      SELECT a.id, a.available::text, a.frozen::text, coalesce(p.available, 0)::text AS journal_available,
             coalesce(p.frozen, 0)::text AS journal_frozen
      FROM ledger_accounts a LEFT JOIN (
        SELECT account_id,
          sum(amount) FILTER (WHERE bucket = 'available') AS available,
          sum(amount) FILTER (WHERE bucket = 'frozen') AS frozen
        FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.available <> coalesce(p.available, 0) OR a.frozen <> coalesce(p.frozen, 0) LIMIT ${LIMIT}`)
    ).rows,
  );
  add(
    'negative_balance',
    (
      await db.execute(sql`
      SELECT id, available::text, frozen::text FROM ledger_accounts
      WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0) LIMIT ${LIMIT}`)
    ).rows,
  );
  add(
    'frozen_not_held',
    (
      await db.execute(sql`
      SELECT a.id, a.frozen::text, coalesce(h.held, 0)::text AS held
      FROM ledger_accounts a LEFT JOIN (
        SELECT account_id, sum(amount) AS held FROM ledger_holds WHERE status = 'open' GROUP BY account_id) h ON h.account_id = a.id
      WHERE a.frozen <> coalesce(h.held, 0) LIMIT ${LIMIT}`)
    ).rows,
  );
  return out;
}
