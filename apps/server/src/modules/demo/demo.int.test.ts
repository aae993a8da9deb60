import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { DEMO_FUNDS, type DemoClaimReply, type DemoStatus } from '@meridian/contract/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type Reply } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { newUser } from '../settings/settings.testing';
import { BTC_USDT, fakeClock, fundMicro, orderOf, submit, tick } from '../options/options.testing';
import { DemoService } from './demo.service';
import { balanceIn } from '../ledger';

const USDT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function claim(token: string, kind?: string, key?: string): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/demo/claim',
    headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: kind ? { kind } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

async function status(token?: string): Promise<DemoStatus> {
  const r = await get(t.app, '/demo/status', {}, token ? { token } : {});
  expect(r.body.type).toBe('ok');
  return r.body.message as DemoStatus;
}

async function user(): Promise<{ token: string; uid: number }> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  return { token: u.token, uid };
}

async function spotUsdt(uid: number): Promise<string> {
  const rows = await t.services.ledger.balances(t.database.db, uid);
  const row = balanceIn(rows, 'change', USDT);
  return new Decimal(row?.available ?? 0).toFixed();
}

/** Moves `amount` USDT out of the user's spot account (as if lost trading), through the ledger. */
async function spend(uid: number, amount: string): Promise<void> {
  await t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'genesis',
        lines: [
          {
            account: { userId: uid, currencyId: USDT, type: ACCOUNT_TYPE.change },
            amount: new Decimal(amount).neg(),
          },
          { account: { house: 'genesis', currencyId: USDT }, amount },
        ],
      },
    ]),
  );
}

async function faucetEntries(uid: number): Promise<number> {
  const r = await t.database.db.execute<{ n: string } & Record<string, unknown>>(sql`
    SELECT count(*)::text AS n FROM ledger_entries e
    WHERE e.kind = 'demo_funds' AND e.ref_id LIKE ${`%:${uid}:%`}`);
  return Number(r.rows[0]!.n);
}

