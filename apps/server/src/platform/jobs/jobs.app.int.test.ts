import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(undefined, { env: { JOBS: 'on' } });
});
afterAll(async () => {
  await t.close();
});

describe('jobs: the app runs them', () => {
  it('starts its runner with the app: the crontab is known and the start runs are done', async () => {
    const crontab = async () =>
      (
        await t.database.db.execute<{ identifier: string }>(
          sql`SELECT identifier FROM graphile_worker._private_known_crontabs ORDER BY identifier`,
        )
      ).rows.map((r) => r.identifier);
    const pending = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE '%:start'`,
        )
      ).rows[0]!.n;
    const deadline = Date.now() + 10_000;
    while ((await crontab()).length < 19 || (await pending()) > 0) {
      if (Date.now() > deadline) throw new Error('the runner did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await crontab()).toEqual([
      'copytrade.stats_hourly',
      'coupons.expire',
      'dual.settle',
      'fiat.refresh',
      'futures.overnight',
      'game.sweep',
      'ieo.allocate',
      'ieo.deliver',
      'loans.interest',
      'loans.maturity',
      'lockming.dividends',
      'lockming.maturity',
      'lockming.publish_rates',
      'nft.auction_close',
      'nft.box_reveal',
      'nft.order_expire',
      'otc.expire',
      'platform.prune_domain_events',
      'platform.prune_idempotency_keys',
      'platform.prune_job_effects',
      'push.prune_deliveries',
      'spot.prune_house_quotes',
      'vitals.prune',
    ]);
    expect(await t.services.jobs.deadLetters(t.database.db)).toEqual([]);
  });
});
