import { Decimal } from '@meridian/contract';
import { type OpsIeoProject } from '@meridian/contract/earn';
import { type IeoOrder } from '@meridian/contract/ieo';
import { sql } from 'drizzle-orm';
import { ok, post, uniqueIp } from '../../../test/api';
import {
  operatorPost,
  operatorToken,
  spotBalance,
  spotUser as fundedUser,
  type SpotUser,
} from '../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../test/test-app';

/** Test helpers of the IEO integration tests: funded users, projects made through the console calls, jobs. */

export const USDT = 3;
const HOUR = 3_600_000;

/** The file's app (no job runner: jobs run with `runIeoJobs`), closed after its tests. */
export const ieoTestApp = useTestApp;

export type User = SpotUser;
export { ok, operatorToken as opsToken };

/** A user with `usdt` on the spot account (credited from the house genesis account through the ledger). */
export const spotUser = (t: TestApp, usdt?: string): Promise<User> =>
  fundedUser(t, usdt ? { [USDT]: usdt } : {});

/** A user's spot balance of a currency. */
export const spot = (t: TestApp, userId: number, currencyId = USDT) => spotBalance(t, userId, currencyId);

/** A house account's balance in a currency (0 when it does not exist). */
export async function houseBalance(t: TestApp, code: string, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts WHERE house_code = ${code} AND currency_id = ${currencyId}`);
  return new Decimal(r.rows[0]?.v ?? 0);
}

/** POST /ops/ieo/<path> as the app's operator. */
export const ops = (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  operatorPost(t, `/ops/ieo/${path}`, body, uniqueIp());

let symbols = 0;
/** A fresh token symbol (2–10 capitals/digits). */
export const newSymbol = () => `T${(Date.now() % 1e5).toString(36).toUpperCase()}${++symbols}`.slice(0, 10);

/** Save-request terms of a project in progress (started an hour ago, ending in an hour), USDT, 1-day lock. */
export function projectInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    symbol: newSymbol(),
    token_name: 'Test token',
    pay_currency_id: USDT,
    price: '2',
    amount: '1000',
    min: '1',
    user_limit: '400',
    start_at: new Date(now - HOUR).toISOString(),
    end_at: new Date(now + HOUR).toISOString(),
    lock_days: 1,
    texts: { en: { title: 'Test project', summary: 'A test', content: 'Content' } },
    ...over,
  };
}

/** A project created through POST /ops/ieo/save. */
export async function newProject(t: TestApp, over: Record<string, unknown> = {}): Promise<OpsIeoProject> {
  return ok<OpsIeoProject>(await ops(t, 'save', projectInput(over)));
}

/** POST /project/order as `u`. */
export const subscribe = (
  t: TestApp,
  u: User,
  projectId: number,
  amount: string,
  extra: Record<string, unknown> = {},
) =>
  post(
    t.app,
    '/project/order',
    { project_id: projectId, amount, ...extra },
    { token: u.token, ip: uniqueIp() },
  );

/** A subscription that must succeed. */
export async function subscribed(t: TestApp, u: User, projectId: number, amount: string): Promise<IeoOrder> {
  return ok<IeoOrder>(await subscribe(t, u, projectId, amount));
}

/**
 * TEST-ONLY clock shift: moves a project's window (and its time to market) so that it ended `agoMs` ago and
 * its tokens reach the market `marketInMs` from now (negative: already due).
 */
export async function endProject(t: TestApp, id: number, marketInMs = HOUR, agoMs = 1000): Promise<void> {
  const end = new Date(Date.now() - agoMs);
  const market = new Date(Math.max(end.getTime(), Date.now() + marketInMs));
  await t.database.db.execute(sql`
    UPDATE ieo_projects SET start_at = ${new Date(end.getTime() - HOUR).toISOString()}::timestamptz,
      end_at = ${end.toISOString()}::timestamptz, market_at = ${market.toISOString()}::timestamptz
    WHERE id = ${id}`);
}

/** TEST-ONLY clock shift: the project's time to market is now past. */
export async function reachMarket(t: TestApp, id: number): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE ieo_projects SET market_at = greatest(end_at, now() - interval '1 second') WHERE id = ${id}`,
  );
}

/** One run of each IEO cron, as the scheduler would start them, run to completion. */
export async function runIeoJobs(t: TestApp): Promise<void> {
  await t.services.jobs.runCron(t.database.db, 'ieo.allocate');
  await t.services.jobs.runCron(t.database.db, 'ieo.deliver');
  await t.services.jobs.drain();
}

/** Ledger entries referring to IEO orders, by kind. */
export async function ieoEntries(t: TestApp): Promise<Record<string, number>> {
  const r = await t.database.db.execute<{ kind: string; n: number } & Record<string, unknown>>(sql`
    SELECT kind, count(*)::int AS n FROM ledger_entries WHERE ref_type = 'ieo_order' GROUP BY kind`);
  return Object.fromEntries(r.rows.map((x) => [x.kind, x.n]));
}
