import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../test/statement-counter';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SpotService } from './spot.service';
import { trader, type Trader, limitOrder as limit } from './spot.testing';

/**
 * Statements per order: counts the statements the pool sends for a batch of resting orders,
 * crossing orders and cancels, on the group path and on the serial path (the benchmark's baseline). Printed,
 * and bounded per order and per commit group (not per operation, which depends on how the scheduler batched) so
 * a change that adds round trips to the order path shows up here.
 */
/** The test app's background work a fill sets off meanwhile (its domain-event jobs), not the order path's. */
const BACKGROUND = /graphile_worker|job_effects|FROM domain_events WHERE id|"users"/i;
let t: TestApp;
const count = statementCounter((text) => !BACKGROUND.test(text));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The order path's own statements: those on the spot and ledger tables. The test app's engines (leadership
 * checks, futures, options and loans sweeps) query meanwhile, more often on a loaded machine, and are not counted.
 */
const ORDER_PATH = /spot_|ledger_/i;
/**
 * A commit group's own statements: paid once per group however many orders it carries, so their share per order
 * depends on how the scheduler happened to batch (a loaded machine makes smaller groups). Each group bumps the
 * book's version once, which is how groups are counted.
 */
const PER_GROUP = /spot_book_versions|nextval\(/i;
const GROUP = /spot_book_versions/i;

async function counted<T>(
  n: number,
  work: () => Promise<T>,
): Promise<{ out: T; perOp: number; perOrder: number; groups: number; perGroup: number }> {
  const { out, statements, texts } = await count(work);
  const path = texts.filter((text) => ORDER_PATH.test(text));
  const group = path.filter((text) => PER_GROUP.test(text));
  const groups = group.filter((text) => GROUP.test(text)).length;
  return {
    out,
    perOp: statements / n,
    perOrder: (path.length - group.length) / n,
    groups,
    perGroup: groups ? group.length / groups : 0,
  };
}

describe.each(['group', 'serial'] as const)('statements per order, %s path', (commit) => {
  it('resting orders, crossing orders, cancels', async () => {
    const svc = new SpotService(t.database.db, t.services.ledger, t.services.market, { commit });
    await svc.init();
    const users: Trader[] = [];
    for (let i = 0; i < 8; i++) users.push(await trader(t, { usdt: '1000000', btc: '10' }));
    const N = 16;
    const resting = await counted(N, () =>
      Promise.all(
        Array.from({ length: N }, (_, i) =>
          svc.place(users[i % 8]!.uid, limit(i % 2 ? 'sell' : 'buy', '0.01', i % 2 ? '51000' : '49000')),
        ),
      ),
    );
    const crossing = await counted(N / 2, () =>
      Promise.all(
        Array.from({ length: N / 2 }, (_, i) =>
          svc.place(
            users[(i + 1) % 8]!.uid,
            limit(i % 2 ? 'buy' : 'sell', '0.005', i % 2 ? '51000' : '49000', 'IOC'),
          ),
        ),
      ),
    );
    const cancels = await counted(N, () =>
      Promise.allSettled(resting.out.map((o, i) => svc.cancel(users[i % 8]!.uid, o.id))),
    );
    const figures = Object.fromEntries(
      Object.entries({ resting, crossing, cancel: cancels }).map(([k, c]) => [
        k,
        { perOp: c.perOp, perOrder: c.perOrder, groups: c.groups, perGroup: c.perGroup },
      ]),
    );
    process.stdout.write(`statements per operation (${commit}): ${JSON.stringify(figures)}\n`);
    expect(crossing.out.every((o) => o.fills.length === 1)).toBe(true);
    // a cancel is refused only for an order a crossing order filled
    for (const r of cancels.out)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ key: 'spot_order_not_open' });
    // Per order, whatever the batching: a resting order is its insert and its hold (2; on the group path its hold
    // goes with the batch's, one statement per group, and its row with the batch's run of rows that matched
    // nothing, one insert for the run: 1/16 for a batch of sixteen); a crossing order adds the fill's trade, order, ledger and
    // hold statements (9, plus a house account made once; group 8); a cancel cancels and releases (2: the pair of
    // an order resting is known from the books, with no read; on the group path its cancel and release go with the
    // batch's run of cancels, one statement each: 2/16; a cancel of an order a crossing order filled reads it and
    // is refused in its own turn: ~0.8 in all). Each
    // group adds its book version and an id batch (and, on the group path, the holds of its placements), besides
    // begin and commit. A background statement of the test app in the window adds 1/16 to a figure, hence the
    // tenths. Measured before the one-statement hold, release, cancel and fill updates: resting 13.2, crossing
    // 39.9, cancel 9.6 statements per operation; before the batch's holds and writes (group): resting 2, crossing 9, cancel 3; before the books named a
    // cancel's pair: cancel 1.7 (group), 3 (serial).
    const group = commit === 'group';
    for (const c of [resting, crossing, cancels]) expect(c.perGroup).toBeLessThanOrEqual(group ? 3 : 2);
    expect(resting.perOrder).toBeLessThanOrEqual(group ? 0.5 : 2.1);
    expect(crossing.perOrder).toBeLessThanOrEqual(group ? 8.5 : 9.5);
    expect(cancels.perOrder).toBeLessThanOrEqual(group ? 1 : 2.5);
    // the group path batches: sixteen orders placed at once do not take sixteen transactions
    if (group) expect(resting.groups).toBeLessThan(N);
    else expect(resting.groups).toBe(N);
  });
});
