import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { addDays, utcDay } from '@meridian/contract/earn';
import { sql } from 'drizzle-orm';
import { get, ok, post, uniqueIp } from '../../../test/api';
import {
  fundSpot as fund,
  houseAvailable,
  operatorPost,
  operatorToken,
  spotBalance,
  spotUser,
  type SpotUser,
} from '../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../test/test-app';
import type { EntryInput } from '../ledger';
import { lockOrders } from './lockming.schema';

/** Test helpers of the lock-mining integration tests: products through the console calls, funded users, jobs. */

export const BTC = 1;
export const USDT = 3;

/** The file's app, made before its tests and closed after them; `ready` receives it. */
export const lockTestApp = useTestApp;

export type User = SpotUser;
export { ok, operatorToken as opsToken };

/** Credits a user's spot account (type 2) from the house genesis account, through the ledger. */
export const fundSpot = (t: TestApp, userId: number, amount: string, currencyId = USDT) =>
  fund(t, userId, currencyId, amount);

/** A registered, logged-in user with `usdt` on the spot account when given. */
export const newUser = (t: TestApp, usdt?: string): Promise<User> =>
  spotUser(t, usdt ? { [USDT]: usdt } : {});

/** Users written in bulk (no login), each with `usdt` on spot — for the batch tests. */
export async function bulkUsers(t: TestApp, n: number, usdt: string, tag: string): Promise<number[]> {
  const r = await t.database.db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT ${tag} || i || '@example.com', ${tag} || i, 'x', ${tag.toUpperCase()} || i
      FROM generate_series(1, ${n}) i RETURNING id`);
  const ids = r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
  for (let k = 0; k < ids.length; k += 500) {
    const entries: EntryInput[] = ids.slice(k, k + 500).map((userId) => ({
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(usdt).neg() },
        { account: { userId, currencyId: USDT, type: ACCOUNT_TYPE.change }, amount: usdt },
      ],
    }));
    await t.database.db.transaction((tx) => t.services.ledger.post(tx, entries));
  }
  return ids;
}

/** POST /ops/lockming/<path> as the file's operator. */
export const ops = (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  operatorPost(t, `/ops/lockming/${path}`, body);

/** The spec's example product unless overridden: USDT, 3 days, 0.3–0.4 % a day, penalty 0.4 %, minimum 100. */
export const TERMS = {
  currency_id: USDT,
  save_min: '100',
  day: 3,
  rate_min: '0.3',
  rate_max: '0.4',
  cancel_rate: '0.4',
  texts: { en: { title: 'USDT lock', intro: 'Locked USDT' }, fra: { title: 'Blocage USDT', intro: '' } },
};

/** A product created through the console call; returns its id. */
export async function newProduct(t: TestApp, terms: Record<string, unknown> = {}): Promise<number> {
  return ok<{ id: number }>(await ops(t, 'save', { ...TERMS, ...terms })).id;
}

export const deposit = (t: TestApp, u: User, configId: number, amount: string) =>
  post(t.app, '/lh/deposit', { config_id: configId, amount }, { token: u.token, ip: uniqueIp() });

export const cancel = (t: TestApp, u: User, id: number, penalty?: string) =>
  post(
    t.app,
    '/lh/deposit/order/cancel',
    { id, ...(penalty === undefined ? {} : { penalty }) },
    { token: u.token, ip: uniqueIp() },
  );

export const orders = (t: TestApp, u: User, query: Record<string, string> = {}) =>
  get(t.app, '/lh/deposit/order', query, { token: u.token });

/** A user's spot balance of a currency. */
export const spot = (t: TestApp, userId: number, currencyId = USDT) => spotBalance(t, userId, currencyId);

/** A house account's balance of a currency. */
export const house = (t: TestApp, code: string, currencyId = USDT) => houseAvailable(t, code, currencyId);

export const today = () => utcDay(Date.now());
/** 00:01 UTC of the day `n` days from today: the dividend cron's slot of that day. */
export const slotIn = (n: number) => new Date(`${addDays(today(), n)}T00:01:00Z`);

/** The dividend cron for the slot `n` days from today (pays every completed day before it), then its batches. */
export async function runDividends(t: TestApp, n: number): Promise<void> {
  await t.services.jobs.runCron(t.database.db, 'lockming.dividends', slotIn(n));
  await t.services.jobs.drain();
}

export async function runMaturity(t: TestApp, n: number): Promise<void> {
  await t.services.jobs.runCron(t.database.db, 'lockming.maturity', slotIn(n));
  await t.services.jobs.drain();
}

export async function count(t: TestApp, q: ReturnType<typeof sql>): Promise<number> {
  const r = await t.database.db.execute<{ n: number } & Record<string, unknown>>(q);
  return Number(r.rows[0]!.n);
}

/**
 * Running locks written in bulk for the batch tests: each user's principal held through the ledger (Ledger.holds,
 * 500 a call) and its order row inserted with that hold; the term started `startedDaysAgo` days before today's
 * midnight UTC (a test-only clock shift: those days are completed and due).
 */
export async function seedLocks(
  t: TestApp,
  productId: number,
  userIds: readonly number[],
  opts: { amount: string; days: number; startedDaysAgo: number },
): Promise<void> {
  const startAt = new Date(Date.parse(`${addDays(today(), -opts.startedDaysAgo)}T00:00:00Z`));
  const endAt = new Date(startAt.getTime() + opts.days * 86_400_000);
  for (let k = 0; k < userIds.length; k += 500) {
    const chunk = userIds.slice(k, k + 500);
    await t.database.db.transaction(async (tx) => {
      const ids = (
        await tx.execute<{ id: string } & Record<string, unknown>>(
          sql`SELECT nextval(pg_get_serial_sequence('lock_orders', 'id'))::text AS id FROM generate_series(1, ${chunk.length})`,
        )
      ).rows.map((r) => Number(r.id));
      const holds = await t.services.ledger.holds(
        tx,
        chunk.map((userId, i) => ({
          account: { userId, currencyId: USDT, type: ACCOUNT_TYPE.change },
          amount: opts.amount,
          ref: { type: 'lockming_order', id: String(ids[i]) },
        })),
      );
      await tx.insert(lockOrders).values(
        chunk.map((userId, i) => ({
          id: ids[i]!,
          productId,
          userId,
          currencyId: USDT,
          amount: opts.amount,
          holdId: holds[i]!,
          days: opts.days,
          rateMin: '0.3',
          rateMax: '0.4',
          cancelRate: '0.4',
          startAt,
          endAt,
        })),
      );
    });
  }
}
