import { Decimal } from '@meridian/contract';
import { spotAmountForPercent } from '@meridian/contract/spot';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { BTC, USDT, spot, trade, trader, type Trader } from './spot.testing';

/**
 * Model-based property test of spot trading on PostgreSQL through the HTTP API: each run, a handful of
 * freshly funded users send a random sequence of BTC/USDT orders (limit/market, buy/sell, GTC/IOC/FOK,
 * post-only) and cancels of their own open orders. After every command: the book is not crossed and matches
 * the open orders, no user or house fees balance is negative, and each user's frozen balance equals the
 * remaining holds of their open orders (computed here from the order rows, independently of spot code); every
 * cancel releases exactly its order's remaining hold. After every run (all orders then cancelled): each asset
 * is conserved between the run's users and the house accounts, and checkLedger finds nothing.
 */

let t: TestApp;
beforeAll(async () => {
  // Only the run's users trade: no house market maker quoting on the book.
  t = await createTestApp(undefined, { env: { MARKET_MAKER: 'off' } });
});
afterAll(async () => {
  await t.close();
});

const USERS_PER_RUN = 4;
const FUNDS = { usdt: '50000', btc: '1' };
const QUOTE_DECIMALS = 6;
/** Refusals a valid random order may get; anything else (or a transport error) fails the property. */
const EXPECTED_REFUSALS = ['insufficient_balance', 'spot_no_liquidity', 'spot_amount_too_small'];

/** The system under test is the app itself; the model carries nothing (every check reads the database). */
type Model = object;
interface Real {
  users: Trader[];
}

/** What the runs exercised (checked at the end, so a generator change cannot silently test nothing). */
const seen = {
  statuses: new Map<string, number>(),
  refusals: new Map<string, number>(),
  fills: 0,
  cancels: 0,
};
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

interface OrderRow {
  id: number;
  user_id: number;
  side: 'buy' | 'sell';
  type: string;
  price: string | null;
  amount: string;
  filled: string;
  hold_id: number | null;
}

const D = (v: string | number) => new Decimal(v);

/** The funds an open order must still hold (see fills.ts): sell amount − filled in BTC; limit buy
 * ⌈price × amount⌉ − price × filled in USDT (no fee: buyers pay theirs in BTC), computed here without the
 * contract's spot math. */
function remainingHold(o: OrderRow): { currencyId: number; amount: Decimal } {
  if (o.side === 'sell') return { currencyId: BTC, amount: D(o.amount).minus(o.filled) };
  if (o.price === null) throw new Error(`market buy ${o.id} left open`);
  const full = D(o.price).mul(o.amount).toDecimalPlaces(QUOTE_DECIMALS, Decimal.ROUND_UP);
  return { currencyId: USDT, amount: full.minus(D(o.price).mul(o.filled)) };
}

async function openOrders(userId?: number): Promise<OrderRow[]> {
  const who = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
  const r = await t.database.db.execute<OrderRow & Record<string, unknown>>(sql`
    SELECT id::int, user_id::int, side, type, price::text, amount::text, filled::text, hold_id::int
    FROM spot_orders WHERE status IN ('open', 'partial') ${who} ORDER BY id`);
  return r.rows;
}

async function openHoldAmount(holdId: number | null): Promise<string> {
  if (holdId === null) return 'none';
  const r = await t.database.db.execute<{ amount: string; status: string } & Record<string, unknown>>(
    sql`SELECT amount::text, status FROM ledger_holds WHERE id = ${holdId}`,
  );
  const h = r.rows[0];
  return h && h.status === 'open' ? D(h.amount).toFixed() : `not open (${h?.status ?? 'missing'})`;
}

/** (a) never crossed, and the depth is the open orders' remainders; (c) nothing negative; (d) frozen = holds. */
async function assertInvariants(real: Real): Promise<void> {
  const depth = (await get(t.app, '/coin/depth', { symbol: 'BTC/USDT', levels: '50' })).body.message as {
    bids: [string, string][];
    asks: [string, string][];
  };
  const bestBid = depth.bids[0]?.[0];
  const bestAsk = depth.asks[0]?.[0];
  if (bestBid !== undefined && bestAsk !== undefined)
    expect(D(bestBid).lt(bestAsk), `book crossed: bid ${bestBid} ask ${bestAsk}`).toBe(true);

  const open = await openOrders();
  const sumOpen = (side: 'buy' | 'sell') =>
    open
      .filter((o) => o.side === side)
      .reduce((s, o) => s.plus(D(o.amount).minus(o.filled)), D(0))
      .toFixed();
  const sumDepth = (levels: [string, string][]) => levels.reduce((s, [, q]) => s.plus(q), D(0)).toFixed();
  expect(sumDepth(depth.bids), 'bid depth = open buy remainders').toBe(sumOpen('buy'));
  expect(sumDepth(depth.asks), 'ask depth = open sell remainders').toBe(sumOpen('sell'));

  const negative = await t.database.db.execute(sql`
    SELECT id, user_id, house_code, currency_id, available::text, frozen::text FROM ledger_accounts
    WHERE (user_id IS NOT NULL OR house_code = 'fees') AND (available < 0 OR frozen < 0)`);
  expect(negative.rows, 'negative balances').toEqual([]);

  for (const u of real.users) {
    const mine = open.filter((o) => o.user_id === u.uid);
    for (const currencyId of [BTC, USDT]) {
      const orders = mine.filter((o) => remainingHold(o).currencyId === currencyId);
      const expected = orders.reduce((s, o) => s.plus(remainingHold(o).amount), D(0));
      const frozen = (await spot(t, u.uid, currencyId)).frozen;
      expect(frozen.toFixed(), `user ${u.uid} frozen ${currencyId} = Σ remaining holds`).toBe(
        expected.toFixed(),
      );
      for (const o of orders)
        expect(await openHoldAmount(o.hold_id), `order ${o.id} hold`).toBe(remainingHold(o).amount.toFixed());
    }
  }
}

