import { Decimal } from '@meridian/contract';
import { FUTURES_MAX_LIVE_POSITIONS, type FuturesPosition } from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { futures, submit, tick, trader, USDT } from './futures.testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  await tick(t, '50000.00');
});
afterAll(async () => {
  await t.close();
});

const REQUESTS = 250;

describe('futures: the live-position cap under concurrency', () => {
  it(`${REQUESTS} concurrent lever/submit open exactly LEVER_MAX_LIVE_POSITIONS; the rest are refused`, async () => {
    const u = await trader(t, '1000000');
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        // market and limit orders both count (pending limits are live)
        submit(
          t,
          u,
          i % 2
            ? { type: 1, share: 1, multiple: 10 }
            : { type: 2, share: 1, multiple: 10, status: 0, target_price: '60000' },
        ),
      ),
    );
    const ok = replies.filter((r) => r.body.type === 'ok');
    const refused = replies.filter((r) => r.body.code === 'lever_too_many_positions');
    console.info(`futures cap race: ${ok.length} accepted, ${refused.length} refused`);
    expect(ok.length).toBe(FUTURES_MAX_LIVE_POSITIONS);
    expect(refused.length).toBe(REQUESTS - FUTURES_MAX_LIVE_POSITIONS);
    expect(refused[0]?.body.message).toBe(
      `You have reached the limit of ${FUTURES_MAX_LIVE_POSITIONS} open positions and orders`,
    );

    const rows = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM lever_positions WHERE user_id = ${u.uid} AND status IN (0, 1)`,
    );
    expect(rows.rows[0]?.n).toBe(FUTURES_MAX_LIVE_POSITIONS);
    // only the accepted orders hold money: margin (+ fee while a limit is pending); an open one paid its fee
    const positions = ok.map((r) => r.body.message as FuturesPosition);
    const sum = (ps: FuturesPosition[], f: (p: FuturesPosition) => string) =>
      ps.reduce((s, p) => s.plus(f(p)), new Decimal(0));
    const open = positions.filter((p) => p.status === 1);
    const pending = positions.filter((p) => p.status === 0);
    const b = await futures(t, u.uid);
    expect(b.frozen.toFixed()).toBe(
      sum(positions, (p) => p.caution_money)
        .plus(sum(pending, (p) => p.trade_fee))
        .toFixed(),
    );
    expect(b.available.plus(b.frozen).toFixed()).toBe(
      new Decimal('1000000').minus(sum(open, (p) => p.trade_fee)).toFixed(),
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);

  it('capped submits and transfers of one user in parallel: no deadlock between the user lock and the ledger', async () => {
    const u = await trader(t, '5000');
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? submit(t, u, { type: 1, share: 1, multiple: 10 })
          : post(
              t.app,
              '/wallet/change',
              { currency_id: USDT, number: '10', from_field: 'lever', to_field: 'change' },
              { token: u.token },
            ),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const codes = new Set(replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code)));
    for (const c of codes) expect(['ok', 'insufficient_balance', 'lever_insufficient_margin']).toContain(c);
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);
});
