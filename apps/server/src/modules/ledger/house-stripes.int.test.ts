import { Decimal, DomainError } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDatabase, sqlState, type Database } from '../../platform/db';
import type { DbOrTx } from '../../platform/db';
import { databaseUrl } from '../../../test/db-url';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from './invariants';
import { Ledger } from './ledger.service';
import type { AccountRef, HouseCode } from './types';

/**
 * Striped house accounts: transactions posting to one house account at once do not wait on each
 * other; the house's balance is the sum of its stripes; the ledger's invariants and the no-negative rule on
 * user accounts hold. Each case uses its own currency, so its house accounts start with no row.
 */
let t: TestApp;
let pool: Database;
beforeAll(async () => {
  t = await createTestApp();
  pool = connectDatabase(databaseUrl(inject('dbAdminUrl'), t.databaseName), 8);
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

const futures = (userId: number, currencyId: number): AccountRef => ({ userId, currencyId, type: 3 });
const house = (code: HouseCode, currencyId: number): AccountRef => ({ house: code, currencyId });

const fund = (ledger: Ledger, userId: number, currencyId: number, amount: string) =>
  pool.db.transaction((tx) =>
    ledger.post(tx, [
      {
        kind: 'deposit',
        lines: [
          { account: house('deposits_clearing', currencyId), amount: `-${amount}` },
          { account: futures(userId, currencyId), amount },
        ],
      },
    ]),
  );

/** A futures close's postings: profit from house P&L to the user, then the user's fee to fees. */
const close = (ledger: Ledger, tx: DbOrTx, userId: number, currencyId: number, profit: string, fee: string) =>
  ledger.post(tx, [
    {
      kind: 'lever_profit',
      lines: [
        { account: house('house_pnl', currencyId), amount: `-${profit}` },
        { account: futures(userId, currencyId), amount: profit },
      ],
    },
    {
      kind: 'lever_fee',
      lines: [
        { account: futures(userId, currencyId), amount: `-${fee}` },
        { account: house('fees', currencyId), amount: fee },
      ],
    },
  ]);

/** Runs `work` in a transaction held open after it; resolves once it has run, with a function that commits it. */
async function heldOpen(work: (tx: DbOrTx) => Promise<unknown>): Promise<() => Promise<void>> {
  let posted!: () => void;
  let failed!: (err: unknown) => void;
  let finish!: () => void;
  const ran = new Promise<void>((resolve, reject) => ((posted = resolve), (failed = reject)));
  const mayCommit = new Promise<void>((r) => (finish = r));
  const held = pool.db
    .transaction(async (tx) => {
      await work(tx);
      posted();
      await mayCommit;
    })
    .catch(failed);
  await ran;
  return async () => {
    finish();
    await held;
  };
}

/** Runs `work` in a transaction that may wait at most 2 s for a lock: committed, or timed out waiting. */
async function commitOrTimeout(
  work: (tx: DbOrTx) => Promise<unknown>,
): Promise<'committed' | 'lock_timeout'> {
  try {
    await pool.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
      await work(tx);
    });
    return 'committed';
  } catch (err) {
    if (sqlState(err) === '55P03') return 'lock_timeout';
    throw err;
  }
}

/** `second`'s outcome while `first` is held open (then `first` commits). */
async function whileHeldOpen(
  first: (tx: DbOrTx) => Promise<unknown>,
  second: (tx: DbOrTx) => Promise<unknown>,
): Promise<'committed' | 'lock_timeout'> {
  const commit = await heldOpen(first);
  try {
    return await commitOrTimeout(second);
  } finally {
    await commit();
  }
}

const housesOf = async (ledger: Ledger, currencyId: number) =>
  (await ledger.houseBalances(t.database.db)).filter((h) => h.currencyId === currencyId);

