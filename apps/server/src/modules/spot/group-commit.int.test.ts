import { Decimal, refuse } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import { EventBus } from '../../platform/events';
import { checkLedger } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger.service';
import { restingOrdersOfPair } from './spot.repo';
import { SpotService } from './spot.service';
import { BTC, USDT, spot, trader, limitOrder as limit, bookVersion } from './spot.testing';

/**
 * Group commit: the operations waiting in a pair's queue commit in one transaction (no
 * savepoints: a refusal that wrote nothing lets the batch go on; any other failure rolls the attempt back and
 * the others run again). These tests submit several operations in the same tick (one batch: the pair's version
 * row moves by one) against a service of their own (its own books, the test app's database).
 */
let t: TestApp;
let pairId: number;
beforeAll(async () => {
  t = await createTestApp();
  pairId = t.services.market.findPair({ symbol: 'BTC/USDT' }).id;
});
afterAll(async () => {
  await t.close();
});

const version = () => bookVersion(t, pairId);

/** The service's book equals the database: the same resting orders, at the same remaining quantity. */
async function expectBookEqualsDatabase(svc: SpotService) {
  const rows = await restingOrdersOfPair(t.database.db, pairId, { limit: 1000 });
  const db = rows.map((r) => [String(r.id), new Decimal(r.amount).minus(r.filled).toFixed(6)]);
  const book = svc.books
    .book(pairId)
    .resting()
    .map((o) => [o.id, new Decimal(String(o.qty)).div(1e6).toFixed(6)]);
  expect(book.sort()).toEqual(db.sort());
}

/** A ledger whose `repostHolds` (one call per fill) fails on the listed calls (1-based), after the order's writes. */
class FailingPostHold extends Ledger {
  calls = 0;
  constructor(private readonly failOn: ReadonlySet<number>) {
    super();
  }
  override repostHolds(...args: Parameters<Ledger['repostHolds']>): ReturnType<Ledger['repostHolds']> {
    if (this.failOn.has(++this.calls)) return Promise.reject(new Error('injected postHold failure'));
    return super.repostHolds(...args);
  }
}

/** A FailingPostHold that counts the holds taken (each run of a placement takes one). */
class CountingHolds extends FailingPostHold {
  holdCalls = 0;
  override hold(...args: Parameters<Ledger['hold']>): ReturnType<Ledger['hold']> {
    this.holdCalls++;
    return super.hold(...args);
  }
}

/** A ledger whose `repostHolds` registers an after-commit effect per call, then fails on the listed calls. */
class EffectThenFail extends Ledger {
  calls = 0;
  ran: number[] = [];
  constructor(private readonly failOn: ReadonlySet<number>) {
    super();
  }
  override repostHolds(...args: Parameters<Ledger['repostHolds']>): ReturnType<Ledger['repostHolds']> {
    const call = ++this.calls;
    afterCommit(args[0] as Tx, () => this.ran.push(call));
    afterCommit(args[0] as Tx, () => this.ran.push(call)); // two: all of an operation's effects go, not its last
    if (this.failOn.has(call)) return Promise.reject(new Error('injected failure after an effect'));
    return super.repostHolds(...args);
  }
}

/**
 * A ledger whose `hold` registers an after-commit effect, then refuses (as an unfunded hold does) for `refuse`; it
 * takes no hold of a batch ahead of its placement's turn (`holdEach` refuses all), so each placement calls `hold`.
 */
class EffectThenRefuse extends Ledger {
  ran: number[] = [];
  constructor(private readonly refuse: number) {
    super();
  }
  override holdEach(...args: Parameters<Ledger['holdEach']>): ReturnType<Ledger['holdEach']> {
    return Promise.resolve(args[1].map(() => undefined));
  }
  override hold(...args: Parameters<Ledger['hold']>): ReturnType<Ledger['hold']> {
    const userId = args[1].userId;
    afterCommit(args[0] as Tx, () => this.ran.push(userId));
    if (userId === this.refuse) return Promise.reject(refuse('insufficient_balance'));
    return super.hold(...args);
  }
}

