import { type Paginated, refuse } from '@meridian/contract';
import {
  COPY_MAX_FOLLOWERS_DEFAULT,
  COPY_MAX_FOLLOWERS_LIMIT,
  COPY_SHARE_MAX_PERCENT,
  type CopytradeApplyInfo,
  type OpsTraderApplicationItem,
  type OpsTraderItem,
  type TraderApplication,
  type TraderApplicationState,
  type TraderProfile,
  type TraderState,
  type TraderTermsRequest,
} from '@meridian/contract/copytrade';
import { auditChange, type AuditHook } from '../../platform/audit-hook';
import { type Db, type Tx, sqlState, UNIQUE_VIOLATION } from '../../platform/db';
import { lockUser, lockUsers } from '../../platform/db/user-lock';
import type { Services } from '../../platform/module';
import type { AccountService, PublicProfile } from '../account';
import type { Notifier } from '../notifications';
import type { CopyEnginePort, LeaderboardPort } from './copytrade.deps';
import type { CopyTraderApplicationRow } from './copytrade.schema';
import * as follows from './follows.repo';
import { displayName, percent } from './follows.view';
import * as repo from './traders.repo';
import { applicationView, profileView, termsOf } from './traders.view';

/** App routes the copy-trading notifications link to (the web's copy-trading pages). */
export const COPY_LINKS = { my: '/pages/copytrade/my', apply: '/pages/copytrade/apply' } as const;

export interface TradersDeps {
  db: Db;
  account: AccountService;
  notifier: Notifier;
  futuresReads: Pick<Services['futuresReads'], 'record'>;
  engine: Pick<CopyEnginePort, 'detachFollow' | 'afterCommit'>;
  stats: Pick<LeaderboardPort, 'statsOf'>;
  /** Recomputes a trader's statistics in the caller's transaction (STATS), so a new trader shows their record. */
  recomputeStats: (traderId: number, tx: Tx) => Promise<void>;
}

/** A demo trader's terms and its published strategy (STATS' demo content). */
export interface DemoTraderTerms extends TraderTermsRequest {
  strategy: string;
}

/**
 * Becoming a trader: a user applies with terms (bio, profit share 0–30 %, maximum followers,
 * minimum copy budget) and sees their futures record; operators approve, reject with a reason or revoke, each
 * audited in the action's transaction and notified. A revocation ends every follow of the trader (their open
 * copies are detached, the followers' own from then on). Statistics are never written here.
 */
export class TradersService {
  constructor(private readonly d: TradersDeps) {}

  /** GET /copytrade/apply_info */
  async applyInfo(userId: number): Promise<CopytradeApplyInfo> {
    const [record, application, trader] = await Promise.all([
      this.d.futuresReads.record(userId),
      repo.latestApplication(this.d.db, userId),
      repo.findTrader(this.d.db, userId),
    ]);
    return {
      record,
      application: application ? applicationView(application) : null,
      trader: trader ? profileView(trader) : null,
      share_max: percent(COPY_SHARE_MAX_PERCENT),
      max_followers_default: COPY_MAX_FOLLOWERS_DEFAULT,
      max_followers_limit: COPY_MAX_FOLLOWERS_LIMIT,
    };
  }

