import { type Paginated } from '@meridian/contract';
import {
  COUPON_INVITES_PER_DAY,
  type Coupon,
  type OpsCoupon,
  type OpsCouponCampaign,
  type OpsCouponGrantResult,
} from '@meridian/contract/coupons';
import { describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import { auditRowsOf, newOperator } from '../ops/ops.testing';
import { newUser } from '../settings/settings.testing';
import { campaign, couponRow, grant, setExpiry } from './coupons.testing';

/**
 * Coupons: grants (registration and invitation through account.registered, idempotent; the quantity
 * cap under racing grants; the inviter's daily cap), the expiry cron, the app's lists and the console's calls.
 */

let t: TestApp;
useTestApp((app) => (t = app));

async function user(): Promise<{ token: string; uid: number; email: string }> {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  return { token: u.token, uid, email: u.email };
}

const couponsOf = async (uid: number) =>
  (
    await t.database.pool.query<{ id: string; campaign_id: string; source_ref: string }>(
      'SELECT id, campaign_id, source_ref FROM coupons WHERE user_id = $1 ORDER BY id',
      [uid],
    )
  ).rows;

const registered = (userId: number, parentId: number | null) =>
  t.database.db.transaction((tx) =>
    t.services.couponGrants.onRegistered(tx, { userId, parentId, inviterIsSystem: false }),
  );

describe('grants', () => {
  it('registration: the account.registered event grants the active registration campaign once, even delivered twice', async () => {
    const c = await campaign(t, { name: 'Welcome', trigger: 'registration', value: '10' });
    const u = await user();
    await t.services.jobs.drain();
    expect((await couponsOf(u.uid)).map((x) => [x.campaign_id, x.source_ref])).toEqual([
      [String(c.id), 'registration'],
    ]);
    await registered(u.uid, null);
    expect(await couponsOf(u.uid)).toHaveLength(1);
    // a notification in the user's language, linking to my coupons
    const n = await t.database.pool.query<{ key: string; link: string }>(
      'SELECT key, link FROM notifications WHERE user_id = $1',
      [u.uid],
    );
    expect(n.rows).toEqual([{ key: 'coupon_granted_futures', link: '/pages/setting/coupon' }]);
    await t.services.couponCampaigns.pause({ id: c.id, active: false });
  });

  it(`invitation: the inviter gets one per referee, at most ${COUPON_INVITES_PER_DAY} a UTC day`, async () => {
    const c = await campaign(t, { trigger: 'invitation', value: '5' });
    const inviter = await user();
    const referees = [];
    for (let i = 0; i < COUPON_INVITES_PER_DAY + 1; i++) referees.push(await user());
    await registered(referees[0]!.uid, inviter.uid);
    await registered(referees[0]!.uid, inviter.uid);
    for (const r of referees.slice(1)) await registered(r.uid, inviter.uid);
    const mine = await couponsOf(inviter.uid);
    expect(mine).toHaveLength(COUPON_INVITES_PER_DAY);
    expect(mine[0]!.source_ref).toBe(`invite:${referees[0]!.uid}`);
    await t.services.couponCampaigns.pause({ id: c.id, active: false });
  });

  it('the quantity cap holds under 10 racing grants: 4 coupons, granted = 4, the rest told it is exhausted', async () => {
    const c = await campaign(t, { quantity: 4 });
    const users = await Promise.all(Array.from({ length: 10 }, () => user()));
    const outs = await Promise.all(
      users.map((u) =>
        t.database.db.transaction((tx) => t.services.couponGrants.grant(tx, c.id, u.uid, 'manual:race')),
      ),
    );
    expect(outs.filter((o) => 'coupon' in o)).toHaveLength(4);
    expect(outs.filter((o) => 'error' in o && o.error === 'coupon_campaign_exhausted')).toHaveLength(6);
    expect((await t.services.couponCampaigns.view(c.id)).granted).toBe(4);
  });

  it('a paused campaign grants nothing; a grant repeated with the same source answers the same coupon', async () => {
    const c = await campaign(t);
    const u = await user();
    const first = await t.database.db.transaction((tx) =>
      t.services.couponGrants.grant(tx, c.id, u.uid, 'manual:once'),
    );
    const again = await t.database.db.transaction((tx) =>
      t.services.couponGrants.grant(tx, c.id, u.uid, 'manual:once'),
    );
    expect('coupon' in again && 'coupon' in first && again.coupon.id === first.coupon.id).toBe(true);
    expect('created' in again && again.created).toBe(false);
    await t.services.couponCampaigns.pause({ id: c.id, active: false });
    const paused = await t.database.db.transaction((tx) =>
      t.services.couponGrants.grant(tx, c.id, u.uid, 'manual:twice'),
    );
    expect(paused).toEqual({ error: 'coupon_campaign_paused' });
  });
});

describe('expiry and the app lists', () => {
  it('the cron expires unused coupons past their expiry; a coupon in use stays in use', async () => {
    const c = await campaign(t, { product: 'options', value: '10' });
    const u = await user();
    const old = await grant(t, c.id, u.uid);
    const live = await grant(t, c.id, u.uid);
    const busy = await grant(t, c.id, u.uid);
    await t.database.pool.query(`UPDATE coupons SET status = 'in_use', ref_id = -$1 WHERE id = $1`, [busy]);
    const past = new Date(Date.now() - 1000);
    await setExpiry(t, old, past);
    await setExpiry(t, busy, past);
    expect(await t.services.couponJobs.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await couponRow(t, old)).status).toBe('expired');
    expect((await couponRow(t, live)).status).toBe('unused');
    expect((await couponRow(t, busy)).status).toBe('in_use');
    expect(await t.services.couponJobs.expireDue()).toBe(0);

    const list = async (status: string) =>
      (await get(t.app, '/coupon/list', { status }, { token: u.token })).body.message as Paginated<Coupon>;
    const unused = await list('unused');
    expect(unused.data.map((x) => [x.id, x.status])).toEqual([
      [busy, 'in_use'],
      [live, 'unused'],
    ]);
    expect(unused.data[1]).toMatchObject({
      campaign_name: 'Test coupon',
      product: 'options',
      value: '10',
      currency: 'USDT',
      ref: null,
    });
    expect(unused.data[1]!.seconds_left).toBeGreaterThan(6 * 86_400);
    expect((await list('expired')).data.map((x) => x.id)).toEqual([old]);
    expect((await list('used')).total).toBe(0);
    const usable = async (product: string) =>
      (await get(t.app, '/coupon/usable', { product }, { token: u.token })).body.message as Coupon[];
    expect((await usable('options')).map((x) => x.id)).toEqual([live]);
    expect(await usable('futures')).toEqual([]);
    await t.database.pool.query(`UPDATE coupons SET status = 'expired', ref_id = NULL WHERE id = $1`, [busy]);
  });
});

