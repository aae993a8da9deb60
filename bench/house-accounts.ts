/**
 * Striped house accounts: concurrent futures closes by different users, each one its own
 * transaction making a close's ledger postings — the position's margin hold posted back to the user, the
 * profit from `house_pnl`, the fee to `fees` — and holding the margin of the user's next position (so the run
 * sustains itself). Every worker is a different user: the only rows they share are the house accounts. The
 * same workload runs with one house row (`houseStripes: 1`, the ledger before) and with striped house
 * accounts (the default), alternating rounds in the same run on the same database; ratios are the claim (the
 * machine is shared). Ends with `checkLedger` and the house sums. Prints one JSON document.
 * Usage: npm run bench:house [-- --workers 32 --seconds 12 --rounds 2 --stripes 8]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import { Ledger } from '../apps/server/src/modules/ledger/ledger.service';
import { HOUSE_STRIPES, type AccountRef } from '../apps/server/src/modules/ledger/types';
import { connectDatabase, migrateDatabase, sqlState, type Db } from '../apps/server/src/platform/db';
import { machine } from './lib/machine';
import { openPostgres } from './lib/postgres';
import { stats } from './lib/stats';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '2' },
    stripes: { type: 'string', default: String(HOUSE_STRIPES) },
  },
});
const WORKERS = Number(values.workers);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const STRIPES = Number(values.stripes);
const USDT = 3;
const MARGIN = '10';
const PROFIT = '0.5';
const FEE = '0.1';
const FIRST_USER = 500_000;

const lever = (userId: number): Extract<AccountRef, { userId: number }> => ({
  userId,
  currencyId: USDT,
  type: 3,
});

/** Every worker's user funded, and the margin of its first position held. Returns the hold per user. */
async function seed(db: Db, ledger: Ledger): Promise<Map<number, number>> {
  const users = Array.from({ length: WORKERS }, (_, i) => FIRST_USER + i);
  const holds = await db.transaction(async (tx) => {
    await ledger.post(
      tx,
      users.map((u) => ({
        kind: 'deposit' as const,
        lines: [
          { account: { house: 'deposits_clearing' as const, currencyId: USDT }, amount: '-1000000' },
          { account: lever(u), amount: '1000000' },
        ],
      })),
    );
    return ledger.holds(
      tx,
      users.map((u) => ({
        account: lever(u),
        amount: MARGIN,
        ref: { type: 'lever_position', id: `${u}:0` },
      })),
    );
  });
  return new Map(users.map((u, i) => [u, holds[i]!]));
}

/** One close: the hold posted back to the user, profit from house P&L, fee to fees; the next margin held. */
async function closeOne(db: Db, ledger: Ledger, userId: number, holdId: number, n: number): Promise<number> {
  return db.transaction(async (tx) => {
    await ledger.postHolds(
      tx,
      [{ holdId, kind: 'lever_close', to: [{ account: lever(userId), amount: MARGIN }] }],
      [
        {
          kind: 'lever_profit',
          lines: [
            { account: { house: 'house_pnl', currencyId: USDT }, amount: `-${PROFIT}` },
            { account: lever(userId), amount: PROFIT },
          ],
        },
        {
          kind: 'lever_fee',
          lines: [
            { account: lever(userId), amount: `-${FEE}` },
            { account: { house: 'fees', currencyId: USDT }, amount: FEE },
          ],
        },
      ],
    );
    return ledger.hold(tx, lever(userId), MARGIN, { type: 'lever_position', id: `${userId}:${n}` });
  });
}

async function round(db: Db, ledger: Ledger, holds: Map<number, number>) {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    [...holds.keys()].map(async (userId) => {
      let n = 0;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          holds.set(userId, await closeOne(db, ledger, userId, holds.get(userId)!, ++n));
          latencies.push(performance.now() - t0);
        } catch (err) {
          const key = sqlState(err) ?? (err instanceof Error ? err.message.slice(0, 80) : String(err));
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    closes: latencies.length,
    closes_per_s: Math.round(latencies.length / elapsed),
    latency_ms: stats(latencies),
    errors,
  };
}

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-house-'));
  const pgServer = await openPostgres(tmp);
  const database = connectDatabase(pgServer.url, WORKERS + 2);
  try {
    await migrateDatabase(database.db);
    const modes = {
      single_row: new Ledger({ houseStripes: 1 }),
      striped: new Ledger({ houseStripes: STRIPES }),
    };
    const holds = await seed(database.db, modes.single_row);
    const rounds: { mode: keyof typeof modes; round: number; result: Awaited<ReturnType<typeof round>> }[] =
      [];
    for (let r = 1; r <= ROUNDS; r++)
      for (const mode of ['single_row', 'striped'] as const)
        rounds.push({ mode, round: r, result: await round(database.db, modes[mode], holds) });

    const total = (mode: keyof typeof modes) => {
      const rs = rounds.filter((x) => x.mode === mode).map((x) => x.result);
      return {
        closes: rs.reduce((s, x) => s + x.closes, 0),
        errors: rs.reduce((s, x) => s + Object.values(x.errors).reduce((a, b) => a + b, 0), 0),
      };
    };
    const perSecond = (mode: keyof typeof modes) => total(mode).closes / (ROUNDS * SECONDS);
    const houses = (await modes.striped.houseBalances(database.db)).filter((h) => h.currencyId === USDT);
    const closes = total('single_row').closes + total('striped').closes;
    const settings = await database.db.execute<Record<string, unknown>>(sql`
      SELECT current_setting('synchronous_commit') AS synchronous_commit, current_setting('fsync') AS fsync,
             current_setting('server_version') AS server_version`);
    const violations = await checkLedger(database.db);
    const expected = {
      fees: new Decimal(FEE).times(closes).toFixed(),
      house_pnl: new Decimal(PROFIT).times(closes).neg().toFixed(),
    };
    console.log(
      JSON.stringify(
        {
          benchmark: 'house-accounts',
          what: 'concurrent futures closes by different users (hold posted back, profit from house_pnl, fee to fees, next margin held), one transaction each',
          machine: { ...machine(), load_average: os.loadavg().map((x) => Number(x.toFixed(2))) },
          postgres: { server: pgServer.label, ...settings.rows[0] },
          workers: WORKERS,
          seconds_per_round: SECONDS,
          stripes: STRIPES,
          rounds,
          single_row: { ...total('single_row'), closes_per_s: Math.round(perSecond('single_row')) },
          striped: { ...total('striped'), closes_per_s: Math.round(perSecond('striped')) },
          ratio_striped_to_single_row: Number((perSecond('striped') / perSecond('single_row')).toFixed(2)),
          houses: houses.filter((h) => h.house === 'fees' || h.house === 'house_pnl'),
          expected_house_sums: expected,
          sums_match:
            houses.find((h) => h.house === 'fees')?.available === expected.fees &&
            houses.find((h) => h.house === 'house_pnl')?.available === expected.house_pnl,
          check_ledger_violations: violations.length,
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await pgServer.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
