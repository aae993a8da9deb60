import type { Decimal } from '@meridian/contract';
import type { LedgerEntryKind } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';

/**
 * A hold and a release each in ONE statement (third pass: every spot placement holds, every cancel
 * and every IOC remainder releases; `post` takes two statements and a release three). Each writes exactly what
 * `Ledger.write` writes for the same entry — the entry, its two postings in line order with the balances after
 * each line, the account's new balances and the hold row — computed by PostgreSQL from the locked row.
 */

type Row = Record<string, unknown>;

/** The kinds these statements post (kinds.test.ts scans `…_KIND = '…'` in the files that write entries). */
const HOLD_KIND = 'hold' satisfies LedgerEntryKind;
const RELEASE_KIND = 'release' satisfies LedgerEntryKind;

/**
 * Moves `amount` from the user account's available to its frozen balance, with the entry `hold`, its postings
 * (available −amount, then frozen +amount) and an open hold, in one statement; the hold id. Undefined, with
 * nothing written, when the account does not exist or has less than `amount` available: the caller refuses
 * with `insufficient_balance` (no account is created for a hold).
 */
export async function holdAtOnce(
  db: DbOrTx,
  account: { userId: number; currencyId: number; type: number },
  amount: Decimal,
  ref: { type: string; id: string },
): Promise<number | undefined> {
  const v = amount.toFixed();
  const r = await db.execute<{ id: string } & Row>(sql`
    WITH a AS (
      UPDATE ledger_accounts SET available = available - ${v}::numeric, frozen = frozen + ${v}::numeric,
        updated_at = now()
      WHERE user_id = ${account.userId} AND currency_id = ${account.currencyId}
        AND account_type = ${account.type} AND available >= ${v}::numeric
      RETURNING id, currency_id, available, frozen
    ), e AS (
      INSERT INTO ledger_entries (kind, ref_type, ref_id, memo)
      SELECT ${HOLD_KIND}, ${ref.type}, ${ref.id}, '' FROM a
      RETURNING id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
      SELECT e.id, a.id, a.currency_id, l.bucket,
        CASE WHEN l.n = 1 THEN -${v}::numeric ELSE ${v}::numeric END,
        a.available,
        CASE WHEN l.n = 1 THEN a.frozen - ${v}::numeric ELSE a.frozen END
      FROM e, a, (VALUES (1, 'available'), (2, 'frozen')) AS l(n, bucket)
      ORDER BY l.n
    )
    INSERT INTO ledger_holds (account_id, amount, ref_type, ref_id)
    SELECT a.id, ${v}::numeric, ${ref.type}, ${ref.id} FROM a
    RETURNING id::text AS id`);
  const row = r.rows[0];
  return row ? Number(row.id) : undefined;
}

/**
 * Releases an open hold in one statement: the hold closed as `released`, its amount back from frozen to
 * available on its account, with the entry `release` and its postings (frozen −amount, then available +amount).
 * Throws when the hold is not open (nothing written).
 */
export async function releaseAtOnce(db: DbOrTx, holdId: number): Promise<void> {
  const r = await db.execute<{ n: string } & Row>(sql`
    WITH h AS (
      UPDATE ledger_holds SET status = 'released', closed_at = now()
      WHERE id = ${holdId} AND status = 'open'
      RETURNING account_id, amount, ref_type, ref_id
    ), a AS (
      UPDATE ledger_accounts a SET available = a.available + h.amount, frozen = a.frozen - h.amount,
        updated_at = now()
      FROM h WHERE a.id = h.account_id
      RETURNING a.id, a.currency_id, a.available, a.frozen, h.amount, h.ref_type, h.ref_id
    ), e AS (
      INSERT INTO ledger_entries (kind, ref_type, ref_id, memo)
      SELECT ${RELEASE_KIND}, a.ref_type, a.ref_id, '' FROM a
      RETURNING id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
      SELECT e.id, a.id, a.currency_id, l.bucket,
        CASE WHEN l.n = 1 THEN -a.amount ELSE a.amount END,
        CASE WHEN l.n = 1 THEN a.available - a.amount ELSE a.available END,
        a.frozen
      FROM e, a, (VALUES (1, 'frozen'), (2, 'available')) AS l(n, bucket)
      ORDER BY l.n
    )
    SELECT count(*)::text AS n FROM a`);
  if (Number(r.rows[0]?.n ?? 0) !== 1) throw new Error(`hold ${holdId} is not open`);
}
