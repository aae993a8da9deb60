import type { TraderProfile } from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { agree, apply, approvedTrader, copyTestApp, follow, newUser, ok, TERMS } from './follows.testing';

/**
 * Copy-trading amounts are bounded on the wire: a minimum copy budget, a follow budget or a lot count of 10^18
 * once reached NUMERIC(36,18) and answered HTTP 500. Each is now a business refusal and stores nothing.
 */

let t: TestApp;
copyTestApp((app) => (t = app));

const HUGE = ['1000000000000000000', '999999999999999999.99', '9'.repeat(40)];

function refusedWith(r: Reply): string {
  expect(r.status).toBeLessThan(500);
  expect(r.body.type).toBe('error');
  return r.body.code ?? '';
}

async function count(sql: string, id: number): Promise<number> {
  const r = await t.database.pool.query<{ n: number }>(sql, [id]);
  return Number(r.rows[0]?.n ?? 0);
}

describe('copy-trading amounts of 10^18 and more', () => {
  it('POST /copytrade/apply: a refusal, no application stored', async () => {
    const u = await newUser(t);
    for (const min_amount of HUGE)
      expect(refusedWith(await apply(t, u, { ...TERMS, min_amount }))).toBe('amount_too_large');
    expect(refusedWith(await apply(t, u, { ...TERMS, profit_share: '1'.repeat(19) }))).toBe(
      'amount_too_large',
    );
    expect(
      await count('SELECT count(*)::int AS n FROM copy_trader_applications WHERE user_id = $1', u.uid),
    ).toBe(0);
    ok(await apply(t, u, TERMS));
  });

  it('POST /copytrade/settings: a refusal, the terms unchanged', async () => {
    const trader = await approvedTrader(t);
    for (const min_amount of HUGE)
      expect(
        refusedWith(
          await post(t.app, '/copytrade/settings', { ...TERMS, min_amount }, { token: trader.token }),
        ),
      ).toBe('amount_too_large');
    const info = ok<{ trader: TraderProfile }>(
      await get(t.app, '/copytrade/apply_info', {}, { token: trader.token }),
    );
    expect(info.trader.min_amount).toBe('50.00');
  });

  it('POST /follow/follow: budget and lots refused, no follow stored', async () => {
    const trader = await approvedTrader(t);
    const u = await newUser(t, '1000');
    ok(await agree(t, u));
    for (const budget of HUGE)
      expect(refusedWith(await follow(t, u, trader.uid, { budget }))).toBe('amount_too_large');
    for (const number of HUGE)
      expect(refusedWith(await follow(t, u, trader.uid, { type: 2, number }))).toBe('amount_too_large');
    // a JSON number is still read as its spelling, and bounded the same way
    expect(refusedWith(await follow(t, u, trader.uid, { budget: 1e18 }))).toBe('amount_too_large');
    expect(refusedWith(await follow(t, u, trader.uid, { budget: 1e21 }))).toBe('follow_budget_invalid');
    expect(
      await count('SELECT count(*)::int AS n FROM copy_follows WHERE follower_user_id = $1', u.uid),
    ).toBe(0);
    ok(await follow(t, u, trader.uid, { budget: 100 }));
  });
});
