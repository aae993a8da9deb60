import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../test/statement-counter';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SpotService } from './spot.service';
import { trader, type Trader, limitOrder as limit } from './spot.testing';

/**
 * Statements per order: counts the statements the pool sends for a batch of resting orders,
 * crossing orders and cancels, on the group path and on the serial path (the benchmark's baseline). Printed,
 * and bounded so a change that adds round trips to the order path shows up here.
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

async function counted<T>(n: number, work: () => Promise<T>): Promise<{ out: T; perOp: number }> {
  const { out, statements } = await count(work);
  return { out, perOp: statements / n };
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
    const figures = { resting: resting.perOp, crossing: crossing.perOp, cancel: cancels.perOp };
    process.stdout.write(`statements per operation (${commit}): ${JSON.stringify(figures)}\n`);
    expect(crossing.out.every((o) => o.fills.length === 1)).toBe(true);
    // a cancel is refused only for an order a crossing order filled
    for (const r of cancels.out)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ key: 'spot_order_not_open' });
    // Group path: resting 13.2 → 4.3 → 2.25, crossing 39.9 → 15.1 → 9.6, cancel 9.6 → 7.2 → 3.4
    // (first → second → third pass: one-statement hold, release, cancel and fill updates; no savepoints; the
    // third pass's figures leave out the background jobs' statements, about 1 per crossing order)
    if (commit === 'group') {
      expect(resting.perOp).toBeLessThanOrEqual(3);
      expect(crossing.perOp).toBeLessThanOrEqual(10);
      expect(cancels.perOp).toBeLessThanOrEqual(4);
    }
  });
});
