import { defineEndpoint, ACCOUNT_TYPE } from '@meridian/contract';
import { walletChangeRequest, walletChangeResponse, type WalletBalances } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../test/db-url';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin } from '../../../test/api';
import { checkLedger } from '../../modules/ledger/invariants';
import { connectDatabase } from '../db';
import { fingerprintOf, runIdempotent, type StoredReply } from './idempotency';
import { handle } from './route';

/**
 * Idempotency claims whose owner is gone. "Another process" is a second connection pool
 * running `runIdempotent` with a short lease; closing that pool is its death (its heartbeats fail and its
 * reply is never stored). The retry then comes through the real HTTP route of this app.
 */
let t: TestApp;
let token: string;
let userId: number;
const USDT = 3;
const BODY = { currency_id: USDT, number: '10', from_field: 'change', to_field: 'micro' } as const;
const SHORT = { leaseMs: 500, heartbeatMs: 100, waitMs: 10_000 };
let crashOnce = true;
let failBeforeCommitOnce = true;

const fund = (amount: string) =>
  t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'deposit',
        lines: [
          { account: { house: 'deposits_clearing', currencyId: USDT }, amount: `-${amount}` },
          { account: { userId, currencyId: USDT, type: ACCOUNT_TYPE.change }, amount },
        ],
      },
    ]),
  );

const microUsdt = async () =>
  (
    (await post(t.app, '/wallet/list', { fiat: 'USD' }, { token })).body.message as WalletBalances
  ).micro_wallet.balance.find((r) => r.currency_name === 'USDT')!.available;

const send = (url: string, key: string) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: token, 'idempotency-key': key },
      payload: BODY,
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json<{ type: string; code?: string; message: unknown }>(),
    }));

/** The scope the `wallet/change` route computes for BODY under `key`. */
const scopeOf = (key: string, url = '/api/wallet/change') => ({
  userId,
  key,
  fingerprint: fingerprintOf('POST', url, walletChangeRequest.parse(BODY)),
});

/** Another process: its own pool; `die` ends it (heartbeats fail from then on, nothing more is stored). */
function otherProcess() {
  const database = connectDatabase(databaseUrl(inject('dbAdminUrl'), t.databaseName), 2);
  return { db: database.db, die: () => database.close() };
}

const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function claimRow(key: string) {
  const r = await t.database.db.execute<Record<string, unknown>>(
    sql`SELECT response, effect_committed FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`,
  );
  return r.rows[0];
}

/** A money-moving test call with the wallet transfer's request and reply (served outside the catalogue). */
const testTransfer = (path: `/${string}`) =>
  defineEndpoint({
    method: 'POST',
    path,
    auth: 'required',
    idempotent: true,
    request: walletChangeRequest,
    response: walletChangeResponse,
    summary: 'test',
  });

beforeAll(async () => {
  t = await createTestApp((app) => {
    // A money-moving call whose handler commits, then fails unexpectedly (once), as a bug after the commit would.
    handle(app, testTransfer('/api/test/transfer-then-crash'), async (input, ctx) => {
      const done = await t.services.wallet.transfer(ctx.session.userId, input);
      if (crashOnce) {
        crashOnce = false;
        throw new Error('crash after the commit');
      }
      return done;
    });
    // …and one that fails unexpectedly (once) before anything committed.
    handle(app, testTransfer('/api/test/crash-then-transfer'), async (input, ctx) => {
      if (failBeforeCommitOnce) {
        failBeforeCommitOnce = false;
        throw new Error('crash before the commit');
      }
      return t.services.wallet.transfer(ctx.session.userId, input);
    });
  });
  token = await registerAndLogin(t.app, t.dataDir, 'idem@example.com');
  userId = ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
  await fund('1000');
});
afterAll(() => t.close());

