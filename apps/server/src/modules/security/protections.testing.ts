import { ACCOUNT_TYPE } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { tokenFromHeader } from '../account';
import { USDT, verifiedUser } from '../wallet/wallet.testing';
import { stepUpId } from './step-ups.commands';

/** Test helpers of the protections' integration tests (the factors' own are in security.testing.ts). */

/** The session behind a token. */
export async function sessionOf(t: TestApp, token: string): Promise<{ userId: number; sessionId: number }> {
  const session = await t.services.sessions.resolve(tokenFromHeader(token));
  if (!session) throw new Error('no live session for the token');
  return session;
}

/** Whether a proof was spent. */
export async function proofSpent(t: TestApp, proof: string): Promise<boolean> {
  const r = await t.database.db.execute<{ used: boolean }>(
    sql`SELECT used_at IS NOT NULL AS used FROM security_step_ups WHERE id = ${stepUpId(proof)}`,
  );
  if (!r.rows[0]) throw new Error('no such proof');
  return r.rows[0].used;
}

/** The keys of a user's notifications, oldest first, with their params. */
export async function noticesOf(t: TestApp, userId: number) {
  const r = await t.database.db.execute<{
    key: string;
    params: Record<string, string | number>;
    link: string;
  }>(
    sql`SELECT key, params, link FROM notifications WHERE user_id = ${userId} AND key LIKE 'security_%' ORDER BY id`,
  );
  return r.rows;
}

/** A verified user (pay password, saved USDT address) holding `amount` USDT on the spot account. */
export async function fundedUser(t: TestApp, amount = '1000') {
  const u = await verifiedUser(t);
  await t.services.ledger.post(t.database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: USDT }, amount: `-${amount}` },
        { account: { userId: u.uid, currencyId: USDT, type: ACCOUNT_TYPE.change }, amount },
      ],
    },
  ]);
  return u;
}
