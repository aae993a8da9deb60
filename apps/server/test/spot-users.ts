import { Decimal } from '@meridian/contract';
import type { OpsStepUpAction } from '@meridian/contract/ops';
import { sql } from 'drizzle-orm';
import { newOperator, stepUp, type TestOperator } from '../src/modules/ops/ops.testing';
import { newUser as registered } from '../src/modules/settings/settings.testing';
import { get, post, type Reply } from './api';
import type { TestApp } from './test-app';

/**
 * Shared by the integration tests of the products users pay from their spot account (IEO, lock mining,
 * invest): users registered through the real calls and funded through the ledger, spot and house balances,
 * and the console calls of one operator per app.
 */

/** The spot (change) account type. */
const SPOT = 2;

export interface SpotUser {
  token: string;
  uid: number;
}

/** Credits a user's spot account from the house genesis account, through the ledger. */
export async function fundSpot(
  t: TestApp,
  userId: number,
  currencyId: number,
  amount: string,
): Promise<void> {
  await t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId }, amount: new Decimal(amount).neg() },
          { account: { userId, currencyId, type: SPOT }, amount },
        ],
      },
    ]),
  );
}

/** A registered, logged-in user with these spot balances ({1: '1'} is 1 BTC). */
export async function spotUser(t: TestApp, funds: Record<number, string> = {}): Promise<SpotUser> {
  const u = await registered(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  for (const [currency, amount] of Object.entries(funds)) await fundSpot(t, uid, Number(currency), amount);
  return { token: u.token, uid };
}

/** A user's spot balance of a currency. */
export async function spotBalance(t: TestApp, userId: number, currencyId: number) {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = rows.find((x) => x.currencyId === currencyId && x.accountType === SPOT);
  return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
}

/** A house account's available balance of a currency (0 when it does not exist). */
export async function houseAvailable(t: TestApp, code: string, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT coalesce(sum(available), 0)::text AS v FROM ledger_accounts WHERE house_code = ${code} AND currency_id = ${currencyId}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

const operators = new WeakMap<TestApp, Promise<TestOperator>>();
/** The app's operator (created, logged in and enrolled on first use). */
export function appOperator(t: TestApp): Promise<TestOperator> {
  let op = operators.get(t);
  if (!op) {
    op = newOperator(t);
    operators.set(t, op);
  }
  return op;
}

/** The token of the app's operator. */
export async function operatorToken(t: TestApp): Promise<string> {
  return (await appOperator(t)).token;
}

/** A step-up proof of a money action for the app's operator. */
export async function operatorProof(t: TestApp, action: OpsStepUpAction): Promise<string> {
  return stepUp(t, await appOperator(t), action);
}

/** POST /api<url> as the app's operator (from `ip` when given). */
export async function operatorPost(
  t: TestApp,
  url: string,
  body: Record<string, unknown> = {},
  ip?: string,
): Promise<Reply> {
  return post(t.app, url, body, { token: await operatorToken(t), ...(ip ? { ip } : {}) });
}