describe('demo mode: the demo-funds faucet', () => {
  it('tells a visitor the deployment is a demo and the amounts, without an account part', async () => {
    expect(await status()).toEqual({
      enabled: true,
      currency: 'USDT',
      claim_amount: DEMO_FUNDS.claimAmount,
      top_up_amount: DEMO_FUNDS.topUpAmount,
      top_up_below: DEMO_FUNDS.topUpBelow,
      account: null,
    });
  });

  it('credits 10,000 USDT to the spot account once, from the house demo account, as one ledger entry', async () => {
    const u = await user();
    expect((await status(u.token)).account).toEqual({
      claimed: false,
      claimed_at: null,
      total_usdt: '0.00',
      available: 'claim',
      next_top_up_at: null,
    });
    const r = await claim(u.token);
    expect(r.body.type).toBe('ok');
    const reply = r.body.message as DemoClaimReply;
    expect(reply).toMatchObject({ kind: 'claim', currency: 'USDT', amount: '10000' });
    expect(await spotUsdt(u.uid)).toBe('10000');
    const lines = await t.database.db.execute<
      { house: string | null; amount: string } & Record<string, unknown>
    >(sql`
      SELECT a.house_code AS house, p.amount::text AS amount FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id WHERE p.entry_id = ${reply.entry_id} ORDER BY p.amount`);
    expect(lines.rows.map((l) => [l.house, new Decimal(l.amount).toFixed()])).toEqual([
      ['demo_faucet', '-10000'],
      [null, '10000'],
    ]);
    const after = (await status(u.token)).account!;
    expect(after).toMatchObject({
      claimed: true,
      total_usdt: '10000.00',
      available: null,
      next_top_up_at: null,
    });
    expect(after.claimed_at).toBe(reply.created_at);

    const again = await claim(u.token, 'claim');
    expect(again.body).toMatchObject({ type: 'error', code: 'demo_already_claimed' });
    expect(await spotUsdt(u.uid)).toBe('10000');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('tops up only after the claim, only below the threshold, and at most once per UTC day', async () => {
    const u = await user();
    expect((await claim(u.token, 'top_up')).body).toMatchObject({ code: 'demo_claim_first' });
    expect((await claim(u.token, 'claim')).body.type).toBe('ok');
    const notNeeded = await claim(u.token, 'top_up');
    expect(notNeeded.body).toMatchObject({ code: 'demo_top_up_not_needed' });
    expect(notNeeded.body.message).toContain('1,000.00 USDT');

    await spend(u.uid, '9000.01'); // 999.99 left: below 1,000
    expect((await status(u.token)).account).toMatchObject({ total_usdt: '999.99', available: 'top_up' });
    const topped = await claim(u.token, 'top_up');
    expect(topped.body.message).toMatchObject({ kind: 'top_up', amount: '10000' });
    expect(await spotUsdt(u.uid)).toBe('10999.99');

    await spend(u.uid, '10500'); // low again the same day: the daily rule refuses
    const today = await claim(u.token, 'top_up');
    expect(today.body).toMatchObject({ code: 'demo_top_up_used_today' });
    const s = (await status(u.token)).account!;
    expect(s.available).toBeNull();
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(s.next_top_up_at).toBe(tomorrow.toISOString());
    expect(today.body.message).toContain(tomorrow.toISOString().slice(0, 16).replace('T', ' '));
    expect(await faucetEntries(u.uid)).toBe(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('allows the next top-up on the next UTC day (the service on a moved clock)', async () => {
    const u = await user();
    let now = new Date('2031-03-14T23:59:59Z');
    const demo = new DemoService(t.database.db, t.services.ledger, t.services.market, {
      enabled: true,
      now: () => now,
    });
    await demo.claim(u.uid, 'claim');
    await spend(u.uid, '9500');
    expect((await demo.claim(u.uid, 'top_up')).amount).toBe('10000');
    await spend(u.uid, '10000');
    await expect(demo.claim(u.uid, 'top_up')).rejects.toMatchObject({ key: 'demo_top_up_used_today' });
    expect((await demo.status(u.uid)).account?.next_top_up_at).toBe('2031-03-15T00:00:00.000Z');
    now = new Date('2031-03-15T00:00:00Z');
    expect((await demo.status(u.uid)).account).toMatchObject({ available: 'top_up', next_top_up_at: null });
    expect((await demo.claim(u.uid, 'top_up')).kind).toBe('top_up');
    expect(await spotUsdt(u.uid)).toBe('10500');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a concurrent double claim credits once (20 claims at once: one ok, 19 already claimed)', async () => {
    const u = await user();
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(u.token, 'claim')));
    const ok = replies.filter((r) => r.body.type === 'ok');
    const refused = replies.filter((r) => r.body.code === 'demo_already_claimed');
    console.info(`demo claim race: ${ok.length} credited, ${refused.length} refused`);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(await spotUsdt(u.uid)).toBe('10000');
    expect(await faucetEntries(u.uid)).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);

  it('concurrent top-ups of a low balance credit once a day', async () => {
    const u = await user();
    expect((await claim(u.token, 'claim')).body.type).toBe('ok');
    await spend(u.uid, '10000');
    const replies = await Promise.all(Array.from({ length: 12 }, () => claim(u.token, 'top_up')));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 'demo_top_up_used_today')).toHaveLength(11);
    expect(await spotUsdt(u.uid)).toBe('10000');
    expect(await faucetEntries(u.uid)).toBe(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);

  it('answers a replayed Idempotency-Key with the first reply and credits once', async () => {
    const u = await user();
    const key = `demo-claim-${u.uid}`;
    const replies = await Promise.all([claim(u.token, 'claim', key), claim(u.token, 'claim', key)]);
    const again = await claim(u.token, 'claim', key);
    expect(replies[0].body.type).toBe('ok');
    for (const r of [replies[1], again]) expect(r.body).toEqual(replies[0].body);
    expect(await spotUsdt(u.uid)).toBe('10000');
    expect(await faucetEntries(u.uid)).toBe(1);
  });

  it('asks a visitor to log in before claiming', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/demo/claim', payload: {} });
    expect(r.json()).toMatchObject({ type: '999' });
  });
});

describe('demo mode off (DEMO=off, or a live feed)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp(undefined, { env: { DEMO: 'off' } });
  });
  afterAll(() => off.close());

  it('says so and refuses the faucet', async () => {
    const token = (await newUser(off)).token;
    const s = await get(off.app, '/demo/status', {}, { token });
    expect(s.body.message).toMatchObject({ enabled: false, account: null });
    const r = await off.app.inject({
      method: 'POST',
      url: '/api/demo/claim',
      headers: { authorization: token },
      payload: { kind: 'claim' },
    });
    expect(r.json()).toMatchObject({ type: 'error', code: 'demo_unavailable' });
    expect(await checkLedger(off.database.db)).toEqual([]);
  });

  it('counts stakes riding on open options: staking a balance away does not unlock a top-up', async () => {
    const u = await user();
    expect((await claim(u.token, 'claim')).body.type).toBe('ok');
    await spend(u.uid, '10000');
    await fundMicro(t, u.uid, '9500');
    const clock = fakeClock(t, Date.UTC(2031, 5, 1, 12, 0, 0));
    tick(t, BTC_USDT, Math.floor(clock.now() / 1000), '100.00');
    orderOf(await submit(t, u, { type: 1, seconds: 300, number: '9000' }));
    // Balances now total 500 USDT, but 9,000 more are the user's, on an open option.
    expect((await status(u.token)).account).toMatchObject({ available: null });
    expect((await claim(u.token, 'top_up')).body).toMatchObject({ code: 'demo_top_up_not_needed' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
