import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killTestDatabase } from '../../../test/kill-test';
import { spawnServer, stopServer, until, waitHealthy } from '../../../test/server-process';
import { hashToken } from '../../modules/account/sessions.service';
import { checkLedger } from '../../modules/ledger/invariants';
import { Ledger } from '../../modules/ledger/ledger.service';
import type { Db } from '../db';

/**
 * kill -9 under idempotent load: a real server process takes wallet/change transfers under
 * Idempotency-Keys from many clients at once and is SIGKILLed mid-load; a second process starts, and every key
 * is retried. Each key's transfer happens exactly once (a distinct amount per key and user tells them apart),
 * each retry gets an answer (the reply, the request run now, or request_already_processed — never a wait of
 * seconds ending in too_many_requests), and the ledger is clean.
 */
const USDT = 3;
const USERS = 8;
const KEYS_PER_USER = 60;
const WORKERS = 40;
const { url, run } = killTestDatabase('meridian-idem-kill-');

interface Client {
  userId: number;
  token: string;
}

/** USERS users, each with a session token and 100,000 USDT in the spot account. */
async function seed(db: Db): Promise<Client[]> {
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'idemkill' || i || '@example.com', 'idemkill' || i, 'x', 'IK' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const clients = users.rows.map((r) => ({ userId: Number(r.id), token: randomBytes(32).toString('hex') }));
  for (const c of clients)
    await db.execute(
      sql`INSERT INTO sessions (user_id, token_hash) VALUES (${c.userId}, ${hashToken(c.token)})`,
    );
  await db.transaction((tx) =>
    new Ledger().post(
      tx,
      clients.map((c) => ({
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis' as const, currencyId: USDT }, amount: '-100000' },
          { account: { userId: c.userId, currencyId: USDT, type: 2 as const }, amount: '100000' },
        ],
      })),
    ),
  );
  return clients;
}

/** A server process on the test database, answering /api/health. */
async function boot(dataDir: string) {
  const server = await spawnServer({ dataDir, databaseUrl: url() });
  await waitHealthy(server, 120_000);
  return server;
}

/** The transfer of key k: a distinct whole amount per key, so its ledger entry is recognisable. */
const amountOf = (k: number) => String(k + 1);
const keyOf = (c: Client, k: number) => `kill-${c.userId}-${k}`;

async function transfer(base: string, c: Client, k: number) {
  const res = await fetch(`${base}/wallet/change`, {
    method: 'POST',
    headers: { authorization: c.token, 'idempotency-key': keyOf(c, k), 'content-type': 'application/json' },
    body: JSON.stringify({ currency_id: USDT, number: amountOf(k), from_field: 'change', to_field: 'micro' }),
  });
  return { status: res.status, body: (await res.json()) as { type: string; code?: string } };
}

/** Runs `job` over every (client, key) with WORKERS at once, until done or `stop` says so. */
async function load<T>(
  clients: Client[],
  job: (c: Client, k: number) => Promise<T>,
  stop: () => boolean = () => false,
) {
  const work = clients.flatMap((c) => Array.from({ length: KEYS_PER_USER }, (_, k) => ({ c, k })));
  const results: { c: Client; k: number; out: T | Error }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < work.length && !stop()) {
        const { c, k } = work[next++]!;
        results.push({ c, k, out: await job(c, k).catch((e: unknown) => e as Error) });
      }
    }),
  );
  return results;
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const r = await db.execute<{ n: number } & Record<string, unknown>>(query);
  return r.rows[0]!.n;
}

describe('idempotency keys: kill -9 under load, then restart and retry every key', () => {
  it('carries out each key exactly once across a killed process and its successor', async () => {
    await run(async ({ db, dataDir }) => {
      const clients = await seed(db);
      const transfers = sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'transfer'`;

      const first = await boot(dataDir);
      let killed = false;
      const loading = load(
        clients,
        (c, k) => transfer(first.base, c, k),
        () => killed,
      );
      await until(
        'a first share of the transfers',
        async () => (await count(db, transfers)) >= 60,
        120_000,
        first.log,
      );
      first.child.kill('SIGKILL');
      killed = true;
      await first.exited;
      await loading;
      const doneByFirst = await count(db, transfers);
      expect(doneByFirst).toBeLessThan(USERS * KEYS_PER_USER);
      // claims the dead process left behind: before the fix, each of these keys was stuck for 7 days
      const orphans = await count(
        db,
        sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE response = ''`,
      );
      expect(orphans).toBeGreaterThan(0);

      const second = await boot(dataDir);
      const started = Date.now();
      const retries = await load(clients, (c, k) => transfer(second.base, c, k));
      const retryMs = Date.now() - started;
      await stopServer(second, 'SIGTERM');

      for (const r of retries) {
        expect(r.out).not.toBeInstanceOf(Error);
        const out = r.out as Awaited<ReturnType<typeof transfer>>;
        expect([r.c.userId, r.k, out.status]).toEqual([r.c.userId, r.k, 200]);
        if (out.body.type !== 'ok')
          expect([r.c.userId, r.k, out.body.code]).toEqual([r.c.userId, r.k, 'request_already_processed']);
      }
      // each key's transfer exactly once: one entry per (user, amount), none extra
      const perKey = await db.execute<
        { user_id: string; amount: string; n: number } & Record<string, unknown>
      >(sql`
        SELECT a.user_id::text AS user_id, p.amount::text AS amount, count(*)::int AS n
        FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.kind = 'transfer' AND a.account_type = 4 GROUP BY 1, 2`);
      const seen = new Map(perKey.rows.map((r) => [`${r.user_id}:${Number(r.amount)}`, r.n]));
      for (const c of clients)
        for (let k = 0; k < KEYS_PER_USER; k++)
          expect([keyOf(c, k), seen.get(`${c.userId}:${amountOf(k)}`)]).toEqual([keyOf(c, k), 1]);
      expect(perKey.rows.length).toBe(USERS * KEYS_PER_USER);
      expect(await checkLedger(db)).toEqual([]);
      expect(retryMs).toBeLessThan(60_000);
    });
  }, 300_000);
});
