import type { Paginated } from '@meridian/contract';
import type {
  Coupon,
  CouponListRequest,
  CouponStatus,
  CouponUsableRequest,
} from '@meridian/contract/coupons';
import type { Db } from '../../platform/db';
import * as repo from './coupons.repo';
import type { CouponRow } from './coupons.schema';
import { couponView } from './coupons.view';

const TABS: Record<CouponListRequest['status'], readonly CouponStatus[]> = {
  unused: ['unused', 'in_use'],
  used: ['used'],
  expired: ['expired'],
};

/** The app's coupon reads (contract `API.coupons`): my coupons by tab, and the ones a ticket may use. */
export class CouponsService {
  constructor(private readonly d: { db: Db; symbolOf: (currencyId: number) => string; now: () => Date }) {}

  async list(userId: number, q: CouponListRequest): Promise<Paginated<Coupon>> {
    const { rows, total } = await repo.listCoupons(
      this.d.db,
      { userId, statuses: TABS[q.status] },
      q.status === 'unused' ? 'expiry' : 'newest',
      q.limit,
      (q.page - 1) * q.limit,
    );
    return { data: await this.views(rows), page: q.page, limit: q.limit, total };
  }

  async usable(userId: number, q: CouponUsableRequest): Promise<Coupon[]> {
    const { rows } = await repo.listCoupons(
      this.d.db,
      { userId, statuses: ['unused'], product: q.product, currencyId: q.currency_id, liveAt: this.d.now() },
      'expiry',
      100,
      0,
    );
    return this.views(rows);
  }

  private async views(rows: CouponRow[]): Promise<Coupon[]> {
    const names = new Map((await repo.listCampaigns(this.d.db)).map((c) => [c.id, c.name]));
    const now = this.d.now();
    return rows.map((r) => couponView(r, names.get(r.campaignId) ?? '', this.d.symbolOf, now));
  }
}