  /** POST /copytrade/apply — one pending application per user; not while an active trader. */
  async apply(userId: number, input: TraderTermsRequest): Promise<TraderApplication> {
    try {
      return await this.d.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if ((await repo.findTrader(tx, userId))?.status === 'active') throw refuse('trader_already');
        if (await repo.pendingApplication(tx, userId)) throw refuse('trader_application_pending');
        return applicationView(await repo.insertApplication(tx, userId, termsOf(input)));
      });
    } catch (err) {
      // The partial unique index backs the rule up under a race the lock did not cover.
      if (sqlState(err) === UNIQUE_VIOLATION) throw refuse('trader_application_pending');
      throw err;
    }
  }

  /** POST /copytrade/settings — an active trader's terms; follows keep the share rate they were made at. */
  async settings(userId: number, input: TraderTermsRequest): Promise<TraderProfile> {
    return this.d.db.transaction(async (tx) => {
      const trader = await repo.lockTrader(tx, userId);
      if (trader?.status !== 'active') throw refuse('trader_not_active');
      return profileView(await repo.updateTerms(tx, userId, termsOf(input)));
    });
  }

  // ------------------------------------------------------------------------------------------ operators

  async applications(q: {
    status: TraderApplicationState;
    page: number;
    limit: number;
  }): Promise<Paginated<OpsTraderApplicationItem>> {
    const { rows, total } = await repo.listApplications(this.d.db, q.status, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const profiles = await this.d.account.profilesOf(rows.map((r) => r.userId));
    const data = await Promise.all(rows.map((r) => this.applicationItem(r, profiles.get(r.userId))));
    return { data, page: q.page, limit: q.limit, total };
  }

  /** Approves a pending application: the user becomes an active trader with its terms. */
  async approve(
    id: number,
    operatorId: number,
    audit?: AuditHook<TraderApplication>,
  ): Promise<OpsTraderApplicationItem> {
    const row = await this.d.db.transaction(async (tx) => {
      const before = await this.pendingForReview(tx, id);
      const after = await this.approveIn(tx, before, { operatorId, isDemo: false, strategy: '' });
      await auditChange(tx, audit, applicationView, { before, after });
      return after;
    });
    return this.applicationItem(row);
  }

  /** Rejects a pending application with the reason the applicant is shown. */
  async reject(
    id: number,
    operatorId: number,
    reason: string,
    audit?: AuditHook<TraderApplication>,
  ): Promise<OpsTraderApplicationItem> {
    const text = reason.trim();
    if (!text) throw refuse('kyc_reason_required', {}, 'reason');
    const row = await this.d.db.transaction(async (tx) => {
      const before = await this.pendingForReview(tx, id);
      const after = await repo.reviewApplication(tx, id, { status: 'rejected', reason: text, operatorId });
      await this.d.notifier.notify(tx, {
        userId: after.userId,
        key: 'trader_rejected',
        params: { reason: text },
        link: COPY_LINKS.apply,
        ref: `trader_application:${id}`,
      });
      await auditChange(tx, audit, applicationView, { before, after });
      return after;
    });
    return this.applicationItem(row);
  }

  /** Traders in one state with their statistics of the last 30 days (read-only: computed by STATS). */
  async traders(q: { status: TraderState; page: number; limit: number }): Promise<Paginated<OpsTraderItem>> {
    const { rows, total } = await repo.listTraders(this.d.db, q.status, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const profiles = await this.d.account.profilesOf(rows.map((r) => r.userId));
    const data = await Promise.all(rows.map((r) => this.traderItem(profileView(r), profiles.get(r.userId))));
    return { data, page: q.page, limit: q.limit, total };
  }

  /**
   * Revokes an active trader: every active follow of them ends (`trader_revoked`), its open copies are
   * detached (they stay open, the followers' own), the followers and the trader are notified — all in one
   * transaction with the audit row. Lock order as a follow's: the trader row, then the followers' locks;
   * then the copies are detached (their positions locked) before the follows are locked and ended — a copy's
   * own close locks its position, then its follow, so the other order could deadlock (as follow/cancel).
   */
  async revoke(userId: number, reason: string, audit?: AuditHook<TraderProfile>): Promise<OpsTraderItem> {
    const text = reason.trim();
    if (!text) throw refuse('kyc_reason_required', {}, 'reason');
    const { view, detached } = await this.d.db.transaction(async (tx) => {
      const before = await repo.lockTrader(tx, userId);
      if (before?.status !== 'active') throw refuse('trader_not_active', {}, 'user_id');
      const nickname = displayName(userId, (await this.d.account.profilesOf([userId], tx)).get(userId));
      await lockUsers(tx, await follows.activeFollowersOf(tx, userId));
      const positionIds: number[] = [];
      for (const follow of await follows.activeOfTrader(tx, userId))
        positionIds.push(...(await this.d.engine.detachFollow(tx, follow.id)));
      for (const follow of await follows.lockActiveOfTrader(tx, userId)) {
        await follows.endFollow(tx, follow.id, { status: 'ended', endReason: 'trader_revoked' });
        await this.d.notifier.notify(tx, {
          userId: follow.followerUserId,
          key: 'copy_follow_ended',
          params: { trader: nickname },
          link: COPY_LINKS.my,
          ref: `copy_follow:${follow.id}`,
        });
      }
      const after = await repo.revokeTrader(tx, userId, text);
      await this.d.account.setTrader(tx, userId, false);
      if (!after.isDemo)
        await this.d.notifier.notify(tx, {
          userId,
          key: 'trader_revoked',
          params: { reason: text },
          link: COPY_LINKS.apply,
          ref: `trader_revoked:${userId}:${after.revokedAt?.getTime() ?? 0}`,
        });
      return {
        view: await auditChange(tx, audit, profileView, { before, after }),
        detached: positionIds,
      };
    });
    if (detached.length > 0) await this.d.engine.afterCommit(detached);
    return this.traderItem(view);
  }

  /**
   * A demo trader (STATS' demo content): made an active trader through the approval path (an application
   * approved at once, no operator, no notification), `is_demo` with its strategy. Idempotent: a user who
   * already is a trader (or was revoked by an operator) is returned as is.
   */
  async enrolDemo(userId: number, terms: DemoTraderTerms): Promise<TraderProfile> {
    return this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const existing = await repo.lockTrader(tx, userId);
      if (existing) return profileView(existing);
      const application =
        (await repo.pendingApplication(tx, userId)) ??
        (await repo.insertApplication(tx, userId, termsOf(terms)));
      await this.approveIn(tx, application, { operatorId: null, isDemo: true, strategy: terms.strategy });
      const trader = await repo.findTrader(tx, userId);
      if (!trader) throw new Error(`demo trader ${userId} not saved`);
      return profileView(trader);
    });
  }

  // -------------------------------------------------------------------------------------------- private

  private async pendingForReview(tx: Tx, id: number): Promise<CopyTraderApplicationRow> {
    const row = await repo.lockApplication(tx, id);
    if (row?.status !== 'pending') throw refuse('trader_application_not_pending', {}, 'id');
    return row;
  }

  /**
   * The approval itself: application approved, trader row active with its terms, `is_trader` set, and the
   * statistics computed at once from the futures record (the leaderboard shows them from the approval on).
   */
  private async approveIn(
    tx: Tx,
    application: CopyTraderApplicationRow,
    how: { operatorId: number | null; isDemo: boolean; strategy: string },
  ): Promise<CopyTraderApplicationRow> {
    const after = await repo.reviewApplication(tx, application.id, {
      status: 'approved',
      reason: '',
      operatorId: how.operatorId,
    });
    await repo.activateTrader(tx, {
      userId: after.userId,
      terms: {
        bio: after.bio,
        profitShare: after.profitShare,
        maxFollowers: after.maxFollowers,
        minAmount: after.minAmount,
      },
      applicationId: after.id,
      isDemo: how.isDemo,
      strategy: how.strategy,
    });
    await this.d.account.setTrader(tx, after.userId, true);
    await this.d.recomputeStats(after.userId, tx);
    if (!how.isDemo)
      await this.d.notifier.notify(tx, {
        userId: after.userId,
        key: 'trader_approved',
        params: {},
        link: COPY_LINKS.apply,
        ref: `trader_application:${after.id}`,
      });
    return after;
  }

  private async applicationItem(
    row: CopyTraderApplicationRow,
    profile?: PublicProfile,
  ): Promise<OpsTraderApplicationItem> {
    const who = profile ?? (await this.d.account.profilesOf([row.userId])).get(row.userId);
    return {
      ...applicationView(row),
      account: who?.login ?? '',
      nickname: who?.nickname ?? '',
      record: await this.d.futuresReads.record(row.userId),
    };
  }

  private async traderItem(view: TraderProfile, profile?: PublicProfile): Promise<OpsTraderItem> {
    const who = profile ?? (await this.d.account.profilesOf([view.user_id])).get(view.user_id);
    return {
      ...view,
      account: who?.login ?? '',
      nickname: who?.nickname ?? '',
      stats: await this.d.stats.statsOf(view.user_id, 30),
    };
  }
}
