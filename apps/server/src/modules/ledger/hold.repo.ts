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

/** One hold of `holdEachAtOnce`. */
export interface HoldItem {
  account: { userId: number; currencyId: number; type: number };
  amount: Decimal;
  ref: { type: string; id: string };
}

/**
 * `holdAtOnce` for many holds in ONE statement, in the order given: the accounts are locked in id order, and an
 * item is held when the amounts of its account's items up to it (itself included, refused ones too) fit in that
 * account's available balance — so an account short of funds refuses its items from the first that does not
 * fit, in arrival order, and the earlier ones hold. Each held item writes what `holdAtOnce` writes (its entry
 * `hold`, its two postings with the balances after each line, its open hold), the entries in the order given.
 * The hold id of each item in the order given; undefined for a refused item (nothing written for it).
 */
export async function holdEachAtOnce(
  db: DbOrTx,
  items: readonly HoldItem[],
): Promise<(number | undefined)[]> {
  if (items.length === 0) return [];
  const col = <T>(f: (i: HoldItem, k: number) => T) => sql.param(items.map(f));
  const r = await db.execute<{ n: number; id: string } & Row>(sql`
    WITH req AS (
      SELECT * FROM unnest(
        ${col((_, k) => k)}::int[], ${col((i) => i.account.userId)}::int[],
        ${col((i) => i.account.currencyId)}::int[], ${col((i) => i.account.type)}::int[],
        ${col((i) => i.amount.toFixed())}::numeric[], ${col((i) => i.ref.type)}::text[],
        ${col((i) => i.ref.id)}::text[]
      ) AS r(n, user_id, currency_id, account_type, amount, ref_type, ref_id)
    ), acc AS (
      SELECT a.id, a.user_id, a.currency_id, a.account_type, a.available, a.frozen FROM ledger_accounts a
      WHERE (a.user_id, a.currency_id, a.account_type) IN (SELECT user_id, currency_id, account_type FROM req)
      ORDER BY a.id FOR UPDATE
    ), run AS (
      SELECT r.*, acc.id AS account_id, acc.available, acc.frozen,
        sum(r.amount) OVER (PARTITION BY acc.id ORDER BY r.n) AS upto
      FROM req r JOIN acc USING (user_id, currency_id, account_type)
    ), ok AS (
      SELECT o.*, nextval(pg_get_serial_sequence('ledger_entries', 'id')) AS entry_id,
        nextval(pg_get_serial_sequence('ledger_holds', 'id')) AS hold_id
      FROM (SELECT * FROM run WHERE upto <= available ORDER BY n OFFSET 0) o
    ), a AS (
      UPDATE ledger_accounts la SET available = la.available - t.amount, frozen = la.frozen + t.amount,
        updated_at = now()
      FROM (SELECT account_id, sum(amount) AS amount FROM ok GROUP BY account_id) t
      WHERE la.id = t.account_id
      RETURNING la.id
    ), e AS (
      INSERT INTO ledger_entries (id, kind, ref_type, ref_id, memo)
      SELECT entry_id, ${HOLD_KIND}, ref_type, ref_id, '' FROM ok ORDER BY n
      RETURNING id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
      SELECT ok.entry_id, ok.account_id, ok.currency_id, l.bucket,
        CASE WHEN l.n = 1 THEN -ok.amount ELSE ok.amount END,
        ok.available - ok.upto,
        CASE WHEN l.n = 1 THEN ok.frozen + ok.upto - ok.amount ELSE ok.frozen + ok.upto END
      FROM ok, (VALUES (1, 'available'), (2, 'frozen')) AS l(n, bucket)
      ORDER BY ok.n, l.n
    ), h AS (
      INSERT INTO ledger_holds (id, account_id, amount, ref_type, ref_id)
      SELECT hold_id, account_id, amount, ref_type, ref_id FROM ok ORDER BY n
      RETURNING id
    )
    SELECT n, hold_id::text AS id FROM ok`);
  const held = new Map(r.rows.map((x) => [Number(x.n), Number(x.id)]));
  return items.map((_, k) => held.get(k));
}

/**
 * `releaseAtOnce` for many open holds in ONE statement, in the order given: each hold closed as `released`, its
 * amount back from frozen to available, with its entry `release` and its postings (the balances after each line
 * following the holds of the same account before it), as `releaseAtOnce` one after the other writes them. Throws
 * when a hold is not open (the statement's writes go with the caller's transaction).
 */
export async function releaseEachAtOnce(db: DbOrTx, holdIds: readonly number[]): Promise<void> {
  if (holdIds.length === 0) return;
  if (new Set(holdIds).size !== holdIds.length) throw new Error('a hold released twice');
  const r = await db.execute<{ n: string } & Row>(sql`
    WITH req AS (
      SELECT * FROM unnest(${sql.param(holdIds)}::bigint[]) WITH ORDINALITY AS r(hold_id, n)
    ), h AS (
      UPDATE ledger_holds lh SET status = 'released', closed_at = now()
      FROM req WHERE lh.id = req.hold_id AND lh.status = 'open'
      RETURNING req.n, lh.account_id, lh.amount, lh.ref_type, lh.ref_id
    ), acc AS (
      SELECT a.id, a.currency_id, a.available, a.frozen FROM ledger_accounts a
      WHERE a.id IN (SELECT account_id FROM h) ORDER BY a.id FOR UPDATE
    ), run AS (
      SELECT h.*, acc.currency_id, acc.available, acc.frozen,
        sum(h.amount) OVER (PARTITION BY h.account_id ORDER BY h.n) AS upto
      FROM h JOIN acc ON acc.id = h.account_id
    ), ok AS (
      SELECT o.*, nextval(pg_get_serial_sequence('ledger_entries', 'id')) AS entry_id
      FROM (SELECT * FROM run ORDER BY n OFFSET 0) o
    ), a AS (
      UPDATE ledger_accounts la SET available = la.available + t.amount, frozen = la.frozen - t.amount,
        updated_at = now()
      FROM (SELECT account_id, sum(amount) AS amount FROM ok GROUP BY account_id) t
      WHERE la.id = t.account_id
      RETURNING la.id
    ), e AS (
      INSERT INTO ledger_entries (id, kind, ref_type, ref_id, memo)
      SELECT entry_id, ${RELEASE_KIND}, ref_type, ref_id, '' FROM ok ORDER BY n
      RETURNING id
    ), p AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount, available_after, frozen_after)
      SELECT ok.entry_id, ok.account_id, ok.currency_id, l.bucket,
        CASE WHEN l.n = 1 THEN -ok.amount ELSE ok.amount END,
        CASE WHEN l.n = 1 THEN ok.available + ok.upto - ok.amount ELSE ok.available + ok.upto END,
        ok.frozen - ok.upto
      FROM ok, (VALUES (1, 'frozen'), (2, 'available')) AS l(n, bucket)
      ORDER BY ok.n, l.n
    )
    SELECT count(*)::text AS n FROM ok`);
  if (Number(r.rows[0]?.n ?? 0) !== holdIds.length) throw new Error('a hold to release is not open');
}
