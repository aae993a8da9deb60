import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { find, futures, position, submit, tick, trader } from './futures.testing';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await tick(t, '50000.00');
});
afterAll(async () => {
  await t.close();
});

describe('futures: the overnight fee on the job runner', () => {
  it('is a recurring job of the app; nothing runs on its own while JOBS=off', async () => {
    const r = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'futures.overnight'`,
    );
    expect(r.rows[0]!.n).toBe(0); // JOBS=off in tests: nothing scheduled by itself
    await expect(t.services.jobs.runCron(t.database.db, 'futures.overnight')).resolves.toMatch(/^\d+$/);
    await t.services.jobs.drain();
  });

  it('charges once per position and UTC day, however often (and however concurrently) its slots run', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    // 01:00 UTC tomorrow: its slots below (+0, +15, +30 min) all fall on that one UTC day, whatever the time now.
    const tomorrow = new Date(Math.floor(Date.now() / DAY) * DAY + DAY + 3_600_000);
    // The same day's slots three times over (a retry, a duplicate, a second node), two drains at once.
    for (const minutes of [0, 15, 30]) {
      await t.services.jobs.runCron(
        t.database.db,
        'futures.overnight',
        new Date(tomorrow.getTime() + minutes * 60_000),
      );
    }
    await Promise.all([t.services.jobs.drain(), t.services.jobs.drain()]);
    // 1,000.10 × 0.02 % = 0.20002 once
    expect(await find(t, u, p.id)).toMatchObject({
      caution_money: '99.809980',
      overnight_money: '0.200020',
    });
    expect(await futures(t, u.uid)).toEqual({
      available: new Decimal('899.48995'),
      frozen: new Decimal('99.80998'),
    });

    await t.services.jobs.runCron(t.database.db, 'futures.overnight', new Date(tomorrow.getTime() + DAY));
    await t.services.jobs.drain();
    expect((await find(t, u, p.id))?.overnight_money).toBe('0.400040'); // the next day: charged again
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