/** Cancels one open order and checks it released exactly its remaining hold. */
async function cancelChecked(real: Real, o: OrderRow): Promise<void> {
  const who = real.users.find((u) => u.uid === o.user_id)!;
  const hold = remainingHold(o);
  const before = await spot(t, who.uid, hold.currencyId);
  const res = await post(t.app, '/coin/cancel', { id: o.id }, { token: who.token });
  expect(res.body, `cancel ${o.id}`).toMatchObject({
    type: 'ok',
    message: { status: 'cancelled', cancel_reason: 'user' },
  });
  seen.cancels++;
  const after = await spot(t, who.uid, hold.currencyId);
  expect(before.frozen.minus(after.frozen).toFixed(), `cancel ${o.id}: frozen released`).toBe(
    hold.amount.toFixed(),
  );
  expect(after.available.minus(before.available).toFixed(), `cancel ${o.id}: available back`).toBe(
    hold.amount.toFixed(),
  );
}

class PlaceCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly body: Record<string, unknown>,
  ) {}
  check = () => true;
  async run(_m: Model, real: Real): Promise<void> {
    const res = await trade(t, real.users[this.user]!, this.body);
    expect(res.status).toBe(200);
    if (res.body.type !== 'ok') {
      expect(EXPECTED_REFUSALS).toContain(res.body.code);
      bump(seen.refusals, res.body.code ?? '');
    } else {
      const o = res.body.message as { status: string; fills: unknown[] };
      bump(seen.statuses, o.status);
      seen.fills += o.fills.length;
    }
    await assertInvariants(real);
  }
  toString = () => `place(u${this.user}, ${JSON.stringify(this.body)})`;
}

class CancelCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly pick: number,
  ) {}
  check = () => true;
  async run(_m: Model, real: Real): Promise<void> {
    const mine = await openOrders(real.users[this.user]!.uid);
    const o = mine[this.pick % Math.max(1, mine.length)];
    if (!o) return;
    await cancelChecked(real, o);
    await assertInvariants(real);
  }
  toString = () => `cancel(u${this.user}, open order #${this.pick})`;
}

/**
 * A share of the user's whole available balance, sized as the web ticket sizes it (contract spotAmountForPercent;
 * a market buy at the best ask the ticket sees): the server must never find it unaffordable.
 */
class AllInCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly percent: number,
    readonly body: {
      side: 'buy' | 'sell';
      type: 'limit' | 'market';
      target_price?: string;
      post_only?: boolean;
    },
  ) {}
  check = () => true;
  async run(_m: Model, real: Real): Promise<void> {
    const who = real.users[this.user]!;
    const { side, type } = this.body;
    const available = (await spot(t, who.uid, side === 'buy' ? USDT : BTC)).available;
    const depth = (await get(t.app, '/coin/depth', { symbol: 'BTC/USDT', levels: '1' })).body.message as {
      asks: [string, string][];
    };
    const price = type === 'limit' ? (this.body.target_price ?? null) : (depth.asks[0]?.[0] ?? null);
    const amount = spotAmountForPercent({
      side,
      type,
      percent: this.percent,
      available,
      price,
      amountDecimals: 6,
      quoteDecimals: QUOTE_DECIMALS,
    });
    if (amount.isZero()) return;
    const res = await trade(t, who, { ...this.body, amount: amount.toFixed(6) });
    expect(res.status).toBe(200);
    if (res.body.type !== 'ok') {
      expect(['spot_no_liquidity', 'spot_amount_too_small'], `${this.toString()}`).toContain(res.body.code);
      bump(seen.refusals, `all-in ${res.body.code ?? ''}`);
    } else {
      const o = res.body.message as { status: string; fills: unknown[] };
      bump(seen.statuses, `all-in ${o.status}`);
      seen.fills += o.fills.length;
    }
    await assertInvariants(real);
  }
  toString = () => `allIn(u${this.user}, ${this.percent} %, ${JSON.stringify(this.body)})`;
}

