import { Decimal, type Paginated } from '@meridian/contract';
import {
  INVITE_REBATE_PERCENT,
  INVITE_TOP_SIZE,
  inviteLinkPath,
  type InviteListRequest,
  type InviteRebateRow,
  type InviteRebatesRequest,
  type InviteSource,
  type InviteSummary,
  type InviteTopBoard,
  type InvitedUser,
} from '@meridian/contract/invite';
import type { Db } from '../../platform/db';
import type { AuthedContext } from '../../platform/http/route';
import type { Services } from '../../platform/module';
import { maskAccount } from './mask';
import * as repo from './invite.repo';

/** A decimal string as the wire shows it (no trailing zeros; '0' for none). */
const plain = (v: string | null | undefined): string => new Decimal(v ?? 0).toFixed();

export interface InviteReadDeps {
  db: Db;
  account: Pick<Services['account'], 'info' | 'accountsOf' | 'referralsOf' | 'referralCounts'>;
  kyc: Pick<Services['kyc'], 'levels'>;
  market: Pick<Services['market'], 'listAssets'>;
}

/** The invite calls: my invite summary, my invited users, my rebates, the public top inviters board. */
export class InviteService {
  constructor(private readonly d: InviteReadDeps) {}

  /** GET /user/invite */
  async summary(ctx: AuthedContext): Promise<InviteSummary> {
    const me = await this.d.account.info(ctx);
    const db = this.d.db;
    const counts = await this.d.account.referralCounts([me.id]);
    const totals = await repo.totalsByCurrency(db, me.id);
    const top = await repo.topReferees(db, me.id, 3);
    const names = await this.d.account.accountsOf(top.map((r) => r.refereeId));
    const usdt = totals.reduce((sum, t) => sum.plus(t.usdt), new Decimal(0));
    return {
      extension_code: me.extension_code,
      invite_link: inviteLinkPath(me.extension_code),
      invite_num: counts.get(me.id) ?? 0,
      invite_return_total: usdt.toFixed(),
      invite_return_totals: totals.map((t) => ({
        currency_id: t.currencyId,
        currency: this.symbolOf(t.currencyId),
        amount: plain(t.amount),
      })),
      inviteList: top.map((r) => ({
        account: maskAccount(names.get(r.refereeId) ?? ''),
        rebate_usdt: plain(r.usdt),
      })),
      rate: INVITE_REBATE_PERCENT,
    };
  }

  /** GET /invite/list: users registered with my code, newest first. */
  async invited(userId: number, q: InviteListRequest): Promise<Paginated<InvitedUser>> {
    const page = await this.d.account.referralsOf(userId, offsetOf(q));
    const ids = page.rows.map((r) => r.id);
    const [totals, levels] = await Promise.all([
      repo.totalsByReferee(this.d.db, userId, ids),
      this.d.kyc.levels(ids),
    ]);
    const data: InvitedUser[] = page.rows.map((r) => {
      const t = totals.get(r.id);
      return {
        account: maskAccount(r.login),
        registered_at: r.createdAt.toISOString(),
        kyc: (levels.get(r.id) ?? 0) >= 1,
        rebate_usdt: plain(t?.usdt),
        rebate_count: t?.n ?? 0,
      };
    });
    return { data, page: q.page, limit: q.limit, total: page.total };
  }

  /** GET /invite/rebates: the rebates I received, newest first. */
  async rebates(userId: number, q: InviteRebatesRequest): Promise<Paginated<InviteRebateRow>> {
    const page = await repo.rebatesPage(this.d.db, userId, { ...offsetOf(q), source: q.source });
    const names = await this.d.account.accountsOf([...new Set(page.rows.map((r) => r.refereeId))]);
    return {
      data: page.rows.map((r) => ({
        id: r.id,
        referee: maskAccount(names.get(r.refereeId) ?? ''),
        source: r.source as InviteSource,
        source_ref: r.sourceRef,
        currency_id: r.currencyId,
        currency: this.symbolOf(r.currencyId),
        fee: plain(r.fee),
        rebate: plain(r.rebate),
        rebate_usdt: plain(r.rebateUsdt),
        created_at: r.createdAt.toISOString(),
      })),
      page: q.page,
      limit: q.limit,
      total: page.total,
    };
  }

  /** GET /invite/top: the inviters who received most, with how many users each invited. */
  async top(): Promise<InviteTopBoard> {
    const rows = await repo.topInviters(this.d.db, INVITE_TOP_SIZE);
    const ids = rows.map((r) => r.inviterId);
    const names = await this.d.account.accountsOf(ids);
    const counts = await this.d.account.referralCounts(ids);
    return {
      data: rows.map((r, i) => ({
        rank: i + 1,
        account: maskAccount(names.get(r.inviterId) ?? ''),
        invite_num: counts.get(r.inviterId) ?? 0,
        rebate_usdt: plain(r.usdt),
      })),
      rate: INVITE_REBATE_PERCENT,
    };
  }

  private symbolOf(currencyId: number): string {
    return this.d.market.listAssets().find((a) => a.id === currencyId)?.symbol ?? '';
  }
}

const offsetOf = (q: { page: number; limit: number }) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });
