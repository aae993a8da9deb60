import { Decimal, type ParsedRequestOf, type ReplyOf, refuse } from '@meridian/contract';
import { type API } from '@meridian/contract/api';
import {
  checkCopyNumber,
  COPY_AGREEMENT_VERSION,
  COPY_MAX_FOLLOWS,
  type FollowFollowRequest,
  type FollowRecord,
} from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import type { Db } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { AccountService } from '../account';
import type { CopyEnginePort, PositionViews } from './copytrade.deps';
import type { CopyFollowRow } from './copytrade.schema';
import { copyTradeView, shareView } from './copies.view';
import * as repo from './follows.repo';
import { displayName, followView, NO_LIVE, usdt, type FollowLive, type FollowTrader } from './follows.view';
import * as traders from './traders.repo';

type Req<K extends keyof typeof API.follow> = ParsedRequestOf<(typeof API.follow)[K]>;
type Res<K extends keyof typeof API.follow> = ReplyOf<(typeof API.follow)[K]>;

/** Most ended follows `follow/my {history}` lists (newest first). */
export const FOLLOW_HISTORY_MAX = 200;

export interface FollowsDeps {
  db: Db;
  account: Pick<AccountService, 'profilesOf'>;
  engine: CopyEnginePort;
  positionViews: PositionViews;
  /** Demo content is on (DEMO_CONTENT): with it off, demo traders cannot be followed. */
  demoContent: boolean;
}

/**
 * Following traders: follow or change a follow, cancel it (its open copies stay open,
 * detached), accept the agreement, detach one copy (self-holding), and the follower's lists — my traders,
 * my copies, profit shares paid or received. Follow rules: not yourself; an active trader; at most
 * COPY_MAX_FOLLOWS active follows (counted under the follower's lock); at most the trader's `max_followers`
 * (counted under a lock on the trader row, taken first — the order a revocation takes them in); a budget of
 * at least the trader's minimum; the agreement accepted before a first follow; the share rate snapshotted.
 */
export class FollowsService {
  constructor(private readonly d: FollowsDeps) {}

  /** POST /follow/follow — a new follow, or new terms for the active follow of this trader. */
  async follow(userId: number, input: FollowFollowRequest): Promise<FollowRecord> {
    const number = checkCopyNumber(input.type, input.number);
    if (!number) throw refuse('follow_number_invalid', {}, 'number');
    const traderId = input.trader_user_id;
    if (traderId === userId) throw refuse('follow_self', {}, 'trader_user_id');
    const terms: repo.FollowTerms = {
      type: input.type,
      number: number.toFixed(),
      budget: new Decimal(input.budget).toFixed(),
      stopLossPercent: input.stop_loss_percent === undefined ? null : Number(input.stop_loss_percent),
    };
    const row = await this.d.db.transaction(async (tx) => {
      const trader = await traders.lockTrader(tx, traderId);
      if (trader?.status !== 'active' || (trader.isDemo && !this.d.demoContent))
        throw refuse('follow_trader_unavailable', {}, 'trader_user_id');
      await lockUser(tx, userId);
      if (new Decimal(terms.budget).lt(trader.minAmount))
        throw refuse(
          'follow_budget_below_minimum',
          { min: new Decimal(trader.minAmount).toFixed(2) },
          'budget',
        );
      const current = await repo.lockActiveFollow(tx, userId, traderId);
      if (current) return repo.updateFollowTerms(tx, current.id, terms);
      if (!(await repo.agreementOf(tx, userId, COPY_AGREEMENT_VERSION)))
        throw refuse('follow_agreement_required');
      if ((await repo.countActiveOfFollower(tx, userId)) >= COPY_MAX_FOLLOWS)
        throw refuse('follow_too_many', { max: COPY_MAX_FOLLOWS });
      if ((await repo.countActiveOfTrader(tx, traderId)) >= trader.maxFollowers)
        throw refuse('follow_trader_full', {}, 'trader_user_id');
      return repo.insertFollow(tx, {
        ...terms,
        followerUserId: userId,
        traderUserId: traderId,
        profitShare: trader.profitShare,
      });
    });
    const [view] = await this.views([row]);
    if (!view) throw new Error(`follow ${row.id} has no view`);
    return view;
  }

