import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../platform/db';
import { databaseUrl } from '../../../test/db-url';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findAndLockUsers } from './post.repo';

/**
 * The one-statement lock of a post's user accounts: all of them locked in id order when all exist;
 * none locked when one does not exist yet, so the caller creates it before holding any row lock (an account
 * created under locks could deadlock with another transaction waiting for those locks).
 */
let t: TestApp;
let other: Database;
const C = 2; // a currency whose spot accounts this file creates itself
beforeAll(async () => {
  t = await createTestApp();
  other = connectDatabase(databaseUrl(inject('dbAdminUrl'), t.databaseName), 2);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const spotOf = (userId: number) => ({ userId, currencyId: C, type: 2 as const });
const fund = (userId: number) =>
  t.services.ledger.post(t.database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: C }, amount: '-1' },
        { account: spotOf(userId), amount: '1' },
      ],
    },
  ]);

/** Whether another connection finds the account's row locked (FOR UPDATE NOWAIT refused). */
async function lockedElsewhere(userId: number): Promise<boolean> {
  try {
    await other.db.transaction((tx) =>
      tx.execute(sql`SELECT id FROM ledger_accounts
        WHERE user_id = ${userId} AND currency_id = ${C} AND account_type = 2 FOR UPDATE NOWAIT`),
    );
    return false;
  } catch (e) {
    if ((e as { cause?: { code?: string }; code?: string }).cause?.code === '55P03') return true;
    if ((e as { code?: string }).code === '55P03') return true;
    throw e;
  }
}

describe('findAndLockUsers', () => {
  it('locks every account when all exist, and none when one is missing', async () => {
    await fund(901);
    await fund(902);
    await t.database.db.transaction(async (tx) => {
      const all = await findAndLockUsers(tx, [spotOf(902), spotOf(901)]);
      expect(all?.ids.size).toBe(2);
      expect(await lockedElsewhere(901)).toBe(true);
      expect(await lockedElsewhere(902)).toBe(true);
    });
    await t.database.db.transaction(async (tx) => {
      expect(await findAndLockUsers(tx, [spotOf(901), spotOf(903)])).toBeUndefined();
      // 903 has no account: 901 must not stay locked while the caller creates it
      expect(await lockedElsewhere(901)).toBe(false);
    });
  });
});
