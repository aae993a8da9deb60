/**
 * Copy-trading fan-out: one trader's close mirrored onto 1,000 followers' copies by the copy
 * engine's own path — the trader's close transaction records `futures.position_closed`; its delivery job (any
 * node's job runner, woken by LISTEN/NOTIFY) enqueues one copy job per 100 followers; each job closes its
 * copies in one transaction (reason `copy`, the follow's P&L and profit share in the same transaction). Timed:
 * from the trader's commit (the close call returned) to the commit of the LAST copy (the futures service's
 * after-commit listener sees it closed), over 20 rounds; the open fan-out of each round is timed the same way.
 * The app runs in this process with its job runner on (JOBS_CONCURRENCY workers) on PostgreSQL: a fresh
 * database on DATABASE_URL's server when set (dropped after), else an embedded server. Afterwards every copy
 * must be closed exactly once, no job left, and checkLedger clean.
 * Prints one JSON document and saves it to docs/bench/copy-fanout.json.
 * Usage: npm run bench:copy [-- --followers 1000 --rounds 20 --concurrency 4]
 */
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { copyFollows, copyTraders } from '../apps/server/src/modules/copytrade/copytrade.schema';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
import { count, insertUsers, JOBS_FAILED, report, withBenchApp } from './lib/in-process-app';
import { machine } from './lib/machine';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    followers: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
  },
});
const FOLLOWERS = Number(values.followers);
const ROUNDS = Number(values.rounds);
const CONCURRENCY = values.concurrency;
const USDT = 3;
const BTC = 1;
const PAIR = 1;

async function main() {
  const result = await withBenchApp('copy', CONCURRENCY, async (app) => {
    const s = app.services;
    await s.futuresTriggers.ready();
    const db = app.db;

    // the trader and the followers, funded through the ledger; follows of 1 fixed lot
    const seedStarted = performance.now();
    const ids = await insertUsers(db, 'copybench', 'CB', 0, FOLLOWERS);
    const [traderId, ...followerIds] = ids as [number, ...number[]];
    for (let k = 0; k < ids.length; k += 500) {
      const entries: EntryInput[] = ids.slice(k, k + 500).map((userId) => ({
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal('100000').neg() },
          { account: { userId, currencyId: USDT, type: 3 }, amount: '100000' },
        ],
      }));
      await db.transaction((tx) => s.ledger.post(tx, entries));
    }
    await db
      .insert(copyTraders)
      .values({ userId: traderId, profitShare: '10', maxFollowers: 10_000, minAmount: '1' });
    await db.insert(copyFollows).values(
      followerIds.map((followerUserId) => ({
        followerUserId,
        traderUserId: traderId,
        type: 2,
        number: '1',
        budget: '1000000',
        profitShare: '10',
      })),
    );
    const seedMs = performance.now() - seedStarted;

    // committed copies of the current trader position, seen by the after-commit listener
    let current = 0;
    let opened = 0;
    let closed = 0;
    let lastOpen = 0;
    let lastClose = 0;
    s.futures.onChange((rows) => {
      for (const r of rows) {
        if (r.followOrderId !== current) continue;
        if (r.status === 1 && r.copyAttached && r.closeReason === '') {
          opened++;
          lastOpen = performance.now();
        } else if (r.status === 3 && r.closeReason === 'copy') {
          closed++;
          lastClose = performance.now();
        }
      }
    });
    const until = async (what: string, ok: () => boolean, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`copy fan-out: ${what} not reached`);
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    let price = new Decimal('50000');
    const tick = () => {
      price = price.plus(1);
      s.market.applyTicks([{ pairId: PAIR, time: Date.now(), price: price.toFixed(2), volume: '0.1' }]);
    };

    // each round starts on a quiet queue (the previous round's copies' own event deliveries done)
    const idle = async () => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const r = await db.execute<{ n: number } & Record<string, unknown>>(
          sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE run_at <= now() AND attempts < max_attempts`,
        );
        if (r.rows[0]!.n === 0) return;
        if (Date.now() > deadline) throw new Error('copy fan-out: the job queue never emptied');
        await new Promise((res) => setTimeout(res, 20));
      }
    };
    const openMs: number[] = [];
    const closeMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await idle();
      tick();
      opened = closed = 0;
      current = -1;
      const p = await s.futures.submit(traderId, {
        currency_id: BTC,
        legal_id: USDT,
        type: 1,
        share: 1,
        multiple: 10,
        status: 1,
      });
      const openCommitted = performance.now();
      current = p.id;
      await until('every copy opened', () => opened === FOLLOWERS);
      openMs.push(lastOpen - openCommitted);
      await idle();
      tick();
      await s.futures.close(traderId, p.id);
      const closeCommitted = performance.now();
      await until('every copy closed', () => closed === FOLLOWERS);
      closeMs.push(lastClose - closeCommitted);
    }

    // checks: every copy closed once with its trader, nothing left to do, the ledger clean
    const one = (q: ReturnType<typeof sql>) => count(db, q);
    const checks = {
      copies_closed_by_trader: await one(
        sql`SELECT count(*)::text AS n FROM copy_trades WHERE status = 'closed' AND close_cause = 'trader'`,
      ),
      copies_not_closed: await one(sql`SELECT count(*)::text AS n FROM copy_trades WHERE status <> 'closed'`),
      copies_closed_twice: await one(sql`SELECT count(*)::text AS n FROM (SELECT position_id FROM copy_trades
        GROUP BY position_id HAVING count(*) > 1) d`),
      positions_open: await one(sql`SELECT count(*)::text AS n FROM lever_positions WHERE status = 1`),
      jobs_failed: await one(JOBS_FAILED),
      ledger_violations: (await checkLedger(db)).length,
    };
    return {
      benchmark: 'copy-fanout',
      description:
        'One trader’s close mirrored onto 1,000 followers’ copies by the copy engine (domain event → copy jobs of 100 followers → one transaction per job): time from the trader’s commit to the last copy committed',
      machine: machine(),
      postgres: app.postgres,
      followers: FOLLOWERS,
      rounds: ROUNDS,
      job_concurrency: Number(CONCURRENCY),
      close_fanout_ms: stats(closeMs),
      open_fanout_ms: stats(openMs),
      goal: { close_p99_ms_below: 2000, met: stats(closeMs).p99 < 2000 },
      checks,
      seed_seconds: Number((seedMs / 1000).toFixed(1)),
      at: new Date().toISOString(),
    };
  });
  await report('copy-fanout', result, FOLLOWERS === 1000 && ROUNDS === 20);
  const { checks } = result;
  if (
    checks.copies_closed_by_trader !== FOLLOWERS * ROUNDS ||
    checks.copies_not_closed !== 0 ||
    checks.copies_closed_twice !== 0 ||
    checks.positions_open !== 0 ||
    checks.ledger_violations !== 0
  )
    throw new Error('copy fan-out benchmark: a check failed');
}

await main();
