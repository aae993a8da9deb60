import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { leadershipKey } from '../../platform/leadership';
import { checkLedger } from '../ledger/invariants';
import { find, futures, position, submit, tick, trader } from './futures.testing';

/** The futures trigger role's lock key (platform/leadership.ts). */
const [LOCK_SPACE, LOCK_KEY] = leadershipKey('futures-triggers');
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close().catch(() => undefined);
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('futures across nodes and restarts', () => {
  it('one leader; a position opened on another node reaches its index; a restart rebuilds the index', async () => {
    const a = await createTestApp();
    apps.push(a);
    expect(await a.services.futuresTriggers.ready()).toBe(true);
    const b = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    apps.push(b);
    expect(await b.services.futuresTriggers.ready()).toBe(false);
    await tick(a, '50000.00');
    await tick(b, '50000.00');

    const u = await trader(a, '1000');
    const viaB = position(await submit(b, u, { type: 1, share: 2, multiple: 10 }));
    expect(viaB.liquidation_price).toBe('46004.60');
    await until(() => a.services.futuresTriggers.index.get(`liq:${viaB.id}`) !== undefined);
    await tick(a, '46000.00');
    expect(await find(a, u, viaB.id)).toMatchObject({ status: 3, close_reason: 'liquidation' });

    await tick(a, '50000.00');
    const withTp = position(
      await submit(a, u, { type: 2, share: 1, multiple: 5, target_profit_price: '49000' }),
    );
    await b.app.close();
    await a.app.close(); // the app only: its database stays for the next node
    const c = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    apps.push(c);
    expect(await c.services.futuresTriggers.ready()).toBe(true);
    expect(c.services.futuresTriggers.index.get(`tp:${withTp.id}`)).toBeDefined();
    await tick(c, '48999.00');
    expect(await find(c, u, withTp.id)).toMatchObject({
      status: 3,
      close_reason: 'tp',
      close_origin_price: '48999.00',
    });
    expect(await checkLedger(c.database.db)).toEqual([]);
  });

  it('a manual close racing a liquidation on the same tick settles once', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.services.futuresTriggers.ready();
    await tick(t, '50000.00');
    for (let i = 0; i < 5; i++) {
      const u = await trader(t, '1000');
      const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
      const [closed] = await Promise.all([
        post(t.app, '/lever/close', { id: p.id }, { token: u.token }),
        tick(t, i % 2 ? '40000.00' : '50000.00'),
      ]);
      await tick(t, '40000.00');
      const final = await find(t, u, p.id);
      expect(final?.status).toBe(3);
      const b = await futures(t, u.uid);
      expect(b.frozen.toFixed()).toBe('0');
      // exactly one settlement: what the stored close says came back, on top of 1,000 − margin − fee
      expect(b.available.toFixed()).toBe(
        new Decimal('899.48995').plus(final!.caution_money).plus(final!.fact_profits).toFixed(),
      );
      if (closed.body.type === 'error') expect(closed.body.code).toBe('lever_position_not_open');
      await tick(t, '50000.00');
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a leader whose lock connection dies steps down; a leader is back within seconds and fires the levels', async () => {
    const a = await createTestApp();
    apps.push(a);
    expect(await a.services.futuresTriggers.ready()).toBe(true);
    const b = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    apps.push(b);
    const both = async (price: string) => {
      await tick(a, price);
      await tick(b, price);
    };
    await both('50000.00');
    const u = await trader(a, '1000');
    const p = position(await submit(a, u, { type: 1, share: 1, multiple: 10, target_profit_price: '51000' }));
    const holders = async () =>
      (
        await a.database.db.execute(sql`
          SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
            AND classid = ${LOCK_SPACE}::oid AND objid = ${LOCK_KEY}::oid AND objsubid = 2
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)
      ).rows as { pid: number }[];
    const [holder] = await holders();
    await a.database.db.execute(sql`SELECT pg_terminate_backend(${holder!.pid})`);
    // a notices within a second (its lock connection no longer answers), drops its index and tries again;
    // whichever node takes the free lock rebuilds its index from the database
    await vi.waitFor(
      async () => {
        const now = await holders();
        expect(now).toHaveLength(1);
        expect(now[0]!.pid).not.toBe(holder!.pid);
      },
      { timeout: 5000 },
    );
    // exactly one node evaluates triggers again (a stepped down before, or took the free lock back)
    await vi.waitFor(() => expect([a, b].filter((x) => x.services.futuresTriggers.leading)).toHaveLength(1), {
      timeout: 5000,
    });
    await both('51000.00');
    expect(await find(a, u, p.id)).toMatchObject({ status: 3, close_reason: 'tp' });
  });
});
