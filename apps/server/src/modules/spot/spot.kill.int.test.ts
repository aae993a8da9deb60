import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killTestDatabase } from '../../../test/kill-test';
import { spawnServer, stopServer, waitHealthy } from '../../../test/server-process';
import type { Db } from '../../platform/db';
import { hashToken } from '../account/sessions.service';
import { checkLedger } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger.service';

/**
 * kill -9 under group-committed spot orders: a real server process takes BTC/USDT orders
 * (resting and crossing) from many clients at once and is SIGKILLed mid-load. Every order it acknowledged is
 * in the database with what it answered; the ledger is clean; a second process rebuilds the book from the
 * database and trades on.
 */
const BTC = 1;
const USDT = 3;
const USERS = 10;
const WORKERS = 30;
const { url, run } = killTestDatabase('meridian-spot-kill-');

interface Client {
  userId: number;
  token: string;
}

async function seed(db: Db): Promise<Client[]> {
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'spotkill' || i || '@example.com', 'spotkill' || i, 'x', 'SK' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const clients = users.rows.map((r) => ({ userId: Number(r.id), token: randomBytes(32).toString('hex') }));
  for (const c of clients)
    await db.execute(
      sql`INSERT INTO sessions (user_id, token_hash) VALUES (${c.userId}, ${hashToken(c.token)})`,
    );
  const genesis = (userId: number, currencyId: number, amount: string) => ({
    kind: 'genesis' as const,
    lines: [
      { account: { house: 'genesis' as const, currencyId }, amount: `-${amount}` },
      { account: { userId, currencyId, type: 2 as const }, amount },
    ],
  });
  await db.transaction((tx) =>
    new Ledger().post(
      tx,
      clients.flatMap((c) => [genesis(c.userId, USDT, '1000000'), genesis(c.userId, BTC, '100')]),
    ),
  );
  return clients;
}

interface Acked {
  id: number;
  status: string;
  filled: string;
}

/** Order n: a limit around 50,000 (a third of them IOC through the spread). */
function orderOf(n: number) {
  const side = n % 2 === 0 ? 'buy' : 'sell';
  const crossing = n % 3 === 0;
  const offset = crossing ? 5 : 1 + (n % 7);
  const price =
    side === 'buy'
      ? crossing
        ? 50000 + offset
        : 50000 - offset
      : crossing
        ? 50000 - offset
        : 50000 + offset;
  return {
    currency_id: BTC,
    legal_id: USDT,
    side,
    target_price: price.toFixed(2),
    amount: ((1 + (n % 5)) / 1000).toFixed(3),
    ...(crossing ? { tif: 'IOC' } : {}),
  };
}

async function place(base: string, c: Client, n: number): Promise<Acked | undefined> {
  const res = await fetch(`${base}/coin/trade`, {
    method: 'POST',
    headers: { authorization: c.token, 'content-type': 'application/json' },
    body: JSON.stringify(orderOf(n)),
  });
  const body = (await res.json()) as { type: string; message: Acked };
  return res.ok && body.type === 'ok' ? body.message : undefined;
}

describe('spot group commit: kill -9 under concurrent orders, then restart', () => {
  it('keeps every acknowledged order; the ledger is clean; the restarted node trades on', async () => {
    await run(async ({ db, dataDir }) => {
      const clients = await seed(db);
      const first = await spawnServer({ dataDir, databaseUrl: url() });
      await waitHealthy(first, 120_000);
      const acked: Acked[] = [];
      let killed = false;
      let n = 0;
      const loading = Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (!killed) {
            const k = n++;
            const out = await place(first.base, clients[k % USERS]!, k).catch(() => undefined);
            if (out && !killed) acked.push(out);
          }
        }),
      );
      while (acked.length < 150) await new Promise((r) => setTimeout(r, 10));
      first.child.kill('SIGKILL');
      await first.exited;
      killed = true;
      await loading;

      // every acknowledged order is there, at least as filled as its answer said
      const rows = await db.execute<{ id: number; filled: string } & Record<string, unknown>>(
        sql`SELECT id::int AS id, filled::text AS filled FROM spot_orders`,
      );
      const stored = new Map(rows.rows.map((r) => [r.id, Number(r.filled)]));
      for (const a of acked) expect([a.id, stored.has(a.id)]).toEqual([a.id, true]);
      for (const a of acked) expect(stored.get(a.id)!).toBeGreaterThanOrEqual(Number(a.filled));
      expect(await checkLedger(db)).toEqual([]);

      const second = await spawnServer({ dataDir, databaseUrl: url() });
      try {
        await waitHealthy(second, 120_000);
        const depth = await fetch(`${second.base}/coin/depth?symbol=BTC/USDT&levels=1`).then(
          (r) => r.json() as Promise<{ message: { bids: string[][]; asks: string[][] } }>,
        );
        const bid = Number(depth.message.bids[0]?.[0] ?? 0);
        const ask = Number(depth.message.asks[0]?.[0] ?? Infinity);
        expect(bid).toBeLessThan(ask);
        const again = await place(second.base, clients[0]!, 3); // a crossing IOC on the rebuilt book
        expect(again).toBeDefined();
      } finally {
        await stopServer(second, 'SIGTERM');
      }
      expect(await checkLedger(db)).toEqual([]);
    });
  }, 300_000);
});
