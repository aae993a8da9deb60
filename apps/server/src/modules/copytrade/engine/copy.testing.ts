import { Decimal } from '@meridian/contract';
import { type FuturesPosition } from '@meridian/contract/futures';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/test-app';
import { post } from '../../../../test/api';
import { position, submit, trader as futuresUser, type Trader } from '../../futures/futures.testing';
import { copyFollows, copyTraders, copyTrades, type CopyTradeRow } from '../copytrade.schema';

/**
 * Fixtures of the copy engine's tests: traders and follows written straight to their tables (the review
 * and follow rules are API's, tested there), the durable jobs run to the end, and reads of copies.
 */

export type User = Trader;

/** A user made an active trader (profit share `share` %). */
export async function makeTrader(t: TestApp, usdt: string, share = '0'): Promise<User> {
  const u = await futuresUser(t, usdt);
  await t.database.db
    .insert(copyTraders)
    .values({ userId: u.uid, profitShare: share, maxFollowers: 10_000, minAmount: '1' });
  return u;
}

export interface FollowTerms {
  type?: 1 | 2;
  number?: string;
  budget?: string;
  stopLoss?: number | null;
  share?: string;
}

/** An active follow of `trader` by `follower`. Returns its id. */
export async function makeFollow(t: TestApp, follower: User, trader: User, terms: FollowTerms = {}) {
  const [r] = await t.database.db
    .insert(copyFollows)
    .values({
      followerUserId: follower.uid,
      traderUserId: trader.uid,
      type: terms.type ?? 1,
      number: terms.number ?? '1',
      budget: terms.budget ?? '100000',
      stopLossPercent: terms.stopLoss ?? null,
      profitShare: terms.share ?? '0',
    })
    .returning({ id: copyFollows.id });
  return r!.id;
}

/** The copy engine's jobs and event deliveries. */
const ENGINE_JOBS = [
  'copytrade.open_copies',
  'copytrade.close_copies',
  'copytrade.copy_stops',
  'copytrade.stop_follow',
  'event.copytrade.copy_opened',
  'event.copytrade.copy_stops',
  'event.copytrade.copy_closed',
];

/**
 * Runs every due job (event deliveries, copy batches…) until none is left, then waits for the triggers. A
 * copy-engine job that failed (it would retry later, unseen) fails the test with its error.
 */
export async function settle(t: TestApp): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await t.services.jobs.drain();
    await t.services.futuresTriggers.idle();
    const failed = await t.database.db.execute<{ task: string; err: string } & Record<string, unknown>>(
      sql`SELECT task_identifier AS task, last_error AS err FROM graphile_worker.jobs
           WHERE last_error IS NOT NULL AND task_identifier = ANY(${sql.param(ENGINE_JOBS)}::text[]) LIMIT 1`,
    );
    if (failed.rows[0])
      throw new Error(`${failed.rows[0].task} failed: ${failed.rows[0].err.slice(0, 2000)}`);
    const r = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE run_at <= now() AND attempts < max_attempts`,
    );
    if (r.rows[0]!.n === 0) return;
  }
  throw new Error('jobs still due after 20 drains');
}

/** A market order on BTC/USDT; returns the position. */
export async function open(
  t: TestApp,
  who: User,
  body: { type?: 1 | 2; share: number; multiple?: number; tp?: string; sl?: string },
): Promise<FuturesPosition> {
  const r = await submit(t, who, {
    type: body.type ?? 1,
    share: body.share,
    multiple: body.multiple ?? 10,
    ...(body.tp ? { target_profit_price: body.tp } : {}),
    ...(body.sl ? { stop_loss_price: body.sl } : {}),
  });
  if (r.body.type !== 'ok') throw new Error(`submit: ${JSON.stringify(r.body)}`);
  return position(r);
}

export const close = (t: TestApp, who: User, id: number) =>
  post(t.app, '/lever/close', { id }, { token: who.token });

/** Money columns as plain decimals ('52000', not '52000.000000000000000000'). */
export function norm<T extends object>(r: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r))
    out[k] = typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? new Decimal(v).toFixed() : v;
  return out as T;
}

/** The copy records of a trader's position, by follow id. */
export async function copiesOf(t: TestApp, traderPositionId: number): Promise<Map<number, CopyTradeRow>> {
  const rows = await t.database.db
    .select()
    .from(copyTrades)
    .where(eq(copyTrades.traderPositionId, traderPositionId));
  return new Map(rows.map((r) => [r.followId, norm(r)]));
}

/** A position row as the database has it. */
export async function row(t: TestApp, id: number) {
  const [r] = await t.services.futuresCommands.rows(t.database.db, [id]);
  if (!r) throw new Error(`no position ${id}`);
  return norm(r);
}

/** The follow row. */
export async function followRow(t: TestApp, id: number) {
  const [r] = await t.database.db.select().from(copyFollows).where(eq(copyFollows.id, id));
  if (!r) throw new Error(`no follow ${id}`);
  return norm(r);
}
