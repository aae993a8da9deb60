import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../../platform/db';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertUser } from '../account/users.repo';
import * as repo from './spot.repo';
import type { NewSpotOrderRow } from './spot.schema';

let t: TestApp;
let alice: number;
let bob: number;
const BTC_USDT = 1;
const AAPL_USDT = 101;

const newUser = async () => {
  const tag = randomBytes(6).toString('hex');
  const u = await insertUser(t.database.db, {
    email: `${tag}@spot.test`,
    accountNumber: tag,
    passwordHash: 'x',
    extensionCode: tag.toUpperCase(),
  });
  return u.id;
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser();
  bob = await newUser();
});
afterAll(() => t.close());

const order = (o: Partial<NewSpotOrderRow> & { userId: number }): NewSpotOrderRow => ({
  pairId: BTC_USDT,
  side: 'buy',
  type: 'limit',
  tif: 'GTC',
  price: '96000.5',
  amount: '0.0125',
  feeCurrencyId: 1,
  ...o,
});
const insert = (o: Partial<NewSpotOrderRow> & { userId: number }) =>
  repo.insertOrder(t.database.db, order(o));
const violation = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return sqlState(err);
  }
  return 'none';
};

describe('spot repo', () => {
  it('inserts an order with its defaults and keeps NUMERIC(36,18) exact', async () => {
    const o = await insert({ userId: alice, price: '123456789012345678.123456789012345678' });
    expect(o).toMatchObject({
      status: 'open',
      filled: '0.000000000000000000',
      cancelReason: '',
      postOnly: false,
      holdId: null,
      bookSeq: null,
      price: '123456789012345678.123456789012345678',
    });
    expect(o.createdAt).toBeInstanceOf(Date);
  });

  it('refuses rows the checks forbid', async () => {
    const db = t.database.db;
    expect(await violation(repo.insertOrder(db, order({ userId: alice, amount: '0' })))).toBe('23514');
    expect(await violation(repo.insertOrder(db, order({ userId: alice, type: 'market' })))).toBe('23514');
    expect(await violation(repo.insertOrder(db, order({ userId: alice, price: null })))).toBe('23514');
    expect(await violation(repo.insertOrder(db, order({ userId: alice, side: 'hold' })))).toBe('23514');
    expect(await violation(repo.insertOrder(db, order({ userId: alice, filled: '0.02' })))).toBe('23514');
    expect(await violation(repo.insertOrder(db, order({ userId: alice, status: 'cancelled' })))).toBe(
      '23514',
    );
    expect(await violation(repo.insertOrder(db, order({ userId: alice, status: 'filled' })))).toBe('23514');
    expect(
      await repo.insertOrder(db, order({ userId: alice, type: 'market', price: null, tif: 'IOC' })),
    ).toMatchObject({ type: 'market', price: null });
  });

  it('adds fills, moving open → partial → filled, and updates the hold and book position', async () => {
    const db = t.database.db;
    const o = await insert({ userId: alice, amount: '0.3' });
    await repo.updateOrder(db, o.id, { holdId: 77, bookSeq: 5 });
    const p = await repo.addFill(db, o.id, { amount: '0.1', total: '9600.05', fee: '0.00015' });
    expect(p).toMatchObject({ status: 'partial', holdId: 77, bookSeq: 5 });
    expect(Number(p?.filled)).toBe(0.1);
    const f = await repo.addFill(db, o.id, { amount: '0.2', total: '19200.1', fee: '0.0003' });
    expect(f?.status).toBe('filled');
    expect([f?.filled, f?.total, f?.fee]).toEqual([
      '0.300000000000000000',
      '28800.150000000000000000',
      '0.000450000000000000',
    ]);
    expect(f!.updatedAt.getTime()).toBeGreaterThanOrEqual(o.updatedAt.getTime());
    // a filled order takes no more fills, and overfilling is refused by the checks
    expect(await repo.addFill(db, o.id, { amount: '0.1', total: '1', fee: '0' })).toBeUndefined();
    const g = await insert({ userId: alice, amount: '0.1' });
    expect(await violation(repo.addFill(db, g.id, { amount: '0.2', total: '1', fee: '0' }))).toBe('23514');
  });

  it('adds fills to several orders in one statement, each as addFill would', async () => {
    const db = t.database.db;
    const a = await insert({ userId: alice, amount: '0.3' });
    const b = await insert({ userId: bob, side: 'sell', amount: '0.1' });
    const done = await insert({ userId: bob, amount: '0.1' });
    await repo.updateOrder(db, done.id, { status: 'cancelled', cancelReason: 'user' });
    const rows = await repo.addFills(db, [
      { id: b.id, amount: '0.1', total: '9600.05', fee: '0.96', holdId: null },
      { id: a.id, amount: '0.1', total: '9600.05', fee: '0.00015', holdId: 78 },
      { id: done.id, amount: '0.1', total: '1', fee: '0', holdId: null },
    ]);
    // in the order given: b filled (its hold gone), a partial with its new hold, the cancelled one untouched
    expect(rows[0]).toMatchObject({
      id: b.id,
      status: 'filled',
      holdId: null,
      filled: '0.100000000000000000',
    });
    expect(rows[1]).toMatchObject({
      id: a.id,
      status: 'partial',
      holdId: 78,
      filled: '0.100000000000000000',
      total: '9600.050000000000000000',
      fee: '0.000150000000000000',
    });
    expect(rows[2]).toBeUndefined();
    expect(await repo.findOrder(db, done.id)).toMatchObject({
      status: 'cancelled',
      filled: '0.000000000000000000',
    });
    // overfilling is refused by the checks, as for addFill
    const g = await insert({ userId: alice, amount: '0.1' });
    expect(
      await violation(repo.addFills(db, [{ id: g.id, amount: '0.2', total: '1', fee: '0', holdId: null }])),
    ).toBe('23514');
  });

  it('cancels with a reason', async () => {
    const o = await insert({ userId: bob });
    const c = await repo.updateOrder(t.database.db, o.id, { status: 'cancelled', cancelReason: 'user' });
    expect(c).toMatchObject({ status: 'cancelled', cancelReason: 'user' });
    expect(await repo.updateOrder(t.database.db, 999_999_999, { status: 'cancelled' })).toBeUndefined();
  });

  it('a cancel answers the hold the order has once it gets the row, even one a concurrent writer just set', async () => {
    const db = t.database.db;
    const o = await insert({ userId: bob });
    await repo.updateOrder(db, o.id, { holdId: 10 });
    const writer = await t.database.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('UPDATE spot_orders SET hold_id = 11 WHERE id = $1', [o.id]);
      const cancel = repo.cancelOrder(db, o.id, bob, 'user'); // waits for the writer's row lock
      // (seen from another session: pg_stat_activity is a snapshot per transaction)
      const waiting = async () =>
        (
          await t.database.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%spot_orders%'`,
          )
        ).rows[0]!.n;
      for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await waiting()).toBe(1);
      await writer.query('COMMIT');
      // the hold to release is the one the order has now (11), not the one it had when the cancel began (10)
      expect(await cancel).toMatchObject({ holdId: 11, row: { status: 'cancelled', holdId: null } });
    } finally {
      writer.release();
    }
    expect(await repo.cancelOrder(db, o.id, bob, 'user')).toBeUndefined(); // no longer open: nothing written
  });

  it('inserts trades and lists them per order and per pair', async () => {
    const db = t.database.db;
    const maker = await insert({ userId: bob, side: 'sell', feeCurrencyId: 3 });
    const taker = await insert({ userId: alice });
    const trade = await repo.insertTrade(db, {
      pairId: BTC_USDT,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: bob,
      takerUserId: alice,
      takerSide: 'buy',
      price: '96000.5',
      amount: '0.0125',
      total: '1200.00625',
      makerFee: '1.200007',
      takerFee: '0.00001875',
      seq: 1,
      ledgerEntryId: 42,
    });
    expect(trade).toMatchObject({ seq: 1, ledgerEntryId: 42, total: '1200.006250000000000000' });
    expect((await repo.tradesOfOrder(db, maker.id)).map((x) => x.id)).toEqual([trade.id]);
    expect((await repo.tradesOfOrder(db, taker.id)).map((x) => x.id)).toEqual([trade.id]);
    expect((await repo.recentTrades(db, BTC_USDT, 10))[0]?.id).toBe(trade.id);
    expect(await repo.recentTrades(db, AAPL_USDT, 10)).toEqual([]);
    const bad = { ...trade, id: undefined, takerOrderId: maker.id };
    expect(await violation(repo.insertTrade(db, bad))).toBe('23514');
  });

  it('lists current and history orders of a user, newest first, paginated, per pair', async () => {
    const db = t.database.db;
    const carol = await newUser();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await insert({ userId: carol, pairId: i < 3 ? BTC_USDT : AAPL_USDT })).id);
    await repo.updateOrder(db, ids[0]!, { status: 'cancelled', cancelReason: 'user' });
    await repo.addFill(db, ids[1]!, { amount: '0.0125', total: '1200.00625', fee: '0' });
    await repo.addFill(db, ids[2]!, { amount: '0.01', total: '960.005', fee: '0' });

    const list = (status: repo.OrderListStatus, page = 1, limit = 10, pairId?: number) =>
      repo.listUserOrders(db, { userId: carol, status, page, limit, pairId });
    const current = await list('current');
    expect(current.total).toBe(3);
    expect(current.rows.map((r) => r.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect((await list('history')).rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const page2 = await list('all', 2, 2);
    expect([page2.total, page2.rows.map((r) => r.id)]).toEqual([5, [ids[2], ids[1]]]);
    const btcOnly = await list('current', 1, 10, BTC_USDT);
    expect(btcOnly.rows.map((r) => r.id)).toEqual([ids[2]]);
    expect(
      (await repo.listUserOrders(db, { userId: alice + bob + 1e6, status: 'all', page: 1, limit: 10 })).total,
    ).toBe(0);
  });

  it('pages the resting orders of a pair in book priority for the rebuild', async () => {
    const db = t.database.db;
    const rows = [];
    // inserted out of priority order; one never rested (no book_seq), one is filled
    for (const seq of [30, 10, 20, 40]) {
      const o = await insert({
        userId: bob,
        pairId: AAPL_USDT,
        price: '228.37',
        amount: '1',
        feeCurrencyId: 101,
      });
      await repo.updateOrder(db, o.id, { bookSeq: seq });
      rows.push(o);
    }
    await insert({ userId: bob, pairId: AAPL_USDT, price: '228.37', amount: '1', feeCurrencyId: 101 });
    await repo.addFill(db, rows[3]!.id, { amount: '1', total: '228.37', fee: '0' });
    await repo.addFill(db, rows[0]!.id, { amount: '0.5', total: '114.185', fee: '0' });

    const first = await repo.restingOrdersOfPair(db, AAPL_USDT, { limit: 2 });
    expect(first.map((r) => r.bookSeq)).toEqual([10, 20]);
    const last = first[1]!;
    const next = await repo.restingOrdersOfPair(db, AAPL_USDT, {
      after: { bookSeq: last.bookSeq!, id: last.id },
    });
    expect(next.map((r) => [r.bookSeq, r.status])).toEqual([[30, 'partial']]);
  });

  it('locks only the owner’s order, FOR UPDATE', async () => {
    const o = await insert({ userId: alice });
    expect(await repo.lockOrder(t.database.db, o.id, bob)).toBeUndefined();
    await t.database.db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, o.id, alice);
      expect(locked?.id).toBe(o.id);
      // a second connection cannot take the row lock while this transaction holds it
      const other = await t.database.pool.connect();
      try {
        await other.query('BEGIN');
        await other.query(`SET LOCAL lock_timeout = '100ms'`);
        const err = await other
          .query('SELECT id FROM spot_orders WHERE id = $1 FOR UPDATE', [o.id])
          .catch((e: unknown) => e);
        expect((err as { code?: string }).code).toBe('55P03');
        await other.query('ROLLBACK');
      } finally {
        other.release();
      }
    });
  });
});
