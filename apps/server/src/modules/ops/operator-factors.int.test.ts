import type { OpsLoginResponse, OpsMe, OpsStepUpResponse } from '@meridian/contract/ops';
import type { TotpSetupResponse } from '@meridian/contract/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, ok, post, uniqueIp } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { newUser } from '../settings/settings.testing';
import { claimDeposit, spotBalance } from '../wallet/wallet.testing';
import {
  auditRowsOf,
  enrol,
  freshCode,
  newOperator,
  OPS_PASSWORD,
  stepUp,
  totpCode,
  type TestOperator,
} from './ops.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
const login = (email: string, extra: Record<string, string> = {}) =>
  post(t.app, '/ops/login', { email, password: OPS_PASSWORD, ...extra }, { ip: uniqueIp() });

/** A new operator created by the CLI's service, not logged in yet. */
async function created(): Promise<{ id: number; email: string }> {
  const email = `factor-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@meridian.test`;
  return t.services.operators.create({ email, password: OPS_PASSWORD });
}

describe("an operator's mandatory authenticator", () => {
  it('an operator without one gets an enrolment-only session: every other call is refused until enabled', async () => {
    const op = await created();
    const first = ok<OpsLoginResponse>(await login(op.email));
    expect(first.enrolment_required).toBe(true);
    const token = first.token;
    expect(ok<OpsMe>(await get(t.app, '/ops/me', {}, { token })).totp_enabled).toBe(false);
    for (const url of ['/ops/deposits/list', '/ops/audit', '/ops/jobs/list', '/ops/otc/orders'])
      expect((await get(t.app, url, {}, { token })).body, url).toMatchObject({
        type: 'error',
        code: 'second_factor_required',
      });
    expect(
      (await post(t.app, '/ops/step_up', { action: 'deposit.approve', totp_code: '123456' }, { token })).body
        .code,
    ).toBe('second_factor_required');

    const setup = ok<TotpSetupResponse>(await post(t.app, '/ops/totp/setup', {}, { token }));
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Meridian%20Console:.+\?.*issuer=Meridian%20Console/);
    const stored = await t.database.pool.query<{ pending_enc: string }>(
      'SELECT pending_enc FROM operator_totp WHERE operator_id = $1',
      [op.id],
    );
    expect(stored.rows[0]?.pending_enc).toBeTruthy();
    expect(stored.rows[0]?.pending_enc).not.toContain(setup.secret);
    // another session made with the password alone meanwhile ends when the authenticator goes on
    const bystander = ok<OpsLoginResponse>(await login(op.email)).token;

    const stale = totpCode(setup.secret, Date.now() - 10 * STEP_MS);
    expect((await post(t.app, '/ops/totp/enable', { code: stale }, { token })).body.code).toBe(
      'totp_code_invalid',
    );
    const enabled = await post(t.app, '/ops/totp/enable', { code: totpCode(setup.secret) }, { token });
    const codes = ok<{ recovery_codes: string[] }>(enabled).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes.every((c) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(c))).toBe(true);
    expect((await post(t.app, '/ops/totp/setup', {}, { token })).body.code).toBe('totp_already_enabled');

    expect((await get(t.app, '/ops/deposits/list', {}, { token })).body.type).toBe('ok');
    expect(ok<OpsMe>(await get(t.app, '/ops/me', {}, { token })).totp_enabled).toBe(true);
    expect((await get(t.app, '/ops/me', {}, { token: bystander })).body.type).toBe('999');
    expect((await auditRowsOf(t, 'operator', op.id)).map((a) => a.action)).toEqual([
      'operator.login',
      'operator.login',
      'operator.totp_enable',
    ]);
  });

  it('login then needs the code: none, wrong, replayed are refused; a right one is audited with its factor', async () => {
    const op = await created();
    const { secret } = await enrol(t, ok<OpsLoginResponse>(await login(op.email)).token);
    await t.database.pool.query('UPDATE operator_totp SET last_step = NULL WHERE operator_id = $1', [op.id]);

    expect((await login(op.email)).body).toMatchObject({ type: 'error', code: 'second_factor_required' });
    const wrongCode = totpCode(secret, Date.now() - 10 * STEP_MS);
    expect((await login(op.email, { totp_code: wrongCode })).body.code).toBe('totp_code_invalid');
    expect((await login(op.email, { password: 'wrong-pass-1', totp_code: totpCode(secret) })).body.code).toBe(
      'login_failed',
    );

    const code = totpCode(secret);
    const session = ok<OpsLoginResponse>(await login(op.email, { totp_code: code }));
    expect(session.enrolment_required).toBe(false);
    expect((await get(t.app, '/ops/deposits/list', {}, { token: session.token })).body.type).toBe('ok');
    // the same code again: at login and at a step-up
    expect((await login(op.email, { totp_code: code })).body.code).toBe('totp_code_used');
    const replay = { action: 'deposit.approve', totp_code: code };
    expect((await post(t.app, '/ops/step_up', replay, { token: session.token })).body.code).toBe(
      'totp_code_used',
    );

    const logins = (await auditRowsOf(t, 'operator', op.id)).filter((a) => a.action === 'operator.login');
    expect(logins.map((a) => (a.after as { factor: string }).factor)).toEqual(['enrolment', 'totp']);
  });

  it('a recovery code stands in for the code once', async () => {
    const op = await created();
    const { recoveryCodes } = await enrol(t, ok<OpsLoginResponse>(await login(op.email)).token);
    const code = recoveryCodes[3] ?? '';
    expect((await login(op.email, { recovery_code: code.toUpperCase() })).body.type).toBe('ok');
    expect((await login(op.email, { recovery_code: code })).body.code).toBe('recovery_code_invalid');
    expect((await login(op.email, { recovery_code: 'aaaaa-bbbbb' })).body.code).toBe('recovery_code_invalid');
  });

  it('five wrong codes in a row lock the factor: then even the right code is refused', async () => {
    const op = await newOperator(t);
    const wrongCode = totpCode(op.secret, Date.now() - 10 * STEP_MS);
    const tryCode = (totp_code: string) =>
      post(t.app, '/ops/step_up', { action: 'deposit.approve', totp_code }, { token: op.token });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await tryCode(wrongCode)).body.code);
    expect(answers).toEqual([...Array<string>(4).fill('totp_code_invalid'), 'factor_locked']);
    expect((await tryCode(await freshCode(t, op))).body.code).toBe('factor_locked');
    expect((await login(op.email, { totp_code: await freshCode(t, op) })).body.code).toBe('factor_locked');
  });
});