  /**
   * POST /follow/cancel — the follow ends; its open copies stay open, detached, the follower's own. Lock order
   * as a copy's own close (its position, then its follow): the follower's lock, the copies detached (their
   * positions locked), and only then the follow row locked and ended.
   */
  async cancel(userId: number, input: Req<'cancel'>): Promise<FollowRecord> {
    const { row, detached } = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const found = await repo.findActiveFollow(tx, userId, input.follow_user_id);
      if (!found) throw refuse('follow_not_found', {}, 'follow_user_id');
      const detached = await this.d.engine.detachFollow(tx, found.id);
      const follow = await repo.lockActiveFollow(tx, userId, input.follow_user_id);
      if (follow?.id !== found.id) throw refuse('follow_not_found', {}, 'follow_user_id');
      const ended = await repo.endFollow(tx, follow.id, { status: 'cancelled', endReason: 'cancelled' });
      return { row: ended, detached };
    });
    if (detached.length > 0) await this.d.engine.afterCommit(detached);
    const [view] = await this.views([row]);
    if (!view) throw new Error(`follow ${row.id} has no view`);
    return view;
  }

  /** POST /follow/agree — only the current version can be accepted. */
  async agree(userId: number, input: Req<'agree'>): Promise<Res<'agree'>> {
    if (input.version !== COPY_AGREEMENT_VERSION) throw refuse('parameter_error', {}, 'version');
    await repo.acceptAgreement(this.d.db, userId, input.version);
    return this.agreement(userId);
  }

  /** POST /follow/selfHolding — one attached copy becomes the follower's own position. */
  selfHolding(userId: number, input: Req<'selfHolding'>): Promise<FuturesPosition> {
    return this.d.engine.selfHold(userId, input.transaction_id);
  }

  /** GET /follow/my — active follows (or the ended ones), totals across every follow, the agreement. */
  async my(userId: number, input: Req<'my'>): Promise<Res<'my'>> {
    const active = await repo.followsOf(this.d.db, userId, false, COPY_MAX_FOLLOWS * 2);
    const listed = input.history ? await repo.followsOf(this.d.db, userId, true, FOLLOW_HISTORY_MAX) : active;
    const live = await this.d.engine.liveOf([...new Set([...active, ...listed].map((f) => f.id))]);
    const totals = await repo.totalsOf(this.d.db, userId);
    const unrealised = active.reduce((sum, f) => sum.plus(live.get(f.id)?.unrealised ?? 0), new Decimal(0));
    const agreement = await this.agreement(userId);
    return {
      follows: await this.views(listed, live),
      total_earnings: usdt(totals.realised),
      total_unrealised: usdt(unrealised),
      total_shares: usdt(totals.shares),
      agreement_version: COPY_AGREEMENT_VERSION,
      agreement_accepted: agreement.accepted,
    };
  }

  /** GET /follow/copies — current (open, attached) or history (closed, detached, skipped), newest first. */
  async copies(userId: number, q: Req<'copies'>): Promise<Res<'copies'>> {
    const { rows, total } = await repo.copiesOf(this.d.db, userId, {
      scope: q.scope,
      traderId: q.follow_user_id,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const names = await this.names(rows.map((r) => r.traderUserId));
    const positions = await this.d.positionViews(
      rows.flatMap((r) => (r.positionId === null ? [] : [r.positionId])),
    );
    const data = rows.map((r) =>
      copyTradeView(
        r,
        names.get(r.traderUserId) ?? '',
        r.positionId === null ? null : positions.get(r.positionId),
      ),
    );
    return { data, page: q.page, limit: q.limit, total };
  }

  /** GET /follow/shares — profit shares paid as a follower, or received as a trader (followers masked). */
  async shares(userId: number, q: Req<'shares'>): Promise<Res<'shares'>> {
    const { rows, total } = await repo.sharesOf(this.d.db, userId, {
      role: q.role,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const others = rows.map((r) => (q.role === 'paid' ? r.traderUserId : r.followerUserId));
    const profiles = await this.d.account.profilesOf(others);
    const positions = await this.d.positionViews(rows.map((r) => r.positionId));
    const data = rows.map((r) => {
      const other = q.role === 'paid' ? r.traderUserId : r.followerUserId;
      const profile = profiles.get(other);
      // A follower is never named to the trader: their masked login only.
      const counterparty =
        q.role === 'paid'
          ? displayName(other, profile)
          : displayName(other, profile && { nickname: '', login: profile.login });
      return shareView(r, counterparty, positions.get(r.positionId)?.symbol ?? '');
    });
    return { data, page: q.page, limit: q.limit, total };
  }

  private async agreement(userId: number): Promise<Res<'agree'>> {
    const row = await repo.agreementOf(this.d.db, userId, COPY_AGREEMENT_VERSION);
    return {
      version: COPY_AGREEMENT_VERSION,
      accepted: row !== undefined,
      accepted_at: row ? row.acceptedAt.toISOString() : '',
    };
  }

  /** Follows as their follower sees them, with the traders' names and what the open copies hold now. */
  private async views(rows: CopyFollowRow[], known?: Map<number, FollowLive>): Promise<FollowRecord[]> {
    if (rows.length === 0) return [];
    const live = known ?? (await this.d.engine.liveOf(rows.map((r) => r.id)));
    const traderIds = [...new Set(rows.map((r) => r.traderUserId))];
    const profiles = await this.d.account.profilesOf(traderIds);
    const demo = await traders.demoFlagsOf(this.d.db, traderIds);
    return rows.map((r) => {
      const profile = profiles.get(r.traderUserId);
      const trader: FollowTrader = {
        nickname: displayName(r.traderUserId, profile),
        head_portrait: profile?.headPortrait ?? '',
        is_demo: demo.get(r.traderUserId) ?? false,
      };
      return followView(r, trader, live.get(r.id) ?? NO_LIVE);
    });
  }

  private async names(userIds: number[]): Promise<Map<number, string>> {
    const profiles = await this.d.account.profilesOf(userIds);
    return new Map([...new Set(userIds)].map((id) => [id, displayName(id, profiles.get(id))]));
  }
}
