import {
  addDays,
  Decimal,
  dualSettleAt,
  utcDay,
  type DualOrder,
  type OpsDualProduct,
} from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { get, post, uniqueIp, type Reply } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newUser as settingsUser } from '../settings/testing';
import { newOperator } from '../ops/testing';

/** Test helpers of the invest (dual) integration tests: funded users, products through the console, bars. */

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const BTC_PAIR = 1;

/** The file's app, made before its tests and closed after them. */
export function dualTestApp(ready: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export interface User {
  token: string;
  uid: number;
}

/** Credits a user's spot account (type 2) from the house genesis account, through the ledger. */
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
          { account: { userId, currencyId, type: 2 }, amount },
        ],
      },
    ]),
  );
}

/** A user with these spot balances ({1: '1'} is 1 BTC). */
export async function newUser(t: TestApp, funds: Record<number, string> = {}): Promise<User> {
  const u = await settingsUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  for (const [currency, amount] of Object.entries(funds)) await fundSpot(t, uid, Number(currency), amount);
  return { token: u.token, uid };
}

/** The user's spot balance of a currency. */
export async function spot(t: TestApp, userId: number, currencyId: number) {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = rows.find((x) => x.currencyId === currencyId && x.accountType === 2);
  return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
}

/** The house pool's balance of a currency. */
export async function pool(t: TestApp, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null }>(
    sql`SELECT available::text AS v FROM ledger_accounts WHERE house_code = 'pool:dual' AND currency_id = ${currencyId}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

const operators = new Map<TestApp, string>();
export async function opsToken(t: TestApp): Promise<string> {
  let token = operators.get(t);
  if (!token) {
    token = (await newOperator(t)).token;
    operators.set(t, token);
  }
  return token;
}

/** POST /ops/dual/<path> as the app's operator. */
export const ops = async (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  post(t.app, `/ops/dual/${path}`, body, { token: await opsToken(t) });

/** A maturity date `days` ahead of today (UTC). */
export const maturity = (days: number) => addDays(utcDay(Date.now()), days);

/** The console's save body of a product (BTC sell high, 10 days, 36.5 % — override what differs). */
export const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'BTC sell high',
  type: 'call',
  currency_id: BTC,
  per_price: '0.1',
  apr: '36.5',
  linked_price: '100000',
  end_time: maturity(10),
  total_number: 100,
  user_limit: 10,
  ...over,
});

/** A product created through the console. */
export async function newProduct(t: TestApp, over: Record<string, unknown> = {}): Promise<OpsDualProduct> {
  return ok<OpsDualProduct>(await ops(t, 'save', productBody(over)));
}

export const buy = (t: TestApp, u: User, id: number, num: number | string) =>
  post(t.app, '/dual/buyDual', { id, num }, { token: u.token, ip: uniqueIp() });

export async function myOrders(
  t: TestApp,
  u: User,
  query: Record<string, string> = {},
): Promise<DualOrder[]> {
  return ok<{ data: DualOrder[] }>(await get(t.app, '/dual/dual_list', query, { token: u.token })).data;
}

/** Stores the minute bars of the 30 minutes before the settlement of `endTime`: closes[i] for minute i. */
export async function storeWindow(t: TestApp, endTime: string, closes: readonly string[], pairId = BTC_PAIR) {
  const settleSec = dualSettleAt(endTime).getTime() / 1000;
  const from = settleSec - 30 * 60;
  for (const [i, close] of closes.entries())
    await t.database.db.execute(sql`
      INSERT INTO candles_1m (pair_id, t, open, high, low, close, volume, amount)
      VALUES (${pairId}, ${from + i * 60}, ${close}, ${close}, ${close}, ${close}, 1, ${close})
      ON CONFLICT (pair_id, t) DO UPDATE SET close = excluded.close, open = excluded.open,
        high = excluded.high, low = excluded.low`);
}

/** Runs the settlement cron for the slot `afterMs` after the settlement of `endTime`, then every job due. */
export async function settleAt(t: TestApp, endTime: string, afterMs = 60_000): Promise<void> {
  await t.services.jobs.runCron(
    t.database.db,
    'dual.settle',
    new Date(dualSettleAt(endTime).getTime() + afterMs),
  );
  await t.services.jobs.drain();
}

/** The message of an ok reply (throws with the reply otherwise). */
export function ok<T>(r: Reply): T {
  if (r.body.type !== 'ok') throw new Error(`not ok: ${JSON.stringify(r.body)}`);
  return r.body.message as T;
}