describe('the console', () => {
  it('a grant retried with the same Idempotency-Key grants once and answers the first reply; a new key grants again', async () => {
    const op = await newOperator(t);
    const c = await campaign(t, { name: 'Retry', trigger: 'manual', value: '5' });
    const a = await user();
    const grantWithKey = (key: string, users: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/coupons/grant',
        headers: { authorization: op.token, 'idempotency-key': key },
        payload: { campaign_id: c.id, users },
      });
    const key = `grant-${c.id}-${Date.now()}`;
    const first = await grantWithKey(key, [a.email]);
    const replay = await grantWithKey(key, [a.email]); // the console's retry of the same click
    expect(first.json()).toMatchObject({ type: 'ok', message: { granted: 1 } });
    expect(replay.body).toBe(first.body);
    expect(await couponsOf(a.uid)).toHaveLength(1);
    expect((await auditRowsOf(t, 'coupon_campaign', c.id)).map((r) => r.action)).toEqual(['coupons.grant']);
    // the same key for other users is another request: refused, nothing granted
    const other = await user();
    expect((await grantWithKey(key, [other.email])).json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await couponsOf(other.uid)).toHaveLength(0);
    // a new click (new key) is a new manual grant: the user gets a second coupon of the campaign
    expect((await grantWithKey(`${key}-2`, [a.email])).json()).toMatchObject({ message: { granted: 1 } });
    expect(await couponsOf(a.uid)).toHaveLength(2);
  });

  it('saves, pauses and grants (audited), lists campaigns with their counts and cost, and issued coupons', async () => {
    const op = await newOperator(t);
    const call = (path: string, body: Record<string, unknown>) =>
      post(t.app, `/ops/coupons/${path}`, body, { token: op.token });
    const saved = await call('campaign/save', {
      name: 'Spring',
      product: 'futures',
      value: '20',
      validity_days: 30,
      quantity: 2,
      trigger: 'manual',
    });
    const c = saved.body.message as OpsCouponCampaign;
    expect(c).toMatchObject({ name: 'Spring', value: '20', active: true, granted: 0, cost: '0' });
    expect(
      (await call('campaign/save', { ...c, value: '0.001', validity_days: 30, trigger: 'manual' })).body.code,
    ).toBe('coupon_campaign_invalid');
    expect((await call('campaign/save', { ...c, validity_days: 366 })).body.code).toBe(
      'coupon_campaign_invalid',
    );

    const a = await user();
    const b = await user();
    const g = (
      await call('grant', {
        campaign_id: c.id,
        users: [a.email, String(b.uid), 'nobody@example.com', a.email],
      })
    ).body.message as OpsCouponGrantResult;
    expect(g.granted).toBe(2);
    expect(g.results.map((r) => r.error)).toEqual([
      '',
      '',
      'coupon_user_not_found',
      'coupon_already_granted',
    ]);
    const third = await user();
    const capped = (await call('grant', { campaign_id: c.id, users: [third.email] })).body
      .message as OpsCouponGrantResult;
    expect(capped.results[0]!.error).toBe('coupon_campaign_exhausted');

    const paused = (await call('campaign/pause', { id: c.id, active: false })).body
      .message as OpsCouponCampaign;
    expect(paused.active).toBe(false);
    // a new campaign's save is audited under target 'new' (its id is in the row after)
    expect((await auditRowsOf(t, 'coupon_campaign', c.id)).map((r) => r.action)).toEqual([
      'coupons.grant',
      'coupons.grant',
      'coupons.campaign_pause',
    ]);
    expect(
      (await auditRowsOf(t, 'coupon_campaign', 'new')).some((r) => r.action === 'coupons.campaign_save'),
    ).toBe(true);

    const campaigns = (await get(t.app, '/ops/coupons/campaigns', {}, { token: op.token })).body
      .message as OpsCouponCampaign[];
    expect(campaigns.find((x) => x.id === c.id)).toMatchObject({
      granted: 2,
      used: 0,
      expired: 0,
      cost: '0',
    });
    const issued = (await get(t.app, '/ops/coupons/list', { campaign_id: String(c.id) }, { token: op.token }))
      .body.message as Paginated<OpsCoupon>;
    expect(issued.data.map((x) => x.user_id).sort()).toEqual([a.uid, b.uid].sort());
    expect(issued.data.map((x) => [x.status, x.account])).toEqual([
      ['unused', b.email],
      ['unused', a.email],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
