import type { Paginated } from '@meridian/contract';
import type { OpsDepositItem, OpsKycItem, OpsStepUpAction, OpsWithdrawalItem } from '@meridian/contract/ops';
import type { WithdrawalRecord } from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { newUser } from '../settings/settings.testing';
import { claimDeposit, PAY_PASSWORD, spotBalance, USDT, verifiedUser } from '../wallet/wallet.testing';
import { auditRowsOf, newOperator, stepUp, type TestOperator } from './ops.testing';

let t: TestApp;
let op: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  op = await newOperator(t);
});
afterAll(() => t.close());

const opsGet = (url: string, query: Record<string, string> = {}) =>
  get(t.app, url, query, { token: op.token });
const opsPost = (url: string, body: Record<string, unknown>) => post(t.app, url, body, { token: op.token });
/** A money action (`/ops/deposits/approve` → deposit.approve) with a fresh step-up proof of its action. */
const money = async (url: string, body: Record<string, unknown>, who: TestOperator = op) => {
  const [, kind, verb] = /^\/ops\/(deposit|withdrawal)s\/(approve|reject)$/.exec(url) ?? [];
  const proof = await stepUp(t, who, `${kind}.${verb}` as OpsStepUpAction);
  return post(t.app, url, { ...body, step_up: proof }, { token: who.token });
};
const queue = async <T>(url: string, status = 'pending') =>
  (await opsGet(url, { status, limit: '100' })).body.message as Paginated<T>;

describe('KYC review', () => {
  const submitLv1 = async () => {
    const u = await newUser(t, { phone: true });
    const sub = await post(
      t.app,
      '/user/real',
      {
        real_type: 1,
        id_type: 1,
        name: 'Ana Lima',
        card_id: `K${Date.now()}${Math.floor(Math.random() * 1e4)}`,
      },
      { token: u.token },
    );
    expect(sub.body.type).toBe('ok');
    const item = (await queue<OpsKycItem>('/ops/kyc/list')).data.find((i) => i.account === u.email);
    if (!item) throw new Error('submission not queued');
    return { ...u, item };
  };
  const realState = async (token: string) =>
    (await get(t.app, '/real/state', {}, { token })).body.message as { state: string };

  it('the queue names the account; approval verifies the user with one audit row; twice is refused', async () => {
    const u = await submitLv1();
    expect(u.item).toMatchObject({ status: 'pending', level: 1, name: 'Ana Lima', account: u.email });
    const approved = await opsPost('/ops/kyc/approve', { id: u.item.id });
    expect(approved.body).toMatchObject({
      type: 'ok',
      message: { id: u.item.id, status: 'approved', reviewed_by: op.id, account: u.email },
    });
    expect(await realState(u.token)).toMatchObject({ state: 'verified' });
    const again = await opsPost('/ops/kyc/approve', { id: u.item.id, lang: 'fra' });
    expect(again.body).toMatchObject({ type: 'error', code: 'kyc_not_pending' });
    const audit = await auditRowsOf(t, 'kyc', u.item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: op.id,
      action: 'kyc.approve',
      before: { status: 'pending', reviewed_at: null },
      after: { status: 'approved', reviewed_by: op.id },
    });
    expect((await queue<OpsKycItem>('/ops/kyc/list', 'approved')).data.map((i) => i.id)).toContain(u.item.id);
  });

  it('rejection needs a reason (localised) and shows the user "audit failed" with it', async () => {
    const u = await submitLv1();
    const bare = await opsPost('/ops/kyc/reject', { id: u.item.id, lang: 'kor' });
    expect(bare.body).toMatchObject({
      type: 'error',
      code: 'kyc_reason_required',
      message: '거절 사유를 입력해 주세요',
    });
    expect((await opsPost('/ops/kyc/reject', { id: u.item.id, reason: '   ' })).body.code).toBe(
      'kyc_reason_required',
    );
    expect(await auditRowsOf(t, 'kyc', u.item.id)).toEqual([]);
    const rejected = await opsPost('/ops/kyc/reject', { id: u.item.id, reason: 'Photo unreadable' });
    expect(rejected.body.message).toMatchObject({ status: 'rejected', reason: 'Photo unreadable' });
    expect(await realState(u.token)).toMatchObject({ state: 'audit_failed' });
    const audit = await auditRowsOf(t, 'kyc', u.item.id);
    expect(audit.map((a) => [a.action, (a.after as { reason: string }).reason])).toEqual([
      ['kyc.reject', 'Photo unreadable'],
    ]);
  });

  it('an unknown submission is refused without an audit row', async () => {
    expect((await opsPost('/ops/kyc/approve', { id: 999_999 })).body.code).toBe('kyc_submission_not_found');
    expect((await opsPost('/ops/kyc/approve', { id: 'x' })).body).toMatchObject({
      code: 'parameter_error',
      field: 'id',
    });
    expect(await auditRowsOf(t, 'kyc', 999_999)).toEqual([]);
  });
});

