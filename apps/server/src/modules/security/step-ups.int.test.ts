import { STEP_UP_TTL_SECONDS } from '@meridian/contract/security';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, post, uniqueIp } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { newUser } from '../settings/settings.testing';
import { securityStepUps, securityTotp } from './security.schema';
import { consumeStepUp, stepUpId } from './step-ups.commands';
import { allowCodeReuse, enableAuthenticator, stepUpProof, totpCode } from './security.testing';

let t: TestApp;
useTestApp((app) => (t = app));

const renew = (token: string, proof?: string) =>
  post(t.app, '/security/recovery_codes', proof === undefined ? {} : { step_up: proof }, { token });

/** The session id behind a token (a proof is bound to it). */
async function sessionIdOf(token: string): Promise<number> {
  const s = await t.services.sessions.resolve(token);
  if (!s) throw new Error('no session');
  return s.sessionId;
}

describe('step-up proofs', () => {
  it('proves a factor for one action, for this session, for STEP_UP_TTL_SECONDS, once', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    await allowCodeReuse(t, a.userId);
    const before = Date.now();
    const reply = ok<{ proof: string; action: string; expires_at: string }>(
      await post(
        t.app,
        '/security/step_up',
        { action: 'factor_change', totp_code: totpCode(a.secret) },
        { token: u.token },
      ),
    );
    expect(reply.action).toBe('factor_change');
    expect(reply.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttlMs = Date.parse(reply.expires_at) - before;
    expect(ttlMs).toBeGreaterThan(STEP_UP_TTL_SECONDS * 1000 - 10_000);
    expect(ttlMs).toBeLessThan(STEP_UP_TTL_SECONDS * 1000 + 10_000);
    // only the proof's hash is stored
    const rows = await t.database.db
      .select()
      .from(securityStepUps)
      .where(eq(securityStepUps.userId, a.userId));
    expect(rows.map((r) => r.id)).toEqual([stepUpId(reply.proof)]);

    ok(await renew(u.token, reply.proof));
    expect((await renew(u.token, reply.proof)).body.code).toBe('step_up_invalid');
  });

  it('refuses a proof of another action, of another session, expired, or made up', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    expect((await renew(u.token)).body).toMatchObject({ code: 'step_up_required', field: 'step_up' });
    expect((await renew(u.token, await stepUpProof(t, u.token, a, 'withdraw'))).body.code).toBe(
      'step_up_invalid',
    );

    await allowCodeReuse(t, a.userId);
    const other = ok<string>(
      await post(
        t.app,
        '/user/login',
        { user_string: u.email, password: 'secret123', totp_code: totpCode(a.secret) },
        { ip: uniqueIp() },
      ),
    );
    const ofOther = await stepUpProof(t, other, a, 'factor_change');
    expect((await renew(u.token, ofOther)).body.code).toBe('step_up_invalid');

    const expired = await stepUpProof(t, u.token, a, 'factor_change');
    await t.database.db
      .update(securityStepUps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(securityStepUps.id, stepUpId(expired)));
    expect((await renew(u.token, expired)).body.code).toBe('step_up_invalid');
    expect((await renew(u.token, 'A'.repeat(43))).body.code).toBe('step_up_invalid');

    // none of the refusals spent the good proof of the other session
    ok(await renew(other, ofOther));
  });

  it('refuses a step-up without a factor, or with a wrong one', async () => {
    const u = await newUser(t);
    const step = (body: Record<string, unknown>) =>
      post(t.app, '/security/step_up', { action: 'withdraw', ...body }, { token: u.token });
    expect((await step({})).body.code).toBe('second_factor_required');
    expect((await step({ totp_code: '123456' })).body.code).toBe('totp_code_invalid');
    expect((await step({ passkey_challenge: 'c'.repeat(20), passkey_response: '{}' })).body.code).toBe(
      'passkey_invalid',
    );
  });

  it('a user without a factor needs no proof', async () => {
    const u = await newUser(t);
    const userId = ok<{ id: number }>(await post(t.app, '/user/info', {}, { token: u.token })).id;
    const sessionId = await sessionIdOf(u.token);
    await t.database.db.transaction((tx) =>
      consumeStepUp(tx, { userId, sessionId, action: 'withdraw', proof: undefined }),
    );
  });

  it('two transactions racing on one proof: exactly one spends it; a rolled-back one leaves it unspent', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const sessionId = await sessionIdOf(u.token);
    const use = { userId: a.userId, sessionId, action: 'withdraw' as const };

    const kept = await stepUpProof(t, u.token, a, 'withdraw');
    await expect(
      t.database.db.transaction(async (tx) => {
        await consumeStepUp(tx, { ...use, proof: kept });
        throw new Error('the guarded call failed');
      }),
    ).rejects.toThrow('the guarded call failed');

    const results = await Promise.allSettled(
      [0, 1].map(() =>
        t.database.db.transaction(async (tx) => {
          await consumeStepUp(tx, { ...use, proof: kept });
          // hold the row lock a moment, as a withdrawal's transaction would
          await new Promise((r) => setTimeout(r, 150));
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ key: 'step_up_invalid' });
  });

  it('stores nothing of the factor: disabling removes the secret', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const proof = await stepUpProof(t, u.token, a, 'factor_change');
    ok(await post(t.app, '/security/totp/disable', { step_up: proof }, { token: u.token }));
    const [row] = await t.database.db.select().from(securityTotp).where(eq(securityTotp.userId, a.userId));
    expect(row).toMatchObject({ secretEnc: null, pendingEnc: null, lastStep: null });
  });
});
