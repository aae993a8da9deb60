import { addDays, investSettleAt, utcDay, type OpsInvestProduct } from '@meridian/contract/earn';
import { type InvestOrder } from '@meridian/contract/invest';
import { sql } from 'drizzle-orm';
import { get, ok, post, uniqueIp } from '../../../test/api';
import {
  fundSpot,
  houseAvailable,
  operatorPost,
  operatorToken,
  spotBalance,
  spotUser,
  type SpotUser,
} from '../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../test/test-app';

/** Test helpers of the invest (dual) integration tests: funded users, products through the console, bars. */

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const BTC_PAIR = 1;

/** The file's app, made before its tests and closed after them. */
export const investTestApp = useTestApp;

export type User = SpotUser;
export { fundSpot, ok, operatorToken as opsToken };

/** A user with these spot balances ({1: '1'} is 1 BTC). */
export const newUser = spotUser;

/** The user's spot balance of a currency. */
export const spot = spotBalance;

/** The house pool's balance of a currency. */
export const pool = (t: TestApp, currencyId: number) => houseAvailable(t, 'pool:dual', currencyId);

/** POST /ops/dual/<path> as the app's operator. */
export const ops = (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  operatorPost(t, `/ops/dual/${path}`, body);

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
export async function newProduct(t: TestApp, over: Record<string, unknown> = {}): Promise<OpsInvestProduct> {
  return ok<OpsInvestProduct>(await ops(t, 'save', productBody(over)));
}

export const buy = (t: TestApp, u: User, id: number, num: number | string) =>
  post(t.app, '/dual/buyDual', { id, num }, { token: u.token, ip: uniqueIp() });

export async function myOrders(
  t: TestApp,
  u: User,
  query: Record<string, string> = {},
): Promise<InvestOrder[]> {
  return ok<{ data: InvestOrder[] }>(await get(t.app, '/dual/dual_list', query, { token: u.token })).data;
}

/** Stores the minute bars of the 30 minutes before the settlement of `endTime`: closes[i] for minute i. */
export async function storeWindow(t: TestApp, endTime: string, closes: readonly string[], pairId = BTC_PAIR) {
  const settleSec = investSettleAt(endTime).getTime() / 1000;
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
    new Date(investSettleAt(endTime).getTime() + afterMs),
  );
  await t.services.jobs.drain();
}
