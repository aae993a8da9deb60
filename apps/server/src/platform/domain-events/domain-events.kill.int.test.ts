import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  FAULT_JOB,
  FAULT_SUBSCRIBER,
  FAULT_USDT,
  faultJob,
  faultSubscriber,
} from '../../../test/fault-fixtures';
import { killTestDatabase } from '../../../test/kill-test';
import { spawnServer, stopServer, until, type ServerProcess } from '../../../test/server-process';
import { checkLedger } from '../../modules/ledger/invariants';
import { Ledger } from '../../modules/ledger/ledger.service';
import type { EntryInput } from '../../modules/ledger/types';
import type { Database, Db } from '../db';
import { Jobs } from '../jobs';
import { DomainEventDelivery, domainEvents } from './index';

/**
 * Fault test: a real server process starts on a backlog of due jobs and undelivered events
 * whose handlers move money through the ledger, is killed with SIGKILL in the middle, and a second process
 * finishes them. Every effect happened exactly once (one ledger entry per effect key, the money conserved to
 * the cent) and the ledger's invariants hold. The fixtures (test/fault-fixtures.ts) are registered by the
 * servers only because TEST_FAULT_FIXTURES=on (refused outside NODE_ENV=test).
 */
const USERS = 200;
const JOBS = 2_000;
const EVENTS = 2_000;
const TOTAL = JOBS + EVENTS;
const { url, run } = killTestDatabase('meridian-events-kill-');
const log = pino({ level: 'silent' });

const amountOf = (i: number) => new Decimal(1 + (i % 9)).plus(new Decimal(i % 100).div(100));

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const r = await db.execute<Record<string, unknown>>(query);
  return r.rows[0] as T;
}

/** USERS users whose spot USDT is exactly what their effects move; JOBS due jobs and EVENTS undelivered events. */
async function seed(database: Database): Promise<Map<number, Decimal>> {
  const { db, pool } = database;
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'fault' || i || '@example.com', 'fault' || i, 'x', 'FK' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const ids = users.rows.map((r) => Number(r.id));
  const owed = new Map<number, Decimal>();
  const effect = (i: number) => {
    const userId = ids[i % USERS]!;
    owed.set(userId, (owed.get(userId) ?? new Decimal(0)).plus(amountOf(i)));
    return { userId, amount: amountOf(i).toFixed() };
  };
  const jobsPlan = Array.from({ length: JOBS }, (_, i) => ({ key: `fault:job:${i}`, ...effect(i) }));
  const eventsPlan = Array.from({ length: EVENTS }, (_, i) => effect(JOBS + i));
  const funding: EntryInput[] = [...owed].map(([userId, amount]) => ({
    kind: 'genesis',
    lines: [
      { account: { house: 'genesis' as const, currencyId: FAULT_USDT }, amount: amount.neg() },
      { account: { userId, currencyId: FAULT_USDT, type: 2 as const }, amount },
    ],
  }));
  const ledger = new Ledger();
  // the test process's own registry: the same fixtures the servers register, so `record` finds the subscriber
  const jobs = new Jobs({ pool, log, config: { enabled: false, concurrency: 1, pollMs: 1_000 } });
  const job = faultJob(db, ledger);
  jobs.register(job);
  const delivery = new DomainEventDelivery({ db, jobs });
  delivery.register(faultSubscriber(ledger));
  await delivery.sync();
  await db.transaction(async (tx) => {
    await ledger.post(tx, funding);
    // one statement for the lot (jobs.enqueue adds one at a time): the same job, payload and attempts
    const payloads = jobsPlan.map((p) => JSON.stringify(job.payload.parse(p)));
    await tx.execute(sql`
      SELECT count(*) FROM graphile_worker.add_jobs(ARRAY(
        SELECT ROW(${FAULT_JOB}, p::json, NULL, NULL, ${job.maxAttempts}, NULL, NULL, NULL)::graphile_worker.job_spec
          FROM unnest(${sql.param(payloads)}::text[]) AS p))`);
    await domainEvents.recordAll(
      tx,
      'wallet.deposit_credited',
      eventsPlan.map((p, i) => ({
        depositId: 1_000_000 + i,
        userId: p.userId,
        currencyId: FAULT_USDT,
        amount: p.amount,
        creditedAt: new Date().toISOString(),
      })),
    );
  });
  return owed;
}

const applied = async (db: Db) =>
  (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM fault_runs WHERE applied`)).n;
const pending = async (db: Db) =>
  (
    await one<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs
           WHERE task_identifier IN (${FAULT_JOB}, ${`event.${FAULT_SUBSCRIBER}`})`,
    )
  ).n;

