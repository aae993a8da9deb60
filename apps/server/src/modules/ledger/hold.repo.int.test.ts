import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../test/statement-counter';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from './invariants';
import { Ledger } from './ledger.service';

/**
 * `Ledger.hold` and `Ledger.releaseHold` in one statement each (third pass: hold.repo.ts): they write
 * what the general path (`post`/`holds`) writes for the same entry, and refuse without writing anything.
 */
let t: TestApp;
const ledger = new Ledger();
// the ledger's statements only (the test app's background jobs query meanwhile)
const count = statementCounter((text) => text.includes('ledger_'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = 2;
const spot = (userId: number) => ({ userId, currencyId: C, type: 2 as const });
const fund = (userId: number, amount: string) =>
  ledger.post(t.database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: C }, amount: `-${amount}` },
        { account: spot(userId), amount },
      ],
    },
  ]);

async function counted<T>(work: () => Promise<T>): Promise<{ out: T; n: number }> {
  const { out, statements } = await count(work);
  return { out, n: statements };
}

/** What the journal holds for a user's account, without ids: its entries, postings, holds and balances. */
async function journalOf(userId: number) {
  const rows = async (q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows;
  const account = sql`(SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND currency_id = ${C} AND account_type = 2)`;
  return {
    entries: await rows(sql`SELECT e.kind, e.ref_type, e.ref_id, e.memo FROM ledger_entries e
      WHERE e.id IN (SELECT entry_id FROM ledger_postings WHERE account_id = ${account}) ORDER BY e.id`),
    postings: await rows(sql`SELECT p.currency_id, p.bucket, p.amount::text, p.available_after::text,
      p.frozen_after::text FROM ledger_postings p WHERE p.account_id = ${account} ORDER BY p.id`),
    holds: await rows(sql`SELECT amount::text, status, ref_type, ref_id, closed_at IS NULL AS open
      FROM ledger_holds WHERE account_id = ${account} ORDER BY id`),
    balance: await rows(sql`SELECT available::text, frozen::text FROM ledger_accounts WHERE id = ${account}`),
  };
}

const counts = async () =>
  (
    await t.database.db.execute<{
      e: number;
      p: number;
      h: number;
    }>(sql`SELECT (SELECT count(*) FROM ledger_entries)::int AS e,
      (SELECT count(*) FROM ledger_postings)::int AS p, (SELECT count(*) FROM ledger_holds)::int AS h`)
  ).rows[0]!;

describe('a hold and a release in one statement', () => {
  it('write what the general path writes', async () => {
    await fund(7101, '100.5');
    await fund(7102, '100.5');
    const ref = (id: string) => ({ type: 'spot_order', id });
    const one = await counted(() =>
      t.database.db.transaction((tx) => ledger.hold(tx, spot(7101), '40.125', ref('1'))),
    );
    expect(one.n).toBe(1); // the general path: 2 (lock, write)
    // the general path (`holds` posts through `write`: lock, then one write)
    await t.database.db.transaction((tx) =>
      ledger.holds(tx, [{ account: spot(7102), amount: '40.125', ref: ref('1') }]),
    );
    expect(await journalOf(7101)).toEqual(await journalOf(7102));
    expect((await journalOf(7101)).balance).toEqual([
      { available: '60.375000000000000000', frozen: '40.125000000000000000' },
    ]);

    const released = await counted(() => t.database.db.transaction((tx) => ledger.releaseHold(tx, one.out)));
    expect(released.n).toBe(1); // before: 3 (close the hold, lock, write)
    const after = await journalOf(7101);
    expect(after.entries.at(-1)).toEqual({ kind: 'release', ref_type: 'spot_order', ref_id: '1', memo: '' });
    expect(after.postings.slice(-2)).toEqual([
      {
        currency_id: C,
        bucket: 'frozen',
        amount: '-40.125000000000000000',
        available_after: '60.375000000000000000',
        frozen_after: '0.000000000000000000',
      },
      {
        currency_id: C,
        bucket: 'available',
        amount: '40.125000000000000000',
        available_after: '100.500000000000000000',
        frozen_after: '0.000000000000000000',
      },
    ]);
    expect(after.holds).toEqual([
      {
        amount: '40.125000000000000000',
        status: 'released',
        ref_type: 'spot_order',
        ref_id: '1',
        open: false,
      },
    ]);
    expect(after.balance).toEqual([{ available: '100.500000000000000000', frozen: '0.000000000000000000' }]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuse without writing: more than available, no account, a hold not open', async () => {
    await fund(7103, '5');
    const before = await counts();
    const ref = { type: 'spot_order', id: '2' };
    // the refusals write nothing and leave the transaction usable: it goes on and holds exactly what is available
    const id = await t.database.db.transaction(async (tx) => {
      await expect(ledger.hold(tx, spot(7103), '5.000000000000000001', ref)).rejects.toMatchObject({
        key: 'insufficient_balance',
      });
      await expect(ledger.hold(tx, spot(7104), '1', ref)).rejects.toMatchObject({
        key: 'insufficient_balance',
      });
      return ledger.hold(tx, spot(7103), '5', ref);
    });
    const missing = await t.database.db.execute(sql`SELECT id FROM ledger_accounts WHERE user_id = 7104`);
    expect(missing.rows).toEqual([]);
    await t.database.db.transaction((tx) => ledger.releaseHold(tx, id));
    const mid = await counts();
    await expect(t.database.db.transaction((tx) => ledger.releaseHold(tx, id))).rejects.toThrow(/not open/);
    expect(await counts()).toEqual(mid);
    expect(mid).toEqual({ e: before.e + 2, p: before.p + 4, h: before.h + 1 });
    expect((await journalOf(7103)).balance).toEqual([
      { available: '5.000000000000000000', frozen: '0.000000000000000000' },
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
