import { Decimal, type LeverPosition } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { get, post, type Reply } from '../../../test/api';
import { newUser } from '../settings/testing';

/** Test helpers of the futures integration tests: funded traders, ticks, balances, house accounts. */

export const BTC = 1;
export const USDT = 3;
export const BTC_PAIR = 1;

export interface Trader {
  token: string;
  uid: number;
}

/** Credits a user's futures account (type 3) from the house genesis account, through the ledger (one transaction,
 * so concurrent fundings lock the genesis account properly). */
export async function fundLever(t: TestApp, userId: number, amount: string): Promise<void> {
  await t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(amount).neg() },
          { account: { userId, currencyId: USDT, type: 3 }, amount },
        ],
      },
    ]),
  );
}

export async function trader(t: TestApp, usdt?: string): Promise<Trader> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  if (usdt) await fundLever(t, uid, usdt);
  return { token: u.token, uid };
}

let second = Math.floor(Date.now() / 1000) * 1000;

/** One tick of BTC/USDT (or another pair), then waits until every trigger it fired has been processed. */
export async function tick(t: TestApp, price: string, pairId = BTC_PAIR): Promise<void> {
  second += 1000;
  t.services.market.applyTicks([{ pairId, time: second, price, volume: '0.1' }]);
  await t.services.futuresTriggers.idle();
}

/** The user's futures balance (USDT). */
export async function lever(t: TestApp, userId: number) {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = rows.find((x) => x.currencyId === USDT && x.accountType === 3);
  return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
}

/** A house account's USDT balance (fees, house_pnl, insurance…). */
export async function house(t: TestApp, code: string): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT available::text AS v FROM ledger_accounts WHERE house_code = ${code} AND currency_id = ${USDT}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

export const position = (r: Reply) => r.body.message as LeverPosition;

/** POST /lever/submit on BTC/USDT. */
export function submit(t: TestApp, who: Trader, body: Record<string, unknown>): Promise<Reply> {
  return post(t.app, '/lever/submit', { currency_id: BTC, legal_id: USDT, ...body }, { token: who.token });
}

/** The position as `lever/my_trade` lists it. */
export async function find(t: TestApp, who: Trader, id: number): Promise<LeverPosition | undefined> {
  const r = await post(t.app, '/lever/my_trade', { status: -1, limit: 100 }, { token: who.token });
  return (r.body.message as { message: { data: LeverPosition[] } }).message.data.find((p) => p.id === id);
}
