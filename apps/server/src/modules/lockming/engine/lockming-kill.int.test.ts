import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../../test/db-url';
import { admin } from '../../../../test/global-setup';
import { spawnServer, until, type ServerProcess } from '../../../../test/server-process';
import { cloneTemplate, createTestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger';
import { bulkUsers, count, newProduct, seedLocks } from '../lockming.testing';

/**
 * Fault test: ORDERS locks with three completed, unpaid days; a real server process pays them
 * (the dividend cron's start run fans out batch jobs of 500) and is killed with SIGKILL once some but not all
 * are paid; a second process finishes. Every order is paid each day exactly once — one dividend row and one
 * ledger entry per order and day, its total and its holder's balance agreeing — and the ledger is clean.
 */
const ORDERS = 5_000;
const DAYS_DUE = 3;
const name = `meridian_t_${randomBytes(6).toString('hex')}`;

afterAll(() => admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

describe('lock-mining dividends: kill -9 midway, a second process finishes', () => {
  it('pays every order each due day exactly once across a killed process and its successor', async () => {
    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-lock-kill-'));
    const t = await createTestApp(undefined, { sharedDatabase: { name } });
    const servers: ServerProcess[] = [];
    const n = (q: ReturnType<typeof sql>) => count(t, q);
    const paid = sql`SELECT count(*)::int AS n FROM lock_dividends`;
    try {
      const productId = await newProduct(t, { day: 10, save_min: '1' });
      const users = await bulkUsers(t, ORDERS, '1000', `lkkill${Date.now()}x`);
      await seedLocks(t, productId, users, { amount: '1000', days: 10, startedDaysAgo: DAYS_DUE });
      await t.app.close();

      const url = databaseUrl(inject('dbAdminUrl'), name);
      const env = { JOBS_CONCURRENCY: '1', JOBS_POLL_MS: '200', MICROTRADE: 'off' };
      const first = await spawnServer({ dataDir, databaseUrl: url, env });
      servers.push(first);
      await until('some dividends paid', async () => (await n(paid)) > 0, 120_000, first.log);
      first.child.kill('SIGKILL');
      await first.exited;
      const byFirst = await n(paid);
      expect(byFirst).toBeGreaterThan(0);
      expect(byFirst).toBeLessThan(ORDERS * DAYS_DUE);

      const second = await spawnServer({ dataDir, databaseUrl: url, env: { ...env, JOBS_CONCURRENCY: '2' } });
      servers.push(second);
      await until('every day paid', async () => (await n(paid)) === ORDERS * DAYS_DUE, 180_000, second.log);
      // the dead worker's batch is handed back after the liveness grace (or left as a dead letter): a no-op
      await until(
        'no lock-mining batch due',
        async () =>
          (await n(
            sql`SELECT count(*)::int AS n FROM graphile_worker.jobs
                 WHERE task_identifier LIKE 'lockming.%_batch' AND run_at <= now() AND attempts < max_attempts`,
          )) === 0,
        120_000,
        second.log,
      ).catch(async (err: unknown) => {
        const rows = await t.database.db.execute(
          sql`SELECT id, task_identifier, key, attempts, max_attempts, run_at, locked_at, locked_by, last_error
               FROM graphile_worker.jobs WHERE task_identifier LIKE 'lockming.%'`,
        );
        console.error(JSON.stringify({ lockKillStuck: rows.rows, now: new Date() }));
        throw err;
      });
      const left = await t.database.db.execute<{ last_error: string | null } & Record<string, unknown>>(
        sql`SELECT task_identifier, attempts, run_at, last_error FROM graphile_worker.jobs
             WHERE task_identifier LIKE 'lockming.%'`,
      );
      console.info(JSON.stringify({ lockKillLeft: left.rows }));
      expect(left.rows.filter((r) => r.last_error !== null && !r.last_error.includes('worker'))).toEqual([]);
      second.child.kill('SIGTERM');
      await second.exited;

      expect(
        await n(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'lockming_dividend'`),
      ).toBe(ORDERS * DAYS_DUE);
      expect(
        await n(sql`SELECT count(*)::int AS n FROM lock_orders o JOIN ledger_accounts a
                     ON a.user_id = o.user_id AND a.currency_id = o.currency_id AND a.account_type = 2
                     WHERE o.days_paid <> ${DAYS_DUE} OR o.total_interest <> 9 OR a.available <> 9`),
      ).toBe(0);
      expect(await checkLedger(t.database.db)).toEqual([]);
      console.info(JSON.stringify({ lockKill: { orders: ORDERS, paidByFirst: byFirst } }));
    } finally {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await t.database.close().catch(() => undefined);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
