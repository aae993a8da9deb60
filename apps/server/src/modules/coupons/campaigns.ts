import { Decimal, type Paginated, refuse } from '@meridian/contract';
import {
  COUPON_CURRENCY_ID,
  COUPON_VALUE_DECIMALS,
  COUPON_VALUE_MAX,
  type OpsCoupon,
  type OpsCouponCampaign,
  type OpsCouponCampaignSaveRequest,
  type OpsCouponGrantRequest,
  type OpsCouponGrantResult,
  type OpsCouponListRequest,
} from '@meridian/contract/coupons';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db, DbOrTx } from '../../platform/db';
import type { CouponGrants } from './grants';
import * as repo from './coupons.repo';
import { campaignView, couponView } from './coupons.view';

export interface CampaignDeps {
  db: Db;
  grants: CouponGrants;
  /** Users by id or login (the console's grant form), and login names for the issued list. */
  users: {
    userIdByLogin(login: string): Promise<number | undefined>;
    accountsOf(ids: number[]): Promise<Map<number, string>>;
  };
  symbolOf: (currencyId: number) => string;
  now: () => Date;
}

/**
 * The console's coupon campaigns (ops/coupons/*): save and pause (audited with the campaign before and after),
 * manual grants (audited with the users named and the outcome), the campaigns with their counts and cost, the
 * issued coupons. Saving changes future grants only: a granted coupon keeps its value and expiry.
 */
export class CouponCampaigns {
  constructor(private readonly d: CampaignDeps) {}

  async list(db: DbOrTx = this.d.db): Promise<OpsCouponCampaign[]> {
    const rows = await repo.listCampaigns(db);
    const stats = await repo.campaignStats(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => campaignView(r, stats.get(r.id)));
  }

  async view(id: number, db: DbOrTx = this.d.db): Promise<OpsCouponCampaign> {
    const row = await repo.getCampaign(db, id);
    if (!row) throw refuse('coupon_campaign_not_found', {}, 'id');
    return campaignView(row, (await repo.campaignStats(db, [id])).get(id));
  }

  async save(
    input: OpsCouponCampaignSaveRequest,
    audit?: AuditHook<OpsCouponCampaign | null>,
    opts: { isDemo?: boolean; label?: string } = {},
  ): Promise<OpsCouponCampaign> {
    const value = new Decimal(input.value);
    if (value.gt(COUPON_VALUE_MAX) || value.decimalPlaces() > COUPON_VALUE_DECIMALS)
      throw refuse('coupon_campaign_invalid', {}, 'value');
    const fields = {
      name: input.name,
      product: input.product,
      value: value.toFixed(),
      currencyId: COUPON_CURRENCY_ID,
      validityDays: input.validity_days,
      quantity: input.quantity,
      trigger: input.trigger,
      active: input.active,
    };
    return this.d.db.transaction(async (tx) => {
      if (input.id === undefined) {
        const row = await repo.insertCampaign(tx, {
          ...fields,
          isDemo: opts.isDemo ?? false,
          label: opts.label ?? '',
        });
        const after = campaignView(row);
        await audit?.(tx, null, after);
        return after;
      }
      const before = await repo.lockCampaign(tx, input.id);
      if (!before) throw refuse('coupon_campaign_not_found', {}, 'id');
      if (input.quantity < before.granted) throw refuse('coupon_campaign_invalid', {}, 'quantity');
      const beforeView = await this.view(input.id, tx);
      await repo.updateCampaign(tx, input.id, fields);
      const after = await this.view(input.id, tx);
      await audit?.(tx, beforeView, after);
      return after;
    });
  }

  async pause(
    input: { id: number; active: boolean },
    audit?: AuditHook<OpsCouponCampaign>,
  ): Promise<OpsCouponCampaign> {
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.lockCampaign(tx, input.id))) throw refuse('coupon_campaign_not_found', {}, 'id');
      const before = await this.view(input.id, tx);
      await repo.updateCampaign(tx, input.id, { active: input.active });
      const after = await this.view(input.id, tx);
      await audit?.(tx, before, after);
      return after;
    });
  }

  /**
   * Grants the campaign's coupon to each user named (id, or e-mail / phone login), in one transaction with its
   * audit row; a user not found, already granted by this request, or the cap reached is reported per line.
   */
  async grant(
    input: OpsCouponGrantRequest,
    audit?: AuditHook<{ campaign_id: number; users: string[] } | OpsCouponGrantResult>,
  ): Promise<OpsCouponGrantResult> {
    if (!(await repo.getCampaign(this.d.db, input.campaign_id)))
      throw refuse('coupon_campaign_not_found', {}, 'campaign_id');
    const named = await Promise.all(input.users.map(async (u) => ({ user: u, id: await this.userOf(u) })));
    const ref = this.d.grants.manualRef();
    return this.d.db.transaction(async (tx) => {
      const results: OpsCouponGrantResult['results'] = [];
      for (const { user, id } of named) {
        if (id === undefined) {
          results.push({ user, user_id: null, coupon_id: null, error: 'coupon_user_not_found' });
          continue;
        }
        const out = await this.d.grants.grant(tx, input.campaign_id, id, ref);
        if ('error' in out) results.push({ user, user_id: id, coupon_id: null, error: out.error });
        else if (!out.created)
          results.push({ user, user_id: id, coupon_id: out.coupon.id, error: 'coupon_already_granted' });
        else results.push({ user, user_id: id, coupon_id: out.coupon.id, error: '' });
      }
      const result = { granted: results.filter((r) => r.error === '').length, results };
      await audit?.(tx, { campaign_id: input.campaign_id, users: input.users }, result);
      return result;
    });
  }

  async coupons(q: OpsCouponListRequest): Promise<Paginated<OpsCoupon>> {
    const { rows, total } = await repo.listCoupons(
      this.d.db,
      { campaignId: q.campaign_id, userId: q.user_id, statuses: q.status ? [q.status] : undefined },
      'newest',
      q.limit,
      (q.page - 1) * q.limit,
    );
    const names = new Map((await repo.listCampaigns(this.d.db)).map((c) => [c.id, c.name]));
    const accounts = await this.d.users.accountsOf([...new Set(rows.map((r) => r.userId))]);
    const now = this.d.now();
    return {
      data: rows.map((r) => ({
        ...couponView(r, names.get(r.campaignId) ?? '', this.d.symbolOf, now),
        user_id: r.userId,
        account: accounts.get(r.userId) ?? '',
        source_ref: r.sourceRef,
      })),
      page: q.page,
      limit: q.limit,
      total,
    };
  }

  private async userOf(named: string): Promise<number | undefined> {
    const s = named.trim();
    if (/^\d{1,15}$/.test(s)) {
      const id = Number(s);
      if ((await this.d.users.accountsOf([id])).has(id)) return id;
    }
    return this.d.users.userIdByLogin(s);
  }
}