const userArb = fc.integer({ min: 0, max: USERS_PER_RUN - 1 });
/** 50000 ± 5.00 in cents, and 0.00001–0.04 BTC, so orders overlap and often cross. */
const priceArb = fc.integer({ min: -500, max: 500 }).map((c) => D(50_000).plus(D(c).div(100)).toFixed(2));
const amountArb = fc.integer({ min: 10, max: 40_000 }).map((lots) => D(lots).div(1e6).toFixed(6));
const sideArb = fc.constantFrom('buy', 'sell');
const tifArb = fc.constantFrom('GTC', 'GTC', 'IOC', 'FOK');
const postOnlyArb = fc.constantFrom(false, false, false, true);

const limitArb = fc
  .record({ side: sideArb, target_price: priceArb, amount: amountArb, tif: tifArb, post_only: postOnlyArb })
  .map((b) => ({ ...b, type: 'limit' }));
const marketArb = fc
  .record({ side: sideArb, amount: amountArb, tif: tifArb })
  .map((b) => ({ ...b, type: 'market' }));

const allInArb = fc
  .record({
    side: sideArb,
    type: fc.constantFrom('limit' as const, 'market' as const),
    target_price: priceArb,
    post_only: postOnlyArb,
  })
  .map(({ side, type, target_price, post_only }) =>
    type === 'limit' ? { side, type, target_price, post_only } : { side, type },
  );

const commandArbs = [
  fc.tuple(userArb, limitArb).map(([u, b]) => new PlaceCommand(u, b)),
  fc
    .tuple(userArb, fc.constantFrom(25, 50, 100, 100), allInArb)
    .map(([u, pct, b]) => new AllInCommand(u, pct, b)),
  fc.tuple(userArb, limitArb).map(([u, b]) => new PlaceCommand(u, b)),
  fc.tuple(userArb, marketArb).map(([u, b]) => new PlaceCommand(u, b)),
  fc.tuple(userArb, fc.nat(20)).map(([u, pick]) => new CancelCommand(u, pick)),
];

/** Per currency: Σ balances of the run's users and every house account other than genesis. */
async function holdings(users: Trader[]): Promise<Record<number, string>> {
  const out: Record<number, string> = {};
  for (const currencyId of [BTC, USDT]) {
    let total = D(0);
    for (const u of users) {
      const b = await spot(t, u.uid, currencyId);
      total = total.plus(b.available).plus(b.frozen);
    }
    const house = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(sql`
      SELECT sum(available + frozen)::text AS v FROM ledger_accounts
      WHERE house_code IS NOT NULL AND house_code <> 'genesis' AND currency_id = ${currencyId}`);
    out[currencyId] = total.plus(house.rows[0]?.v ?? 0).toFixed();
  }
  return out;
}

describe('spot trading properties on PostgreSQL', () => {
  it('random order/cancel sequences: never crossed, holds exact, assets conserved, ledger clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 30, size: 'max' }), async (commands) => {
        const users: Trader[] = [];
        for (let i = 0; i < USERS_PER_RUN; i++) users.push(await trader(t, FUNDS));
        const housesBefore = await holdings([]);
        const real: Real = { users };
        await fc.asyncModelRun(() => ({ model: {}, real }), commands);

        // Every order of the run is cancelled, so the next run starts on an empty book.
        for (const o of await openOrders()) await cancelChecked(real, o);
        await assertInvariants(real);
        for (const u of users)
          for (const c of [BTC, USDT]) expect((await spot(t, u.uid, c)).frozen.toFixed()).toBe('0');

        // users' balances + what the house accounts (fees) gained = what the run's users were funded with
        const after = await holdings(users);
        for (const c of [BTC, USDT]) {
          const funded = D(c === BTC ? FUNDS.btc : FUNDS.usdt).mul(USERS_PER_RUN);
          expect(D(after[c]!).minus(housesBefore[c]!).toFixed(), `currency ${c} conserved`).toBe(
            funded.toFixed(),
          );
        }
        expect(await checkLedger(t.database.db)).toEqual([]);
      }),
      // No shrinking (each run costs seconds on PostgreSQL): a failure prints the seed and the full sequence.
      { numRuns: 15, endOnFailure: true },
    );
    console.log(
      'spot property runs exercised',
      JSON.stringify({
        ...seen,
        statuses: Object.fromEntries(seen.statuses),
        refusals: Object.fromEntries(seen.refusals),
      }),
    );
    expect(seen.fills).toBeGreaterThan(0);
    expect(seen.cancels).toBeGreaterThan(0);
    for (const status of ['open', 'filled', 'cancelled'])
      expect(seen.statuses.get(status)).toBeGreaterThan(0);
  }, 120_000);
});
