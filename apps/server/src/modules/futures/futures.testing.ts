import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { FUTURES_LEVERAGES, type FuturesPosition } from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, type Reply } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { runOvernight } from './overnight';
import { balanceIn } from '../ledger';

/** Test helpers of the futures integration tests: funded traders, ticks, balances, house accounts. */

export const BTC = 1;
export const USDT = 3;
export const BTC_PAIR = 1;

/**
 * The test file's app: made before its tests, with the futures trigger index ready (it leads), and closed after
 * them. `set` receives it.
 */
export function withFuturesApp(set: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await app.services.futuresTriggers.ready();
    set(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export interface Trader {
  token: string;
  uid: number;
}

/** Credits a user's futures account (type 3) from the house genesis account, through the ledger (one transaction,
 * so concurrent fundings lock the genesis account properly). */
export async function fundFutures(t: TestApp, userId: number, amount: string): Promise<void> {
  await t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(amount).neg() },
          { account: { userId, currencyId: USDT, type: ACCOUNT_TYPE.lever }, amount },
        ],
      },
    ]),
  );
}

export async function trader(t: TestApp, usdt?: string): Promise<Trader> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  if (usdt) await fundFutures(t, uid, usdt);
  return { token: u.token, uid };
}

let second = 0;

/** The next tick's time: a second after the last one, and never behind the clock (helpers outlive a test file). */
function nextSecond(): number {
  second = Math.max(second + 1000, Math.floor(Date.now() / 1000) * 1000);
  return second;
}

/** One tick of BTC/USDT (or another pair), then waits until every trigger it fired has been processed. */
export async function tick(t: TestApp, price: string, pairId = BTC_PAIR): Promise<void> {
  const time = nextSecond();
  t.services.market.applyTicks([{ pairId, time, price, volume: '0.1' }]);
  await t.services.futuresTriggers.idle();
}

/** The user's futures balance (USDT). */
export async function futures(t: TestApp, userId: number) {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = balanceIn(rows, 'lever', USDT);
  return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
}

/** A house account's USDT balance (fees, house_pnl, insurance…). */
export async function house(t: TestApp, code: string): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT coalesce(sum(available), 0)::text AS v FROM ledger_accounts WHERE house_code = ${code} AND currency_id = ${USDT}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

export const position = (r: Reply) => r.body.message as FuturesPosition;

/** POST /lever/submit on BTC/USDT. */
export function submit(t: TestApp, who: Trader, body: Record<string, unknown>): Promise<Reply> {
  return post(t.app, '/lever/submit', { currency_id: BTC, legal_id: USDT, ...body }, { token: who.token });
}

/** POST /lever/setstop. */
export function setStop(
  t: TestApp,
  who: Trader,
  body: { id: number; target_profit_price?: string; stop_loss_price?: string },
): Promise<Reply> {
  return post(t.app, '/lever/setstop', body, { token: who.token });
}

/** Runs the overnight fee as it would run `day` days from now. */
export function overnight(t: TestApp, day: number) {
  return runOvernight(t.database.db, t.services.futures, new Date(Date.now() + day * 86_400_000));
}

/** The position as `lever/my_trade` lists it. */
export async function find(t: TestApp, who: Trader, id: number): Promise<FuturesPosition | undefined> {
  const r = await post(t.app, '/lever/my_trade', { status: -1, limit: 100 }, { token: who.token });
  return (r.body.message as { message: { data: FuturesPosition[] } }).message.data.find((p) => p.id === id);
}

// ---- property tests over random futures commands (futures.property, the copy engine's property)

/** 1 + n ‰ as an exact decimal factor (prices never go through a JS float). */
export const permille = (n: number) => new Decimal(n).div(1000).plus(1);

/** The `n`-th item of `list`, counted round (undefined when it is empty). */
export const nth = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

/** A market open by user `u`: `lots` at ×`lev`; a TP/SL `tp`/`sl` + 1 tenths of a percent away (0 = none). */
export interface OpenCmd {
  k: 'open';
  u: number;
  type: 1 | 2;
  lots: number;
  lev: number;
  tp: number;
  sl: number;
}

export const openCmd = (u: fc.Arbitrary<number>, most: { tp: number; sl: number }): fc.Arbitrary<OpenCmd> =>
  fc.record({
    k: fc.constant('open' as const),
    u,
    type: fc.constantFrom<1 | 2>(1, 2),
    lots: fc.integer({ min: 1, max: 3 }),
    lev: fc.constantFrom(...FUTURES_LEVERAGES),
    tp: fc.integer({ min: 0, max: most.tp }),
    sl: fc.integer({ min: 0, max: most.sl }),
  });

/** The commands both property tests draw (each adds its own). */
export type FuturesCmd =
  | OpenCmd
  | { k: 'tick'; movePct: number }
  | { k: 'close'; u: number; pick: number }
  | { k: 'overnight'; day: number };

/** A tick moving the mark by up to ±`most` ‰. */
export const tickCmd = (most: number) =>
  fc.record({ k: fc.constant('tick' as const), movePct: fc.integer({ min: -most, max: most }) });

/** User `u` closes the `pick`-th of their open positions. */
export const closeCmd = (u: fc.Arbitrary<number>) =>
  fc.record({ k: fc.constant('close' as const), u, pick: fc.nat(5) });

/** The overnight fee, as `day` days from now. */
export const overnightCmd = fc.record({
  k: fc.constant('overnight' as const),
  day: fc.integer({ min: 1, max: 3 }),
});

/** Submits an open command at `mark`, its TP/SL on the right side of it. */
export function submitOpen(t: TestApp, who: Trader, mark: Decimal, c: OpenCmd): Promise<Reply> {
  const dir = c.type === 1 ? 1 : -1;
  const at = (tenths: number, sign: number) => mark.mul(permille(sign * dir * tenths)).toFixed(2);
  return submit(t, who, {
    type: c.type,
    share: c.lots,
    multiple: c.lev,
    ...(c.tp ? { target_profit_price: at(c.tp + 1, 1) } : {}),
    ...(c.sl ? { stop_loss_price: at(c.sl + 1, -1) } : {}),
  });
}

/** The mark moved by `movePct` ‰, kept within [`low`, `high`], to the cent. */
export const moved = (mark: Decimal, movePct: number, low: number, high: number): Decimal =>
  Decimal.max(low, Decimal.min(high, mark.mul(permille(movePct)))).toDecimalPlaces(2);

const HOUSE = ['fees', 'house_pnl', 'insurance'] as const;

/**
 * The USDT of `users`' futures accounts (each checked not negative) and of the house accounts futures use: it
 * only moves between them.
 */
export async function totalUsdt(t: TestApp, users: readonly Trader[]): Promise<Decimal> {
  let sum = new Decimal(0);
  for (const u of users) {
    const b = await futures(t, u.uid);
    expect(b.available.gte(0) && b.frozen.gte(0), `user ${u.uid} balance`).toBe(true);
    sum = sum.plus(b.available).plus(b.frozen);
  }
  for (const h of HOUSE) sum = sum.plus(await house(t, h));
  return sum;
}
