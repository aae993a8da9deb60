import type { Paginated } from '@meridian/contract';
import type {
  CopytradeApplyInfo,
  FollowRecord,
  OpsTraderApplicationItem,
  OpsTraderItem,
  TraderApplication,
  TraderProfile,
} from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { position, submit } from '../futures/futures.testing';
import { auditRowsOf } from '../ops/ops.testing';
import {
  agree,
  apply,
  approvedTrader,
  copyTestApp,
  follow,
  newUser,
  ok,
  ops,
  TERMS,
  type User,
} from './follows.testing';
import { maskAccount } from './follows.view';

/**
 * Becoming a trader — apply with terms (the futures record shown), one pending application,
 * operator approval, rejection with a reason and revocation, each audited in its transaction and notified; a
 * revocation ends every follow of the trader and tells the followers. Settings for active traders only.
 */

let t: TestApp;
copyTestApp((app) => (t = app));

const info = async (u: User) =>
  ok<CopytradeApplyInfo>(await get(t.app, '/copytrade/apply_info', {}, { token: u.token }));
const userInfo = async (u: User) =>
  ok<{ is_trader: number; account: string }>(await get(t.app, '/user/info', {}, { token: u.token }));

/** Notifications of a user with their parameters, oldest first. */
async function notes(userId: number): Promise<{ key: string; params: Record<string, unknown> }[]> {
  const r = await t.database.pool.query<{ key: string; params: Record<string, unknown> }>(
    'SELECT key, params FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return r.rows;
}

describe('applying', () => {
  it('shows the futures record: one closed position counted with its P&L net of its fees', async () => {
    const u = await newUser(t, '1000');
    expect((await info(u)).record).toMatchObject({ closed_count: 0, total_profits: '0.000000' });
    const opened = position(await submit(t, u, { type: 1, share: 1, multiple: 10 }));
    const closed = ok<{ net_profits: string }>(
      await post(t.app, '/lever/close', { id: opened.id }, { token: u.token }),
    );
    const shown = await info(u);
    expect(shown.record.closed_count).toBe(1);
    expect(shown.record.total_profits).toBe(closed.net_profits);
    expect(shown).toMatchObject({
      application: null,
      trader: null,
      share_max: '30.00',
      max_followers_default: 100,
      max_followers_limit: 10000,
    });
    // approved, the leaderboard shows that record at once (not after the hourly job or a next close)
    const applied = ok<{ id: number }>(await apply(t, u));
    ok(await ops(t, 'approve', { id: applied.id }));
    const detail = ok<{ data: { closed_count: number; total_profits: string; computed_at: string } }>(
      await get(t.app, '/follow/traderDetail', { trader_user_id: String(u.uid), window: '7' }),
    );
    expect(detail.data.closed_count).toBe(1);
    expect(detail.data.total_profits).toBe(closed.net_profits);
    expect(detail.data.computed_at).not.toBe('');
  });

  it('validates the terms by the contract (share above 30 %, a bio too long, a zero minimum)', async () => {
    const u = await newUser(t);
    expect((await apply(t, u, { ...TERMS, profit_share: '30.01' })).body.code).toBe('trader_share_invalid');
    expect((await apply(t, u, { ...TERMS, bio: 'x'.repeat(281) })).body.code).toBe('trader_bio_invalid');
    expect((await apply(t, u, { ...TERMS, min_amount: '0' })).body.code).toBe('follow_budget_invalid');
    expect((await apply(t, u, { ...TERMS, max_followers: 0 })).body.code).toBe(
      'trader_max_followers_invalid',
    );
  });

  it('one pending application at a time; approval makes an active trader (audited, notified, is_trader)', async () => {
    const u = await newUser(t);
    const first = ok<TraderApplication>(await apply(t, u, { ...TERMS, profit_share: '12.5' }));
    expect(first).toMatchObject({ status: 'pending', profit_share: '12.50', min_amount: '50.00' });
    expect((await apply(t, u)).body.code).toBe('trader_application_pending');

    const queue = ok<Paginated<OpsTraderApplicationItem>>(await ops(t, 'applications', { limit: 100 }));
    const item = queue.data.find((a) => a.id === first.id);
    expect(item?.account).toMatch(/@/);
    expect(item?.record.closed_count).toBe(0);

    const approved = ok<OpsTraderApplicationItem>(await ops(t, 'approve', { id: first.id }));
    expect(approved).toMatchObject({ status: 'approved', user_id: u.uid });
    expect((await ops(t, 'approve', { id: first.id })).body.code).toBe('trader_application_not_pending');
    expect((await info(u)).trader).toMatchObject({
      status: 'active',
      profit_share: '12.50',
      max_followers: 100,
      is_demo: false,
    });
    expect((await userInfo(u)).is_trader).toBe(1);
    expect((await apply(t, u)).body.code).toBe('trader_already');
    expect((await notes(u.uid)).map((n) => n.key)).toEqual(['trader_approved']);
    const audit = await auditRowsOf(t, 'trader_application', first.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'trader.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('a rejection carries its reason to the applicant, who may apply again', async () => {
    const u = await newUser(t);
    const a = ok<TraderApplication>(await apply(t, u));
    expect((await ops(t, 'reject', { id: a.id, reason: ' ' })).body.code).toBe('kyc_reason_required');
    const rejected = ok<OpsTraderApplicationItem>(
      await ops(t, 'reject', { id: a.id, reason: 'Too few closed trades' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Too few closed trades' });
    expect((await info(u)).application).toMatchObject({
      status: 'rejected',
      reason: 'Too few closed trades',
    });
    expect(await notes(u.uid)).toEqual([
      { key: 'trader_rejected', params: { reason: 'Too few closed trades' } },
    ]);
    expect((await auditRowsOf(t, 'trader_application', a.id)).map((r) => r.action)).toEqual([
      'trader.reject',
    ]);
    expect((await userInfo(u)).is_trader).toBe(0);
    expect(ok<TraderApplication>(await apply(t, u)).status).toBe('pending');
  });

  it('operator calls refuse a user token (999)', async () => {
    const u = await newUser(t);
    const r = await post(t.app, '/ops/copytrade/applications', {}, { token: u.token });
    expect(r.body.type).toBe('999');
  });
});

describe('settings', () => {
  it('only an active trader changes terms; existing follows keep the share rate they were made at', async () => {
    const stranger = await newUser(t);
    expect((await post(t.app, '/copytrade/settings', TERMS, { token: stranger.token })).body.code).toBe(
      'trader_not_active',
    );
    const tr = await approvedTrader(t);
    const f = await newUser(t);
    ok(await agree(t, f));
    expect(ok<FollowRecord>(await follow(t, f, tr.uid)).profit_share).toBe('10.00');
    const changed = ok<TraderProfile>(
      await post(
        t.app,
        '/copytrade/settings',
        { bio: 'New bio', profit_share: '20', max_followers: 5, min_amount: '80' },
        { token: tr.token },
      ),
    );
    expect(changed).toMatchObject({
      bio: 'New bio',
      profit_share: '20.00',
      max_followers: 5,
      min_amount: '80.00',
    });
    // An edit of the follow keeps its 10 %; a new follower gets 20 %.
    expect(ok<FollowRecord>(await follow(t, f, tr.uid, { budget: '90' })).profit_share).toBe('10.00');
    const g = await newUser(t);
    ok(await agree(t, g));
    expect(ok<FollowRecord>(await follow(t, g, tr.uid, { budget: '80' })).profit_share).toBe('20.00');
  });
});

describe('revoking', () => {
  it('ends every active follow (trader_revoked), notifies followers and trader, audited; then refuses', async () => {
    const tr = await approvedTrader(t);
    const followers = [await newUser(t), await newUser(t)];
    for (const f of followers) {
      ok(await agree(t, f));
      ok(await follow(t, f, tr.uid));
    }
    // A trader without a nickname is named by their masked login (ab***@domain).
    const name = maskAccount((await userInfo(tr)).account);
    expect(name).toMatch(/^.{2}\*\*\*@/);
    const revoked = ok<OpsTraderItem>(await ops(t, 'revoke', { user_id: tr.uid, reason: 'Misleading bio' }));
    expect(revoked).toMatchObject({ status: 'revoked', reason: 'Misleading bio', user_id: tr.uid });
    expect(revoked.stats.follow_num).toBe(0);
    expect(revoked.revoked_at).not.toBe('');

    for (const f of followers) {
      const ended = ok<{ follows: FollowRecord[] }>(
        await get(t.app, '/follow/my', { history: 'true' }, { token: f.token }),
      ).follows;
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({ status: 'ended', end_reason: 'trader_revoked' });
      expect(ended[0]?.ended_at).not.toBe('');
      expect(await notes(f.uid)).toEqual([{ key: 'copy_follow_ended', params: { trader: name } }]);
    }
    expect((await notes(tr.uid)).map((n) => n.key)).toEqual(['trader_approved', 'trader_revoked']);
    expect((await notes(tr.uid))[1]?.params).toEqual({ reason: 'Misleading bio' });
    expect((await userInfo(tr)).is_trader).toBe(0);

    const audit = await auditRowsOf(t, 'trader', tr.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'trader.revoke',
      before: { status: 'active', reason: '' },
      after: { status: 'revoked', reason: 'Misleading bio' },
    });

    expect((await ops(t, 'revoke', { user_id: tr.uid, reason: 'again' })).body.code).toBe(
      'trader_not_active',
    );
    expect((await follow(t, followers[0] as User, tr.uid)).body.code).toBe('follow_trader_unavailable');
    const listed = ok<Paginated<OpsTraderItem>>(await ops(t, 'traders', { status: 'revoked', limit: 100 }));
    expect(listed.data.find((x) => x.user_id === tr.uid)?.reason).toBe('Misleading bio');
    // A revoked trader may apply again.
    expect(ok<TraderApplication>(await apply(t, tr)).status).toBe('pending');
  });
});

describe('demo traders', () => {
  it('are enrolled through the approval path, labelled, with their strategy; enrolling twice changes nothing', async () => {
    const u = await newUser(t);
    const terms = { ...TERMS, strategy: 'trend' };
    const profile = await t.services.copyTraders.enrolDemo(u.uid, terms);
    expect(profile).toMatchObject({
      status: 'active',
      is_demo: true,
      strategy: 'trend',
      profit_share: '10.00',
    });
    expect(await t.services.copyTraders.enrolDemo(u.uid, { ...terms, strategy: 'other' })).toEqual(profile);
    expect((await info(u)).application).toMatchObject({ status: 'approved' });
    expect(await notes(u.uid)).toEqual([]);
    const listed = ok<Paginated<OpsTraderItem>>(await ops(t, 'traders', { limit: 100 }));
    expect(listed.data.find((x) => x.user_id === u.uid)).toMatchObject({ is_demo: true, strategy: 'trend' });
    // this app runs without demo content (DEMO_CONTENT unset under tests): a demo trader cannot be followed
    const f = await newUser(t);
    ok(await agree(t, f));
    expect((await follow(t, f, u.uid)).body.code).toBe('follow_trader_unavailable');
  });
});