describe('step-up for money actions', () => {
  let op: TestOperator;
  beforeAll(async () => {
    op = await newOperator(t);
  });
  const approve = (id: number, step_up?: string, token = op.token) =>
    post(t.app, '/ops/deposits/approve', { id, ...(step_up ? { step_up } : {}) }, { token });

  it('refuses an approval without a proof, with another action’s, an expired, a used or another session’s', async () => {
    const u = await newUser(t);
    const claim = await claimDeposit(t, u.token, '30');
    expect((await approve(claim.id)).body).toMatchObject({ type: 'error', code: 'step_up_required' });
    expect((await approve(claim.id, await stepUp(t, op, 'deposit.reject'))).body.code).toBe(
      'step_up_invalid',
    );
    expect((await approve(claim.id, 'x'.repeat(43))).body.code).toBe('step_up_invalid');

    const expired = await stepUp(t, op, 'deposit.approve');
    await t.database.pool.query(
      "UPDATE operator_step_ups SET expires_at = now() - interval '1 second' WHERE operator_id = $1 AND used_at IS NULL",
      [op.id],
    );
    expect((await approve(claim.id, expired)).body.code).toBe('step_up_invalid');

    const otherSession = ok<OpsLoginResponse>(
      await login(op.email, { totp_code: await freshCode(t, op) }),
    ).token;
    const foreign = await stepUp(t, { ...op, token: otherSession }, 'deposit.approve');
    expect((await approve(claim.id, foreign)).body.code).toBe('step_up_invalid');
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '0.000000' });
    expect(await auditRowsOf(t, 'deposit', claim.id)).toEqual([]);

    const proof = ok<OpsStepUpResponse>(
      await post(
        t.app,
        '/ops/step_up',
        { action: 'deposit.approve', totp_code: await freshCode(t, op) },
        { token: op.token },
      ),
    );
    expect(proof.action).toBe('deposit.approve');
    expect(new Date(proof.expires_at).getTime() - Date.now()).toBeGreaterThan(290_000);
    expect((await approve(claim.id, proof.proof)).body.type).toBe('ok');
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '30.000000' });

    const second = await claimDeposit(t, u.token, '5');
    expect((await approve(second.id, proof.proof)).body.code).toBe('step_up_invalid');
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '30.000000' });
  });

  it('two approvals racing on one proof: exactly one commits', async () => {
    const u = await newUser(t);
    const claims = [await claimDeposit(t, u.token, '11'), await claimDeposit(t, u.token, '13')];
    const proof = await stepUp(t, op, 'deposit.approve');
    const results = await Promise.all(claims.map((c) => approve(c.id, proof)));
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'step_up_invalid')).toHaveLength(1);
    const audited = await Promise.all(claims.map((c) => auditRowsOf(t, 'deposit', c.id)));
    expect(audited.flat()).toHaveLength(1);
    expect(['11.000000', '13.000000']).toContain((await spotBalance(t, u.token)).available);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
