import type { AlertList, AlertView } from '@meridian/contract/alerts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { ok, post, uniqueIp, type Reply } from '../../../test/api';
import { spotUser, type SpotUser } from '../../../test/spot-users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AlertTriggers } from './triggers';

/** Test helpers of the price alerts: the app with its alert index leading, calls, ticks, notifications. */

export const BTC_PAIR = 1;

/** The test file's app, its alert index ready (this node leads); closed after the file. */
export function withAlertsApp(set: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await app.services.alertTriggers.ready();
    set(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** Another node's trigger runtime on the same database (its own role name, so it leads as well). */
export function otherNode(t: TestApp, role: string): AlertTriggers {
  return new AlertTriggers({
    db: t.database.db,
    pool: t.database.pool,
    alerts: t.services.alerts,
    notifier: t.services.notifications,
    market: t.services.market,
    log: t.app.log,
    role,
  });
}

let second = 0;

/** One tick of a pair; waits until every alert it fired on the given nodes is written. */
export async function tick(
  t: TestApp,
  price: string,
  nodes: AlertTriggers[] = [t.services.alertTriggers],
  pairId = BTC_PAIR,
): Promise<void> {
  second = Math.max(second + 1000, Math.floor(Date.now() / 1000) * 1000);
  t.services.market.applyTicks([{ pairId, time: second, price, volume: '0.1' }]);
  await Promise.all(nodes.map((n) => n.idle()));
}

export const user = (t: TestApp): Promise<SpotUser> => spotUser(t);

export const call = (
  t: TestApp,
  u: SpotUser,
  url: string,
  body: Record<string, unknown> = {},
): Promise<Reply> => post(t.app, url, body, { token: u.token, ip: uniqueIp() });

export const create = async (t: TestApp, u: SpotUser, body: Record<string, unknown>) =>
  ok<AlertView>(await call(t, u, '/alerts/create', { symbol: 'BTC/USDT', ...body }));

export const list = async (t: TestApp, u: SpotUser) => ok<AlertList>(await call(t, u, '/alerts/list'));

/** The alert notifications a user got, oldest first. */
export async function alertNotices(t: TestApp, uid: number) {
  const r = await t.database.db.execute<
    { key: string; params: Record<string, string>; link: string } & Record<string, unknown>
  >(
    sql`SELECT key, params, link FROM notifications WHERE user_id = ${uid} AND key LIKE 'alert_%' ORDER BY id`,
  );
  return r.rows;
}