describe('spot group commit', () => {
  it('one batch: a refused and a failing operation roll back alone, the others commit; book equals database', async () => {
    const maker = await trader(t, { btc: '1' });
    const a = await trader(t, { usdt: '10000' });
    const b = await trader(t, { usdt: '10000' });
    const broke = await trader(t, {}); // no USDT: its hold is refused by the ledger
    const d = await trader(t, { usdt: '10000' });
    // repostHolds calls: A's fill (1); B's fill fails (2): the attempt rolls back; again without B: A's fill (3),
    // the unfunded hold refused without a rollback (a second one would make A fill a third time), D's fill (4)
    const ledger = new FailingPostHold(new Set([2]));
    const events = new EventBus();
    const pushed: string[] = [];
    events.on('spot.committed', (e) => pushed.push(...e.orders.map((o) => `${o.userId}:${o.order.status}`)));
    const svc = new SpotService(t.database.db, ledger, t.services.market, { events, commit: 'group' });
    await svc.init();
    const ask = await svc.place(maker.uid, limit('sell', '0.05', '40000'));
    pushed.length = 0;

    const before = await version();
    const [ra, rb, rc, rd] = await Promise.allSettled([
      svc.place(a.uid, limit('buy', '0.01', '40000')),
      svc.place(b.uid, limit('buy', '0.01', '40000')),
      svc.place(broke.uid, limit('buy', '0.01', '40000')),
      svc.place(d.uid, limit('buy', '0.05', '40000')),
    ]);
    expect(await version()).toBe(before + 1); // one transaction for the four
    expect(ra).toMatchObject({ status: 'fulfilled', value: { status: 'filled', filled: '0.010000' } });
    expect(rb).toMatchObject({ status: 'rejected', reason: { message: 'injected postHold failure' } });
    expect(rc.status).toBe('rejected');
    // D matched the ask as A left it (0.04), not as B's rolled-back fill had left the engine's book (0.03)
    expect(rd).toMatchObject({ status: 'fulfilled', value: { status: 'partial', filled: '0.040000' } });
    expect(ledger.calls).toBe(4);

    const placed = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM spot_orders WHERE user_id IN (${b.uid}, ${broke.uid})`,
    );
    expect(placed.rows[0]?.n).toBe(0);
    expect((await spot(t, b.uid, USDT)).available.toFixed()).toBe('10000');
    expect((await spot(t, maker.uid, BTC)).frozen.toFixed()).toBe('0');
    expect(svc.books.book(pairId).get(String(ask.id))).toBeUndefined();
    await expectBookEqualsDatabase(svc);
    // pushes only for what committed, in order: A (and the maker), then D (and the maker)
    expect(pushed).toEqual([
      `${a.uid}:filled`,
      `${maker.uid}:partial`,
      `${d.uid}:partial`,
      `${maker.uid}:filled`,
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
    await svc.cancel(d.uid, (rd as PromiseFulfilledResult<{ id: number }>).value.id);
  });

  it('a failing operation never runs the after-commit effects it registered; the others run theirs once', async () => {
    const maker = await trader(t, { btc: '1' });
    const a = await trader(t, { usdt: '10000' });
    const b = await trader(t, { usdt: '10000' });
    const c = await trader(t, { usdt: '10000' });
    // A's fill (1), B's (2) fails: rolled back; again without B: A's fill (3) and C's (4) commit
    const ledger = new EffectThenFail(new Set([2]));
    const svc = new SpotService(t.database.db, ledger, t.services.market, {
      events: new EventBus(),
      commit: 'group',
    });
    await svc.init();
    const ask = await svc.place(maker.uid, limit('sell', '0.05', '40000'));
    const before = await version();
    const results = await Promise.allSettled([
      svc.place(a.uid, limit('buy', '0.01', '40000')),
      svc.place(b.uid, limit('buy', '0.01', '40000')),
      svc.place(c.uid, limit('buy', '0.01', '40000')),
    ]);
    expect(await version()).toBe(before + 1); // one transaction for the three
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(ledger.ran).toEqual([3, 3, 4, 4]); // the rolled-back attempt's effects (A's 1, B's 2) never ran
    await expectBookEqualsDatabase(svc);
    await svc.cancel(maker.uid, ask.id);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a refusal that wrote nothing loses the after-commit effects it registered; the batch goes on', async () => {
    const a = await trader(t, { usdt: '10000' });
    const b = await trader(t, { usdt: '10000' });
    const c = await trader(t, { usdt: '10000' });
    const ledger = new EffectThenRefuse(b.uid);
    const svc = new SpotService(t.database.db, ledger, t.services.market, { commit: 'group' });
    await svc.init();
    const before = await version();
    const results = await Promise.allSettled([
      svc.place(a.uid, limit('buy', '0.01', '30000')),
      svc.place(b.uid, limit('buy', '0.01', '30000')),
      svc.place(c.uid, limit('buy', '0.01', '30000')),
    ]);
    expect(await version()).toBe(before + 1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: { key: 'insufficient_balance' } });
    expect(ledger.ran).toEqual([a.uid, c.uid]); // B's effect went with its refusal, nothing ran twice
    await expectBookEqualsDatabase(svc);
    const placed = (i: number) => (results[i] as PromiseFulfilledResult<{ id: number }>).value.id;
    await svc.cancel(a.uid, placed(0));
    await svc.cancel(c.uid, placed(2));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a failing insert of the rows left to the batch refuses only the order whose row failed', async () => {
    const users = await Promise.all([1, 2, 3].map(() => trader(t, { usdt: '10000' })));
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { commit: 'group' });
    await svc.init();
    // the second order's row is refused by the database (as an unexpected failure of the insert would be)
    await t.database.db.execute(sql`CREATE OR REPLACE FUNCTION spot_test_refuse_row() RETURNS trigger AS $$
      BEGIN IF NEW.amount = 0.0123 THEN RAISE EXCEPTION 'injected row failure'; END IF; RETURN NEW; END $$
      LANGUAGE plpgsql`);
    await t.database.db.execute(sql`CREATE TRIGGER spot_test_refuse_row BEFORE INSERT ON spot_orders
      FOR EACH ROW EXECUTE FUNCTION spot_test_refuse_row()`);
    try {
      const before = await version();
      const results = await Promise.allSettled([
        svc.place(users[0]!.uid, limit('buy', '0.01', '30000')),
        svc.place(users[1]!.uid, limit('buy', '0.0123', '30000')),
        svc.place(users[2]!.uid, limit('buy', '0.01', '30000')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(results[1]).toMatchObject({ status: 'rejected', reason: { message: /injected row failure/ } });
      expect(await version()).toBe(before + 1); // the failed attempts rolled back; one batch committed
      expect((await spot(t, users[1]!.uid, USDT)).available.toFixed()).toBe('10000');
      await expectBookEqualsDatabase(svc);
      for (const i of [0, 2])
        await svc.cancel(users[i]!.uid, (results[i] as PromiseFulfilledResult<{ id: number }>).value.id);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER spot_test_refuse_row ON spot_orders`);
    }
  });

  it('answers and pushes in submission order, one transaction for the batch', async () => {
    const u = await trader(t, { usdt: '100000' });
    const events = new EventBus();
    const pushed: number[] = [];
    events.on('spot.committed', (e) => pushed.push(...e.orders.map((o) => o.order.id)));
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { events });
    await svc.init();
    const before = await version();
    const answered: number[] = [];
    const prices = ['30001', '30002', '30003', '30004', '30005', '30006'];
    const ids = await Promise.all(
      prices.map((p) =>
        svc.place(u.uid, limit('buy', '0.01', p)).then((o) => {
          answered.push(o.id);
          return o.id;
        }),
      ),
    );
    expect(await version()).toBe(before + 1);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids); // inserted in submission order
    expect(answered).toEqual(ids);
    expect(pushed).toEqual(ids);
    await expectBookEqualsDatabase(svc);
    await Promise.all(ids.map((id) => svc.cancel(u.uid, id)));
  });

  it('a batch of many failing operations runs each operation a bounded number of times', async () => {
    const maker = await trader(t, { btc: '1' });
    const resting = await trader(t, { usdt: '100000' });
    const takers = await Promise.all(Array.from({ length: 8 }, () => trader(t, { usdt: '10000' })));
    // every fill fails after writing (a maker row each taker trips on): each taker is refused alone
    const ledger = new CountingHolds(new Set(Array.from({ length: 8 }, (_, i) => i + 1)));
    const svc = new SpotService(t.database.db, ledger, t.services.market, {
      events: new EventBus(),
      commit: 'group',
    });
    await svc.init();
    const ask = await svc.place(maker.uid, limit('sell', '0.5', '40000'));
    ledger.holdCalls = 0;
    const results = await Promise.allSettled([
      ...Array.from({ length: 8 }, (_, i) => svc.place(resting.uid, limit('buy', '0.01', String(30000 + i)))),
      ...takers.map((u) => svc.place(u.uid, limit('buy', '0.01', '40000'))),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      ...Array.from({ length: 8 }, () => 'fulfilled'),
      ...Array.from({ length: 8 }, () => 'rejected'),
    ]);
    // one run per failure before it would be 9 attempts of the 8 resting orders (80 holds); bounded: 2 group
    // attempts, then one transaction each (32)
    expect(ledger.holdCalls).toBeLessThanOrEqual(3 * 16);
    await expectBookEqualsDatabase(svc);
    await Promise.all(
      results
        .slice(0, 8)
        .map((r) => svc.cancel(resting.uid, (r as PromiseFulfilledResult<{ id: number }>).value.id)),
    );
    await svc.cancel(maker.uid, ask.id);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a batch whose commit fails: nobody is answered or pushed, the book is rebuilt from the database', async () => {
    // a deferred check (run at COMMIT) refuses an order of 0.0777 BTC: the whole transaction fails at commit
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_0777() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.amount = 0.0777 THEN RAISE EXCEPTION 'injected commit failure'; END IF; RETURN NULL; END $$`);
    await t.database.db.execute(sql`
      CREATE CONSTRAINT TRIGGER refuse_0777 AFTER INSERT ON spot_orders DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_0777()`);
    try {
      const maker = await trader(t, { btc: '1' });
      const a = await trader(t, { usdt: '10000' });
      const events = new EventBus();
      let pushes = 0;
      events.on('spot.committed', () => pushes++);
      const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { events });
      await svc.init();
      const ask = await svc.place(maker.uid, limit('sell', '0.05', '41000'));
      pushes = 0;
      const before = await version();
      const results = await Promise.allSettled([
        svc.place(a.uid, limit('buy', '0.02', '41000')), // fills in the engine, then the batch fails
        svc.place(a.uid, limit('buy', '0.0777', '20000')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(pushes).toBe(0);
      expect(await version()).toBe(before);
      expect(svc.books.book(pairId).get(String(ask.id))).toMatchObject({ qty: 50000n });
      await expectBookEqualsDatabase(svc);
      expect((await spot(t, a.uid, USDT)).available.toFixed()).toBe('10000');
      // the next batch commits normally against the rebuilt book
      const buy = await svc.place(a.uid, limit('buy', '0.02', '41000'));
      expect(buy).toMatchObject({ status: 'filled', filled: '0.020000' });
      await svc.cancel(maker.uid, ask.id);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_0777 ON spot_orders`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_0777()`);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
