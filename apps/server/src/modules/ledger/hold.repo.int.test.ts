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

describe('many holds in one statement (holdEach)', () => {
  const ref = (id: string) => ({ type: 'spot_order', id });

  it('write what one hold after the other writes, in one statement', async () => {
    await fund(7201, '100');
    await fund(7202, '100');
    await fund(7203, '50');
    await fund(7204, '50');
    const amounts = ['10.5', '20.25', '30'];
    // 7201's three holds and 7203's one, interleaved, at once; 7202 and 7204 the same one after the other
    const many = await counted(() =>
      t.database.db.transaction((tx) =>
        ledger.holdEach(tx, [
          { account: spot(7201), amount: amounts[0]!, ref: ref('11') },
          { account: spot(7203), amount: '7', ref: ref('12') },
          { account: spot(7201), amount: amounts[1]!, ref: ref('13') },
          { account: spot(7201), amount: amounts[2]!, ref: ref('14') },
        ]),
      ),
    );
    expect(many.n).toBe(1);
    expect(many.out.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(many.out).size).toBe(4);
    await t.database.db.transaction(async (tx) => {
      await ledger.hold(tx, spot(7202), amounts[0]!, ref('11'));
      await ledger.hold(tx, spot(7204), '7', ref('12'));
      await ledger.hold(tx, spot(7202), amounts[1]!, ref('13'));
      await ledger.hold(tx, spot(7202), amounts[2]!, ref('14'));
    });
    expect(await journalOf(7201)).toEqual(await journalOf(7202));
    expect(await journalOf(7203)).toEqual(await journalOf(7204));
    expect((await journalOf(7201)).balance).toEqual([
      { available: '39.250000000000000000', frozen: '60.750000000000000000' },
    ]);
    // each returned id is the hold of its item
    const holds = await t.database.db.execute<{ id: string; ref_id: string }>(
      sql`SELECT id::text, ref_id FROM ledger_holds WHERE id IN (${sql.join(
        many.out.map((id) => sql`${id!}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    expect(holds.rows.map((r) => r.ref_id)).toEqual(['11', '12', '13', '14']);
    expect(holds.rows.map((r) => Number(r.id))).toEqual(many.out);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('an account short of funds refuses from its first item past its balance, in arrival order', async () => {
    await fund(7211, '10');
    await fund(7212, '10');
    const before = await counts();
    const out = await t.database.db.transaction((tx) =>
      ledger.holdEach(tx, [
        { account: spot(7211), amount: '6', ref: ref('21') }, // 6 of 10: held
        { account: spot(7212), amount: '10', ref: ref('22') }, // all of the other account: held
        { account: spot(7211), amount: '4', ref: ref('23') }, // 10 of 10: held
        { account: spot(7211), amount: '0.000001', ref: ref('24') }, // past the balance: refused
        { account: spot(7213), amount: '1', ref: ref('25') }, // no account: refused
        { account: spot(7211), amount: '0.000001', ref: ref('26') }, // after a refusal of its account: refused
      ]),
    );
    expect(out.map((id) => id !== undefined)).toEqual([true, true, true, false, false, false]);
    expect(await counts()).toEqual({ e: before.e + 3, p: before.p + 6, h: before.h + 3 });
    expect((await journalOf(7211)).balance).toEqual([
      { available: '0.000000000000000000', frozen: '10.000000000000000000' },
    ]);
    const missing = await t.database.db.execute(sql`SELECT id FROM ledger_accounts WHERE user_id = 7213`);
    expect(missing.rows).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('many releases in one statement (releaseEach)', () => {
  const ref = (id: string) => ({ type: 'spot_order', id });

  it('write what one release after the other writes, in one statement; a hold not open throws', async () => {
    await fund(7301, '100');
    await fund(7302, '100');
    const held = async (userId: number) =>
      t.database.db.transaction(async (tx) => [
        await ledger.hold(tx, spot(userId), '10.5', ref('31')),
        await ledger.hold(tx, spot(userId), '20', ref('32')),
        await ledger.hold(tx, spot(userId), '30.25', ref('33')),
      ]);
    const [a1, a2, a3] = await held(7301);
    const [b1, b2, b3] = await held(7302);
    // the third and the first of 7301's, in that order, at once; 7302's the same one after the other
    const many = await counted(() => t.database.db.transaction((tx) => ledger.releaseEach(tx, [a3!, a1!])));
    expect(many.n).toBe(1);
    await t.database.db.transaction(async (tx) => {
      await ledger.releaseHold(tx, b3!);
      await ledger.releaseHold(tx, b1!);
    });
    expect(await journalOf(7301)).toEqual(await journalOf(7302));
    expect((await journalOf(7301)).balance).toEqual([
      { available: '80.000000000000000000', frozen: '20.000000000000000000' },
    ]);
    const mid = await counts();
    await expect(t.database.db.transaction((tx) => ledger.releaseEach(tx, [a2!, a1!]))).rejects.toThrow(
      /not open/,
    );
    expect(await counts()).toEqual(mid);
    await t.database.db.transaction((tx) => ledger.releaseEach(tx, [a2!]));
    await t.database.db.transaction((tx) => ledger.releaseHold(tx, b2!));
    expect(await journalOf(7301)).toEqual(await journalOf(7302));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
