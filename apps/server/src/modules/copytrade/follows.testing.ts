import { COPY_AGREEMENT_VERSION } from '@meridian/contract/copytrade';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, uniqueIp, type Reply } from '../../../test/api';
import { trader as futuresUser, tick, type Trader } from '../futures/futures.testing';
import { newOperator } from '../ops/ops.testing';

/** Test helpers of the copy-trading integration tests: traders approved by an operator, follows. */

export type User = Trader;

/**
 * The file's app with BTC/USDT marked at 50,000.00: created before its tests and handed to `ready` (which keeps
 * it), closed after them. Registers the file's beforeAll and afterAll; the file's own hooks run after it.
 */
export function copyTestApp(ready: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await tick(app, '50000.00');
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const TERMS = { bio: 'Trend trader', profit_share: '10', max_followers: 100, min_amount: '50' };

/** A user (with `usdt` in the futures account when given). */
export const newUser = (t: TestApp, usdt?: string): Promise<User> => futuresUser(t, usdt);

let operator: { token: string } | undefined;
let operatorApp: TestApp | undefined;
/** One operator per app, logged in through /api/ops/login. */
export async function opsToken(t: TestApp): Promise<string> {
  if (!operator || operatorApp !== t) {
    operator = await newOperator(t);
    operatorApp = t;
  }
  return operator.token;
}

export const ops = async (t: TestApp, path: string, body: Record<string, unknown> = {}) =>
  post(t.app, `/ops/copytrade/${path}`, body, { token: await opsToken(t) });

/** POST /copytrade/apply as `u`. */
export const apply = (t: TestApp, u: User, terms: Record<string, unknown> = TERMS) =>
  post(t.app, '/copytrade/apply', terms, { token: u.token, ip: uniqueIp() });

/** A user who applied with `terms` and was approved by an operator through the console calls. */
export async function approvedTrader(
  t: TestApp,
  terms: Record<string, unknown> = TERMS,
  usdt?: string,
): Promise<User> {
  const u = await newUser(t, usdt);
  const applied = await apply(t, u, terms);
  if (applied.body.type !== 'ok') throw new Error(`apply: ${JSON.stringify(applied.body)}`);
  const approved = await ops(t, 'approve', { id: (applied.body.message as { id: number }).id });
  if (approved.body.type !== 'ok') throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return u;
}

export const agree = (t: TestApp, u: User) =>
  post(t.app, '/follow/agree', { version: COPY_AGREEMENT_VERSION }, { token: u.token });

/** POST /follow/follow as `u` (fixed multiple 1, budget 100 unless given). */
export const follow = (t: TestApp, u: User, traderId: number, body: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/follow/follow',
    { trader_user_id: traderId, type: 1, number: '1', budget: '100', ...body },
    { token: u.token, ip: uniqueIp() },
  );

/** The message of an ok reply (throws with the reply otherwise). */
export function ok<T>(r: Reply): T {
  if (r.body.type !== 'ok') throw new Error(`not ok: ${JSON.stringify(r.body)}`);
  return r.body.message as T;
}

export const my = (t: TestApp, u: User, history = false) =>
  get(t.app, '/follow/my', { history: String(history) }, { token: u.token });
