import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { SpotService } from './spot.service';
import { USDT, spot, trader, limitOrder as limit, bookVersion } from './spot.testing';

/**
 * A batch takes the holds of its head at once (group-commit.ts `prepare`): the refusals must be those of one hold
 * after the other, in arrival order — an account short of funds refuses only the placements past its balance, a
 * cancel earlier in the batch frees funds for the placements after it, and a placement whose hold is not known
 * before it runs (a market order) takes its hold before the placements after it.
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

/** Holds the pair's queue until `open` is called: what is submitted meanwhile waits for the next batch. */
function holdQueue(svc: SpotService) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const units = { pricePrecision: 2, amountPrecision: 6 } as never;
  const done = svc.books.submit(pairId, units, { prehold: 'none', work: () => gate });
  return { open, done };
}

/** Operations waiting for the pair's next batch. */
const waiting = (svc: SpotService) => svc.books.waitingOf(pairId);

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe('holds taken at once for a batch', () => {
  it('an account short of funds refuses only its placements past its balance, in arrival order', async () => {
    const a = await trader(t, { usdt: '1000' }); // two buys of 0.01 at 49000 hold 490 each
    const b = await trader(t, { usdt: '1000' });
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { commit: 'group' });
    await svc.init();
    const before = await version();
    const results = await Promise.allSettled([
      svc.place(a.uid, limit('buy', '0.01', '49000')),
      svc.place(b.uid, limit('buy', '0.01', '49000')),
      svc.place(a.uid, limit('buy', '0.01', '49000')),
      svc.place(a.uid, limit('buy', '0.01', '49000')), // 1470 > 1000: refused
      svc.place(a.uid, limit('buy', '0.0004', '49000')), // 19.6 fits the 20 left: held, as one after the other
    ]);
    expect(await version()).toBe(before + 1); // one batch
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(results[3]).toMatchObject({ reason: { key: 'insufficient_balance' } });
    const bal = await spot(t, a.uid, USDT);
    expect([bal.available.toFixed(), bal.frozen.toFixed()]).toEqual(['0.4', '999.6']);
    // the answers' ids follow arrival order, and each order's hold is its own
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [(r.value as { id: number }).id] : []));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const held = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM spot_orders o JOIN ledger_holds h ON h.id = o.hold_id
          WHERE o.user_id = ${a.uid} AND h.ref_id = o.id::text AND h.status = 'open'`,
    );
    expect(held.rows[0]?.n).toBe(3);
    expect(await checkLedger(t.database.db)).toEqual([]);
    for (const id of ids) await svc.cancel(id === ids[1] ? b.uid : a.uid, id);
  });

  it('a cancel earlier in the batch frees funds for the placements after it', async () => {
    const a = await trader(t, { usdt: '1000' });
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { commit: 'group' });
    await svc.init();
    const first = await svc.place(a.uid, limit('buy', '0.01', '49000')); // 510 left
    const before = await version();
    const gate = holdQueue(svc);
    await until(() => waiting(svc) === 0);
    const cancel = svc.cancel(a.uid, first.id);
    await until(() => waiting(svc) === 1);
    const placed = [
      svc.place(a.uid, limit('buy', '0.01', '49000')),
      svc.place(a.uid, limit('buy', '0.01', '49000')), // refused if taken before the cancel runs
    ];
    gate.open();
    await gate.done;
    const results = await Promise.allSettled([cancel, ...placed]);
    expect(await version()).toBe(before + 2); // the gate's batch, then the cancel and both placements
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const bal = await spot(t, a.uid, USDT);
    expect([bal.available.toFixed(), bal.frozen.toFixed()]).toEqual(['20', '980']);
    expect(await checkLedger(t.database.db)).toEqual([]);
    for (const r of results.slice(1))
      await svc.cancel(a.uid, (r as PromiseFulfilledResult<{ id: number }>).value.id);
  });

  it('a market order takes its hold before the placements after it in the batch', async () => {
    const maker = await trader(t, { btc: '1' });
    const a = await trader(t, { usdt: '600' });
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { commit: 'group' });
    await svc.init();
    const ask = await svc.place(maker.uid, limit('sell', '0.01', '50000'));
    const before = await version();
    const [market, after] = await Promise.allSettled([
      svc.place(a.uid, { ...limit('buy', '0.01', '50000'), type: 'market' as const }),
      svc.place(a.uid, limit('buy', '0.01', '40000')), // 400: more than the 100 the market buy leaves
    ]);
    expect(await version()).toBe(before + 1);
    expect(market).toMatchObject({ status: 'fulfilled', value: { status: 'filled' } });
    expect(after).toMatchObject({ status: 'rejected', reason: { key: 'insufficient_balance' } });
    const bal = await spot(t, a.uid, USDT);
    expect([bal.available.toFixed(), bal.frozen.toFixed()]).toEqual(['100', '0']);
    expect(svc.books.book(pairId).get(String(ask.id))).toBeUndefined();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
