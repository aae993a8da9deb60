import { Decimal, type MessageKey } from '@meridian/contract';
import { COUPON_INVITES_PER_DAY, couponExpiresAt, couponSourceRef } from '@meridian/contract/coupons';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { Notifier } from '../notifications';
import * as repo from './coupons.repo';
import type { CouponCampaignRow, CouponRow } from './coupons.schema';

export type GrantOutcome = { coupon: CouponRow; created: boolean } | { error: MessageKey };

export interface GrantDeps {
  db: Db;
  notifier: Notifier;
  /** A currency's symbol ('USDT'), for the notification. */
  symbolOf: (currencyId: number) => string;
  now: () => Date;
}

/**
 * Granting coupons, always in the caller's transaction under the campaign's row lock: a grant already made for
 * the same campaign, user and source answers that coupon (idempotent: an event delivered twice grants once);
 * otherwise the campaign must be active and below its quantity cap (counted in `granted` under the lock, so
 * racing grants never pass it). The user is notified in the same transaction.
 */
export class CouponGrants {
  constructor(private readonly d: GrantDeps) {}

  async grant(tx: Tx, campaignId: number, userId: number, sourceRef: string): Promise<GrantOutcome> {
    const campaign = await repo.lockCampaign(tx, campaignId);
    if (!campaign) return { error: 'coupon_campaign_not_found' };
    const existing = await repo.findGrant(tx, campaignId, userId, sourceRef);
    if (existing) return { coupon: existing, created: false };
    if (!campaign.active) return { error: 'coupon_campaign_paused' };
    if (campaign.granted >= campaign.quantity) return { error: 'coupon_campaign_exhausted' };
    const now = this.d.now();
    const coupon = await repo.insertCoupon(tx, {
      campaignId,
      userId,
      product: campaign.product,
      value: campaign.value,
      currencyId: campaign.currencyId,
      sourceRef,
      grantedAt: now,
      expiresAt: couponExpiresAt(now, campaign.validityDays),
    });
    if (!coupon) return { error: 'coupon_already_granted' };
    await repo.updateCampaign(tx, campaignId, { granted: campaign.granted + 1 });
    await this.notify(tx, campaign, coupon);
    return { coupon, created: true };
  }

  /**
   * `account.registered`: each active registration campaign's coupon to the new user, and each active invitation
   * campaign's to the inviter (at most COUPON_INVITES_PER_DAY invitation coupons a UTC day, counted under the
   * inviter's lock). A paused or exhausted campaign grants nothing; no campaign, nothing.
   */
  async onRegistered(tx: Tx, e: { userId: number; parentId: number | null; inviterIsSystem: boolean }) {
    const inviter = e.parentId !== null && !e.inviterIsSystem ? e.parentId : null;
    if (inviter !== null) await lockUser(tx, inviter);
    for (const c of await repo.activeCampaignsOf(tx, 'registration'))
      await this.grant(tx, c.id, e.userId, couponSourceRef.registration());
    if (inviter === null) return;
    const ref = couponSourceRef.invitation(e.userId);
    const day = this.d.now();
    day.setUTCHours(0, 0, 0, 0);
    for (const c of await repo.activeCampaignsOf(tx, 'invitation')) {
      if (await repo.findGrant(tx, c.id, inviter, ref)) continue;
      if ((await repo.invitesSince(tx, inviter, day)) >= COUPON_INVITES_PER_DAY) return;
      await this.grant(tx, c.id, inviter, ref);
    }
  }

  /** A manual grant's source: one per console request (the same user twice in it is granted once). */
  manualRef(): string {
    return couponSourceRef.manual(randomUUID());
  }

  private notify(tx: Tx, campaign: CouponCampaignRow, coupon: CouponRow) {
    return this.d.notifier.notify(tx, {
      userId: coupon.userId,
      key: coupon.product === 'futures' ? 'coupon_granted_futures' : 'coupon_granted_options',
      params: {
        campaign: campaign.name,
        value: new Decimal(coupon.value).toFixed(),
        currency: this.d.symbolOf(coupon.currencyId),
        expires_at: coupon.expiresAt.toISOString().slice(0, 16).replace('T', ' '),
      },
      link: NOTIFICATION_LINKS.coupons,
      ref: `coupon:${coupon.id}`,
    });
  }
}