describe('idempotency claims after the owner is gone', () => {
  it('(a) runs the retry once when the dead owner had committed nothing', async () => {
    const key = 'dead-owner-no-effect';
    const other = otherProcess();
    let started = false;
    void runIdempotent(
      other.db,
      scopeOf(key),
      async () => {
        started = true;
        return never();
      },
      SHORT,
    ).catch(() => undefined);
    while (!started) await sleep(10);
    await other.die();
    const before = await microUsdt();
    const at = Date.now();
    const retry = await send('/wallet/change', key);
    expect(retry.body.type).toBe('ok');
    expect(Date.now() - at).toBeLessThan(5_000);
    expect(await microUsdt()).toBe((Number(before) + 10).toFixed(6));
    // …and a replay of the retry answers the stored reply without moving money again
    expect((await send('/wallet/change', key)).body).toEqual(retry.body);
    expect(await microUsdt()).toBe((Number(before) + 10).toFixed(6));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('(b) does not move the money again when the dead owner had committed but stored no reply', async () => {
    const key = 'dead-owner-committed';
    const other = otherProcess();
    let committed = false;
    void runIdempotent(
      other.db,
      scopeOf(key),
      async (): Promise<StoredReply> => {
        await t.services.wallet.transfer(userId, walletChangeRequest.parse(BODY));
        committed = true;
        return never();
      },
      SHORT,
    ).catch(() => undefined);
    while (!committed) await sleep(10);
    await other.die();
    const after = await microUsdt();
    const retry = await send('/wallet/change', key);
    expect(retry.body).toMatchObject({ type: 'error', code: 'request_already_processed' });
    expect(await microUsdt()).toBe(after);
    expect((await send('/wallet/change', key)).body.code).toBe('request_already_processed');
    expect(await microUsdt()).toBe(after);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('(b) does not move the money again after an unexpected failure that followed the commit', async () => {
    const key = 'crash-after-commit';
    const before = Number(await microUsdt());
    const first = await send('/test/transfer-then-crash', key);
    expect(first.status).toBe(500);
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
    const retry = await send('/test/transfer-then-crash', key);
    expect(retry.body).toMatchObject({ type: 'error', code: 'request_already_processed' });
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('(c) leaves a live owner (heartbeat running, slow handler) alone: the retry waits for its reply', async () => {
    const key = 'live-owner';
    const other = otherProcess();
    const before = Number(await microUsdt());
    const first = runIdempotent(
      other.db,
      scopeOf(key),
      async () => {
        await sleep(3_000); // three leases long: only the heartbeat keeps the claim
        const done = await t.services.wallet.transfer(userId, walletChangeRequest.parse(BODY));
        return { status: 200, body: JSON.stringify({ type: 'ok', message: done }) };
      },
      { leaseMs: 1_000, heartbeatMs: 150, waitMs: 10_000 },
    );
    await sleep(1_500);
    const retry = await send('/wallet/change', key);
    const firstReply = await first;
    expect(retry.body).toEqual(JSON.parse(firstReply.body));
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
    await other.die();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses the commit of a stalled owner whose claim a retry took over (fencing): the money moves once', async () => {
    const key = 'stalled-owner';
    const other = otherProcess();
    const before = Number(await microUsdt());
    let resume!: () => void;
    const stalled = new Promise<void>((r) => (resume = r));
    // No heartbeat within the lease: as if its event loop or its database connection stalled.
    const first = runIdempotent(
      other.db,
      scopeOf(key),
      async () => {
        await stalled;
        const done = await t.services.wallet.transfer(userId, walletChangeRequest.parse(BODY));
        return { status: 200, body: JSON.stringify({ type: 'ok', message: done }) };
      },
      { leaseMs: 300, heartbeatMs: 60_000, waitMs: 10_000 },
    );
    await sleep(400);
    const retry = await send('/wallet/change', key);
    expect(retry.body.type).toBe('ok');
    resume();
    await expect(first).rejects.toThrow(/taken over/);
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
    expect((await send('/wallet/change', key)).body).toEqual(retry.body);
    await other.die();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('frees the key after an unexpected failure before any commit: the retry runs once', async () => {
    const before = Number(await microUsdt());
    const first = await send('/test/crash-then-transfer', 'crash-before-commit');
    expect(first.status).toBe(500);
    expect(await microUsdt()).toBe(before.toFixed(6));
    const retry = await send('/test/crash-then-transfer', 'crash-before-commit');
    expect(retry.body.type).toBe('ok');
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
  });

  it('answers a claim left by a crash before leases existed as already processed (its effect is unknown)', async () => {
    const key = 'legacy-claim';
    const scope = scopeOf(key);
    await t.database.db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, fingerprint, response)
      VALUES (${userId}, ${key}, ${scope.fingerprint}, '')`);
    const before = await microUsdt();
    const retry = await send('/wallet/change', key);
    expect(retry.body.code).toBe('request_already_processed');
    expect(await microUsdt()).toBe(before);
  });

  it('keeps the normal paths: replay, concurrent duplicates, reused key, stored handled failure', async () => {
    const before = Number(await microUsdt());
    const results = await Promise.all([1, 2, 3].map(() => send('/wallet/change', 'normal-1')));
    expect(results.map((r) => r.body)).toEqual([results[0]!.body, results[0]!.body, results[0]!.body]);
    expect(await microUsdt()).toBe((before + 10).toFixed(6));
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/change',
      headers: { authorization: token, 'idempotency-key': 'normal-1' },
      payload: { ...BODY, number: '11' },
    });
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await claimRow('normal-1')).toMatchObject({ effect_committed: true });
    // a handled failure is stored (nothing committed) and replayed, even once funds would allow it
    const big = { ...BODY, number: '100000' };
    const refuse = () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/wallet/change',
          headers: { authorization: token, 'idempotency-key': 'normal-2' },
          payload: big,
        })
        .then((r) => r.json<{ code?: string }>());
    expect((await refuse()).code).toBe('insufficient_balance');
    expect(await claimRow('normal-2')).toMatchObject({ effect_committed: false });
    await fund('200000');
    expect((await refuse()).code).toBe('insufficient_balance');
  });
});