describe('striped house accounts', () => {
  it('two futures closes by different users: the second commits while the first is held open', async () => {
    const ledger = new Ledger();
    const C = 9101;
    await fund(ledger, 1, C, '100');
    await fund(ledger, 2, C, '100');
    const outcome = await whileHeldOpen(
      (tx) => close(ledger, tx, 1, C, '10', '1.5'),
      (tx) => close(ledger, tx, 2, C, '20', '2.25'),
    );
    expect(outcome).toBe('committed');
    // the house's balance is the sum of its stripes; here two of each, one per transaction
    expect(await housesOf(ledger, C)).toEqual([
      { house: 'deposits_clearing', currencyId: C, available: '-200', stripes: 1 },
      { house: 'fees', currencyId: C, available: '3.75', stripes: 2 },
      { house: 'house_pnl', currencyId: C, available: '-30', stripes: 2 },
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('with one stripe (the old single row) the second close waits for the first', async () => {
    const single = new Ledger({ houseStripes: 1 });
    const C = 9102;
    await fund(single, 1, C, '100');
    await fund(single, 2, C, '100');
    const outcome = await whileHeldOpen(
      (tx) => close(single, tx, 1, C, '10', '1'),
      (tx) => close(single, tx, 2, C, '10', '1'),
    );
    expect(outcome).toBe('lock_timeout');
    expect((await housesOf(single, C)).map((h) => h.stripes)).toEqual([1, 1, 1]);
  });

  it('when N stripes of each house are held by others, the next close waits (in house order)', async () => {
    const ledger = new Ledger({ houseStripes: 2 });
    const C = 9103;
    const fee = (tx: DbOrTx, userId: number) => close(ledger, tx, userId, C, '1', '1');
    for (const u of [1, 2, 3]) await fund(ledger, u, C, '10');
    const commit1 = await heldOpen((tx) => fee(tx, 1));
    const commit2 = await heldOpen((tx) => fee(tx, 2));
    const outcome = await commitOrTimeout((tx) => fee(tx, 3));
    await commit2();
    await commit1();
    expect(outcome).toBe('lock_timeout');
    expect((await housesOf(ledger, C)).find((h) => h.house === 'fees')).toMatchObject({
      available: '2',
      stripes: 2,
    });
  });

  it('never waits for a house while holding a later one: a stripe beyond N is made instead (no deadlock)', async () => {
    const ledger = new Ledger({ houseStripes: 2 });
    const C = 9106;
    const feeOnly = (tx: DbOrTx, userId: number) =>
      ledger.post(tx, [
        {
          kind: 'lever_fee',
          lines: [
            { account: futures(userId, C), amount: '-1' },
            { account: house('fees', C), amount: '1' },
          ],
        },
      ]);
    for (const u of [1, 2, 3]) await fund(ledger, u, C, '10');
    // both stripes of `fees` held; a close takes `house_pnl` first, so waiting for `fees` could deadlock
    const commit1 = await heldOpen((tx) => feeOnly(tx, 1));
    const commit2 = await heldOpen((tx) => feeOnly(tx, 2));
    const outcome = await commitOrTimeout((tx) => close(ledger, tx, 3, C, '1', '1'));
    await commit2();
    await commit1();
    expect(outcome).toBe('committed');
    expect((await housesOf(ledger, C)).find((h) => h.house === 'fees')).toMatchObject({
      available: '3',
      stripes: 3,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('many concurrent closes: the sum is exact, a house stripe may go below zero, users never do', async () => {
    const ledger = new Ledger();
    const C = 9104;
    const users = Array.from({ length: 24 }, (_, i) => 100 + i);
    for (const u of users) await fund(ledger, u, C, '5');
    // each user closes twice at once: a profit of 1 and a fee of 3 each (5 → 3 → 1), then a third is refused
    const closes = users
      .flatMap((u) => [u, u])
      .map((u) => pool.db.transaction((tx) => close(ledger, tx, u, C, '1', '3')));
    await Promise.all(closes);
    const third = await Promise.allSettled(
      users.map((u) => pool.db.transaction((tx) => close(ledger, tx, u, C, '1', '3'))),
    );
    expect(
      third.every(
        (r) =>
          r.status === 'rejected' &&
          r.reason instanceof DomainError &&
          r.reason.key === 'insufficient_balance',
      ),
    ).toBe(true);
    const houses = await housesOf(ledger, C);
    expect(houses.find((h) => h.house === 'fees')?.available).toBe(new Decimal(3 * 48).toFixed());
    expect(houses.find((h) => h.house === 'house_pnl')?.available).toBe('-48');
    const users0 = await t.database.db.execute<{ n: number } & Record<string, unknown>>(sql`
      SELECT count(*)::int AS n FROM ledger_accounts WHERE currency_id = ${C} AND user_id IS NOT NULL AND available <> 1`);
    expect(users0.rows[0]!.n).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('posts given the database itself (a script, a test funding) are each one transaction: none is lost', async () => {
    const ledger = new Ledger();
    const C = 9107;
    const users = Array.from({ length: 32 }, (_, i) => 200 + i);
    await Promise.all(
      users.map((u) =>
        ledger.post(pool.db, [
          {
            kind: 'deposit',
            lines: [
              { account: house('deposits_clearing', C), amount: '-2' },
              { account: futures(u, C), amount: '2' },
            ],
          },
        ]),
      ),
    );
    expect((await housesOf(ledger, C)).find((h) => h.house === 'deposits_clearing')?.available).toBe('-64');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('Ledger.lock takes a stripe that the same transaction then posts to', async () => {
    const ledger = new Ledger();
    const C = 9105;
    await fund(ledger, 1, C, '10');
    await pool.db.transaction(async (tx) => {
      await ledger.lock(tx, [house('promotions', C)]);
      await ledger.post(tx, [
        {
          kind: 'lever_fee',
          lines: [
            { account: futures(1, C), amount: '-1' },
            { account: house('promotions', C), amount: '1' },
          ],
        },
      ]);
    });
    expect((await housesOf(ledger, C)).find((h) => h.house === 'promotions')).toMatchObject({
      available: '1',
      stripes: 1,
    });
  });
});