const env = { TEST_FAULT_FIXTURES: 'on', JOBS_CONCURRENCY: '4', JOBS_POLL_MS: '200', MICROTRADE: 'off' };

describe('durable jobs and events: kill -9 midway, a second process finishes', () => {
  it('every effect happens exactly once across a killed process and its successor; the ledger is clean', async () => {
    await run(async ({ database, db, dataDir }) => {
      const servers: ServerProcess[] = [];
      try {
        await db.execute(sql`CREATE TABLE fault_runs (key text NOT NULL, pid int NOT NULL, applied boolean NOT NULL,
          at timestamptz NOT NULL DEFAULT clock_timestamp())`);
        const t0 = Date.now();
        const owed = await seed(database);
        expect(await pending(db)).toBe(TOTAL);
        const seededMs = Date.now() - t0;

        // the first process works through the backlog; it is killed hard once some, not all, effects are done
        const first = await spawnServer({ dataDir, databaseUrl: url(), env });
        servers.push(first);
        const t1 = Date.now();
        await until(
          'a quarter of the effects',
          async () => (await applied(db)) >= TOTAL / 4,
          60_000,
          first.log,
        );
        await stopServer(first, 'SIGKILL');
        const killedAfterMs = Date.now() - t1;
        const byFirst = await applied(db);
        const inFlight = (
          await one<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE locked_at IS NOT NULL`,
          )
        ).n;
        expect(byFirst).toBeGreaterThan(0);
        expect(byFirst).toBeLessThan(TOTAL);

        // the second finishes everything, the jobs the dead process held included (handed back after 30 s)
        const second = await spawnServer({ dataDir, databaseUrl: url(), env });
        servers.push(second);
        const t2 = Date.now();
        // a loaded CI machine takes ~20 s to start the second process before the 30 s hand-back begins
        await until('every effect', async () => (await pending(db)) === 0, 120_000, second.log);
        const secondMs = Date.now() - t2;
        await stopServer(second, 'SIGTERM');

        // exactly once: one ledger entry per effect key, each effect key claimed once
        const entries = await one<{ refs: number; entries: number; twice: number }>(
          db,
          sql`SELECT count(DISTINCT (ref_type, ref_id))::int AS refs, count(*)::int AS entries,
                     (SELECT count(*) FROM (SELECT 1 FROM ledger_entries WHERE kind = 'fault_test'
                       GROUP BY ref_type, ref_id HAVING count(*) > 1) d)::int AS twice
                FROM ledger_entries WHERE kind = 'fault_test'`,
        );
        expect(entries).toEqual({ refs: TOTAL, entries: TOTAL, twice: 0 });
        const byProcess = await db.execute<{ memo: string; n: number }>(sql`
          SELECT memo, count(*)::int AS n FROM ledger_entries WHERE kind = 'fault_test' GROUP BY memo ORDER BY memo`);
        const done = new Map(byProcess.rows.map((r) => [r.memo, r.n]));
        expect(done.get(`pid ${first.child.pid}`)).toBe(byFirst);
        expect(done.get(`pid ${second.child.pid}`)).toBe(TOTAL - byFirst);
        const redone = await one<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM fault_runs WHERE NOT applied`,
        );

        // the money: every user's spot USDT moved to their futures account to the cent, nothing more
        const balances = await db.execute<{ user_id: string; spot: string; lever: string }>(sql`
          SELECT user_id, sum(available) FILTER (WHERE account_type = 2)::text AS spot,
                 sum(available) FILTER (WHERE account_type = 3)::text AS lever
            FROM ledger_accounts WHERE user_id IS NOT NULL AND currency_id = ${FAULT_USDT} GROUP BY user_id`);
        expect(balances.rows).toHaveLength(USERS);
        for (const b of balances.rows) {
          expect(new Decimal(b.spot).isZero()).toBe(true);
          expect(new Decimal(b.lever).eq(owed.get(Number(b.user_id))!)).toBe(true);
        }
        expect(await checkLedger(db)).toEqual([]);
        const delivery = new DomainEventDelivery({
          db,
          jobs: new Jobs({
            pool: database.pool,
            log,
            config: { enabled: false, concurrency: 1, pollMs: 1_000 },
          }),
        });
        expect((await delivery.undelivered({ page: 1, limit: 10 })).total).toBe(0);

        console.info(
          JSON.stringify({
            faultTest: {
              jobs: JOBS,
              events: EVENTS,
              seededMs,
              doneByFirst: byFirst,
              killedAfterMs,
              inFlightAtKill: inFlight,
              doneBySecond: TOTAL - byFirst,
              secondMs,
              jobsRunAgainAfterTheirEffectCommitted: redone.n,
            },
          }),
        );
      } finally {
        for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      }
    });
  }, 240_000);
});
