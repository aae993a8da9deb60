import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { type OptionsOrder } from '@meridian/contract/options';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { get, post, type Reply } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { balanceIn } from '../ledger';

/** Test helpers of the options integration tests: funded users, a fake clock, ticks, balances. */

export const BTC_USDT = 1;
export const USDT = 3;

export interface OptionTrader {
  token: string;
  uid: number;
}

/** Credits a user's options (micro, type 4) account from the house genesis account, through the ledger. */
export async function fundMicro(t: TestApp, userId: number, amount: string): Promise<void> {
  await t.services.ledger.post(t.database.db, [
    {
      kind: 'genesis',
      lines: [
        { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(amount).neg() },
        { account: { userId, currencyId: USDT, type: ACCOUNT_TYPE.micro }, amount },
      ],
    },
  ]);
}

export async function optionTrader(t: TestApp, usdt = '10000'): Promise<OptionTrader> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  await fundMicro(t, uid, usdt);
  return { token: u.token, uid };
}

/** A controllable clock for the options service and its settler. */
export function fakeClock(t: TestApp, startMs: number) {
  let now = startMs;
  t.services.options.clock = () => now;
  return {
    now: () => now,
    set: (ms: number) => void (now = ms),
    advance: (ms: number) => void (now += ms),
  };
}

/** One tick of a pair at a whole second (what the feed delivers once per second). */
export function tick(t: TestApp, pairId: number, second: number, price: string): void {
  t.services.market.applyTicks([{ pairId, time: second * 1000, price, volume: '1' }]);
}

export async function settlerReady(t: TestApp): Promise<void> {
  await vi.waitFor(() => {
    if (!t.services.optionsSettler.isLeading) throw new Error('settler not leading yet');
  });
}

export function submit(t: TestApp, who: OptionTrader, body: Record<string, unknown>): Promise<Reply> {
  return post(
    t.app,
    '/microtrade/submit',
    { match_id: BTC_USDT, currency_id: USDT, ...body },
    { token: who.token },
  );
}

export const orderOf = (r: Reply) => {
  if (r.body.type !== 'ok') throw new Error(`expected ok: ${JSON.stringify(r.body)}`);
  return r.body.message as OptionsOrder;
};

export async function result(t: TestApp, who: OptionTrader, id: number): Promise<OptionsOrder> {
  return orderOf(await get(t.app, '/microtrade/get_result', { id: String(id) }, { token: who.token }));
}

/** Available options-account USDT of a user. */
export async function micro(t: TestApp, userId: number): Promise<Decimal> {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  return new Decimal(balanceIn(rows, 'micro', USDT)?.available ?? 0);
}

/** A house account's USDT balance. */
export async function house(t: TestApp, code: string): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT coalesce(sum(available), 0)::text AS v FROM ledger_accounts WHERE house_code = ${code} AND currency_id = ${USDT}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

/** Settlement ledger entries per order id (exactly-once means every count is 1). */
export async function settleEntryCounts(t: TestApp): Promise<Map<number, number>> {
  const r = await t.database.pool.query<{ ref_id: string; n: string }>(
    `SELECT ref_id, count(*)::text AS n FROM ledger_entries
     WHERE ref_type = 'option_order' AND kind IN ('option_settle', 'option_void') GROUP BY ref_id`,
  );
  return new Map(r.rows.map((row) => [Number(row.ref_id), Number(row.n)]));
}
