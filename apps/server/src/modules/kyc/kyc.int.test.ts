import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, uniqueIp } from '../../../test/api';
import { newUser, uploadImage } from '../settings/settings.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPERATOR = 7;
const state = async (token: string) => {
  const res = await get(t.app, '/real/state', {}, { token });
  expect(res.body.type).toBe('ok');
  return res.body.message as Record<string, unknown>;
};
const real = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/user/real', body, { token, ip: uniqueIp() });
const userId = async (token: string) =>
  ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
const lv1 = (card_id: string) => ({ real_type: 1, id_type: 1, name: 'Jane Doe', card_id });
const pendingIdOf = async (uid: number) => {
  const queue = await t.services.kyc.listForReview({ page: 1, limit: 100 });
  const item = queue.data.find((i) => i.user_id === uid);
  if (!item) throw new Error('no pending submission');
  return item.id;
};

describe('identity verification', () => {
  it('needs both e-mail and phone bound first (localised)', async () => {
    const { token } = await newUser(t);
    const res = await real(token, { ...lv1('E1000001'), lang: 'zh' });
    expect(res.body).toMatchObject({
      type: 'error',
      code: 'kyc_contacts_required',
      message: '实名认证前请先绑定邮箱和手机号',
    });
    expect(await state(token)).toMatchObject({ state: 'not_verified', real_data: null });
  });

  it('not verified → verifying → audit failed (reason) → resubmit → verified; Lv2 only after Lv1', async () => {
    const { token } = await newUser(t, { phone: true });
    const uid = await userId(token);
    const pic = await uploadImage(t, token);
    expect(await state(token)).toMatchObject({ state: 'not_verified', level: 0, real_status: 0 });

    const early = await real(token, { real_type: 2, front_pic: pic, reverse_pic: pic });
    expect(early.body.code).toBe('kyc_primary_required');

    const sub = await real(token, { ...lv1('e 2000 0001'), real_type: '1', id_type: '1' });
    expect(sub.body).toMatchObject({ type: 'ok', message: { state: 'verifying', review_status: 1 } });
    expect((await state(token)).real_data).toMatchObject({
      name: 'Jane Doe',
      card_id: '*****0001',
      id_type: 1,
    });
    expect((await real(token, lv1('E20000002'))).body.code).toBe('kyc_under_review');
    await expect(t.services.kyc.requireIdentity(uid, 1)).rejects.toMatchObject({ kind: '998' });

    await t.services.kyc.reject(await pendingIdOf(uid), OPERATOR, 'Name does not match');
    expect(await state(token)).toMatchObject({
      state: 'audit_failed',
      reason: 'Name does not match',
      review_status: 3,
    });

    expect((await real(token, lv1('E20000001'))).body.message).toMatchObject({
      state: 'verifying',
      reason: '',
    });
    const approved = await t.services.kyc.approve(await pendingIdOf(uid), OPERATOR);
    expect(approved).toMatchObject({ status: 'approved', reviewed_by: OPERATOR, level: 1 });
    expect(await state(token)).toMatchObject({ state: 'verified', level: 1, real_status: 1 });
    await expect(t.services.kyc.requireIdentity(uid, 1)).resolves.toBeUndefined();
    await expect(t.services.kyc.requireIdentity(uid, 2)).rejects.toMatchObject({
      kind: '998',
      key: 'identity_required',
    });
    expect((await real(token, lv1('E20000003'))).body.code).toBe('kyc_already_verified');

    const bad = await real(token, {
      real_type: 2,
      front_pic: pic,
      reverse_pic: 'https://evil.example/x.png',
    });
    expect(bad.body).toMatchObject({ code: 'image_url_invalid', field: 'reverse_pic' });
    const adv = await real(token, { real_type: 2, front_pic: pic, reverse_pic: pic });
    expect(adv.body.message).toMatchObject({ state: 'verifying', advanced_state: 'verifying', level: 1 });
    // the operator reviews the Lv2 photos beside the verified name, document type and number
    const queue = await t.services.kyc.listForReview({ page: 1, limit: 100 });
    expect(queue.data.find((i) => i.user_id === uid)).toMatchObject({
      level: 2,
      name: 'Jane Doe',
      id_type: 1,
      card_id: 'E20000001',
    });
    await t.services.kyc.approve(await pendingIdOf(uid), OPERATOR);
    expect(await state(token)).toMatchObject({
      state: 'verified',
      level: 2,
      real_status: 2,
      advanced_review_status: 2,
    });
    await expect(t.services.kyc.requireIdentity(uid, 2)).resolves.toBeUndefined();
  });

  it('levels of a page of users in one call: verified, pending and never submitted', async () => {
    const phone = { phone: true };
    const [verified, pending, none] = await Promise.all([
      newUser(t, phone),
      newUser(t, phone),
      newUser(t, phone),
    ]);
    const [v, p, n] = await Promise.all([verified, pending, none].map((u) => userId(u.token)));
    await real(verified.token, lv1(`V${String(v).padStart(8, '0')}`));
    await t.services.kyc.approve(await pendingIdOf(v!), OPERATOR);
    await real(pending.token, lv1(`P${String(p).padStart(8, '0')}`));
    const levels = await t.services.kyc.levels([v!, p!, n!]);
    expect([...levels]).toEqual([
      [v, 1],
      [p, 0],
      [n, 0],
    ]);
    expect(await t.services.kyc.levels([])).toEqual(new Map());
  });

  it('refuses a document number another user holds, until that submission is rejected', async () => {
    const a = await newUser(t, { phone: true });
    const b = await newUser(t, { phone: true });
    expect((await real(a.token, lv1('P3000001'))).body.type).toBe('ok');
    const taken = await real(b.token, { ...lv1('p3000001'), lang: 'fra' });
    expect(taken.body).toMatchObject({ code: 'kyc_card_id_used', field: 'card_id' });
    expect(taken.body.message).toBe('Ce numéro de document est déjà utilisé par un autre compte');
    expect(await state(b.token)).toMatchObject({ state: 'not_verified' });
    await t.services.kyc.reject(await pendingIdOf(await userId(a.token)), OPERATOR, 'Fake');
    expect((await real(b.token, lv1('P3000001'))).body.type).toBe('ok');
  });

  it('validates fields with localised errors', async () => {
    const { token } = await newUser(t, { phone: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...lv1('E4000001'), id_type: 5 }, 'kyc_id_type_invalid'],
      [{ ...lv1('E4000001'), name: '1' }, 'kyc_name_invalid'],
      [{ ...lv1('!!'), name: 'Jane' }, 'kyc_card_id_invalid'],
      [{ real_type: 9 }, 'kyc_real_type_invalid'],
      [{ real_type: 2, reverse_pic: 'x' }, 'kyc_front_pic_required'],
    ];
    for (const [body, code] of cases) {
      const res = await real(token, { ...body, lang: 'spa' });
      expect(res.body, code).toMatchObject({ type: 'error', code });
    }
    expect(await state(token)).toMatchObject({ state: 'not_verified' });
  });

  it('reviews: only pending submissions, a reason to reject, unknown ids refused', async () => {
    const { token } = await newUser(t, { phone: true });
    await real(token, lv1('E5000001'));
    const id = await pendingIdOf(await userId(token));
    await expect(t.services.kyc.reject(id, OPERATOR, '  ')).rejects.toMatchObject({
      key: 'kyc_reason_required',
    });
    await t.services.kyc.approve(id, OPERATOR);
    await expect(t.services.kyc.approve(id, OPERATOR)).rejects.toMatchObject({ key: 'kyc_not_pending' });
    await expect(t.services.kyc.reject(id, OPERATOR, 'late')).rejects.toMatchObject({
      key: 'kyc_not_pending',
    });
    await expect(t.services.kyc.approve(999_999, OPERATOR)).rejects.toMatchObject({
      key: 'kyc_submission_not_found',
    });
    const approved = await t.services.kyc.listForReview({ status: 'approved', page: 1, limit: 100 });
    expect(approved.data.some((i) => i.id === id && i.card_id === 'E5000001')).toBe(true);
  });

  it('another user never sees your data; /real/state takes no user id', async () => {
    const a = await newUser(t, { phone: true });
    const b = await newUser(t, { phone: true });
    await real(a.token, lv1('E6000001'));
    const leak = await post(t.app, '/real/state', { user_id: await userId(a.token) }, { token: b.token });
    expect(leak.body.message).toMatchObject({ state: 'not_verified', real_data: null });
    expect((await get(t.app, '/real/state')).body.type).toBe('999');
  });
});