describe('deposit review', () => {
  it('approval credits spot through the ledger, with one audit row; twice is refused', async () => {
    const u = await newUser(t);
    const claim = await claimDeposit(t, u.token, '250');
    const item = (await queue<OpsDepositItem>('/ops/deposits/list')).data.find((d) => d.id === claim.id);
    expect(item).toMatchObject({
      account: u.email,
      pay_account: 'bank ref 77',
      amount: '250.000000',
      status: 'pending',
    });
    expect(item?.voucher).toMatch(/^http:\/\/.+\/uploads\/.+\.png$/);

    const approved = await money('/ops/deposits/approve', { id: claim.id });
    expect(approved.body.message).toMatchObject({ id: claim.id, status: 'approved', account: u.email });
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '250.000000', frozen: '0.000000' });
    const again = await money('/ops/deposits/approve', { id: claim.id, lang: 'pt' });
    expect(again.body).toMatchObject({ type: 'error', code: 'request_not_pending' });
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '250.000000' });

    const audit = await auditRowsOf(t, 'deposit', claim.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: op.id,
      action: 'deposit.approve',
      before: { status: 'pending', reviewed_at: null, amount: '250.000000' },
      after: { status: 'approved', user_id: expect.any(Number) as number },
    });
    expect((audit[0]?.after as { reviewed_at: string | null }).reviewed_at).toBeTruthy();
    expect((await queue<OpsDepositItem>('/ops/deposits/list')).data.some((d) => d.id === claim.id)).toBe(
      false,
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('two operators approving at once: one wins, one audit row, one credit', async () => {
    const other = await newOperator(t);
    const u = await newUser(t);
    const claim = await claimDeposit(t, u.token, '75');
    // the proofs first (one code per step-up), then the three actions at once
    const proofs = [
      await stepUp(t, op, 'deposit.approve'),
      await stepUp(t, other, 'deposit.approve'),
      await stepUp(t, op, 'deposit.reject'),
    ];
    const results = await Promise.all([
      opsPost('/ops/deposits/approve', { id: claim.id, step_up: proofs[0] }),
      post(t.app, '/ops/deposits/approve', { id: claim.id, step_up: proofs[1] }, { token: other.token }),
      opsPost('/ops/deposits/reject', { id: claim.id, reason: 'late', step_up: proofs[2] }),
    ]);
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'request_not_pending')).toHaveLength(2);
    expect(await auditRowsOf(t, 'deposit', claim.id)).toHaveLength(1);
    const balance = (await spotBalance(t, u.token)).available;
    expect(['0.000000', '75.000000']).toContain(balance);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('rejection needs a reason and credits nothing', async () => {
    const u = await newUser(t);
    const claim = await claimDeposit(t, u.token, '40');
    expect((await money('/ops/deposits/reject', { id: claim.id, lang: 'th' })).body.code).toBe(
      'kyc_reason_required',
    );
    const rejected = await money('/ops/deposits/reject', { id: claim.id, reason: 'No transfer found' });
    expect(rejected.body.message).toMatchObject({ status: 'rejected', reason: 'No transfer found' });
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '0.000000' });
    expect((await auditRowsOf(t, 'deposit', claim.id)).map((a) => a.action)).toEqual(['deposit.reject']);
    expect((await queue<OpsDepositItem>('/ops/deposits/list', 'rejected')).data[0]?.id).toBe(claim.id);
  });

  it('a failing audit write rolls the approval back (one transaction)', async () => {
    const u = await newUser(t);
    const claim = await claimDeposit(t, u.token, '10');
    await expect(
      t.services.deposits.approve(claim.id, op.id, () => Promise.reject(new Error('audit store down'))),
    ).rejects.toThrow('audit store down');
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '0.000000' });
    expect(
      (await queue<OpsDepositItem>('/ops/deposits/list')).data.find((d) => d.id === claim.id)?.status,
    ).toBe('pending');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('withdrawal review', () => {
  const withdraw = async (u: Awaited<ReturnType<typeof verifiedUser>>, number: string) => {
    const r = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number, address_id: u.addressId, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    expect(r.body.type).toBe('ok');
    return r.body.message as WithdrawalRecord;
  };

  it('rejection releases the hold; approval pays it out; each with one audit row', async () => {
    const u = await verifiedUser(t);
    const claim = await claimDeposit(t, u.token, '100');
    await money('/ops/deposits/approve', { id: claim.id });
    const refused = await withdraw(u, '30');
    const paid = await withdraw(u, '20');
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '50.000000', frozen: '50.000000' });
    const pending = (await queue<OpsWithdrawalItem>('/ops/withdrawals/list')).data.filter(
      (w) => w.user_id === u.uid,
    );
    expect(pending.map((w) => [w.id, w.account, w.number])).toEqual([
      [refused.id, u.email, '30.000000'],
      [paid.id, u.email, '20.000000'],
    ]);

    expect((await money('/ops/withdrawals/reject', { id: refused.id, reason: '' })).body.code).toBe(
      'kyc_reason_required',
    );
    const rejected = await money('/ops/withdrawals/reject', { id: refused.id, reason: 'Address flagged' });
    expect(rejected.body.message).toMatchObject({ status: 'rejected', account: u.email });
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '80.000000', frozen: '20.000000' });

    await money('/ops/withdrawals/approve', { id: paid.id });
    expect(await spotBalance(t, u.token)).toMatchObject({ available: '80.000000', frozen: '0.000000' });
    expect((await money('/ops/withdrawals/approve', { id: paid.id })).body.code).toBe('request_not_pending');
    expect((await money('/ops/withdrawals/reject', { id: refused.id, reason: 'again' })).body.code).toBe(
      'request_not_pending',
    );

    expect(await auditRowsOf(t, 'withdrawal', refused.id)).toEqual([
      expect.objectContaining({
        operator_id: op.id,
        action: 'withdrawal.reject',
        before: expect.objectContaining({ status: 'pending', reason: '' }) as unknown,
        after: expect.objectContaining({ status: 'rejected', reason: 'Address flagged' }) as unknown,
      }),
    ]);
    expect((await auditRowsOf(t, 'withdrawal', paid.id)).map((a) => a.action)).toEqual([
      'withdrawal.approve',
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
