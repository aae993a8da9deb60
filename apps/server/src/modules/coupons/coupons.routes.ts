import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { CouponCampaigns } from './campaigns';
import type { CouponsService } from './coupons.service';

/** The app's coupon calls (contract `API.coupons`). */
export function couponsRoutes(app: FastifyInstance, coupons: CouponsService): void {
  const api = API.coupons;
  handle(app, api.list, (input, ctx) => coupons.list(ctx.session.userId, input));
  handle(app, api.usable, (input, ctx) => coupons.usable(ctx.session.userId, input));
}

/**
 * The console's coupon calls (contract `API.opsCoupons`, operator tokens only); each change writes its audit row
 * (coupons.campaign_save, coupons.campaign_pause, coupons.grant) in its own transaction.
 */
export function couponsOpsRoutes(
  app: FastifyInstance,
  s: { campaigns: CouponCampaigns; ops: OperatorAudit },
): void {
  const api = API.opsCoupons;
  handle(app, api.campaigns, () => s.campaigns.list());
  handle(app, api.campaignSave, (input, ctx) =>
    s.campaigns.save(input, s.ops.audit(ctx, 'coupons.campaign_save', 'coupon_campaign', input.id ?? 'new')),
  );
  handle(app, api.campaignPause, (input, ctx) =>
    s.campaigns.pause(input, s.ops.audit(ctx, 'coupons.campaign_pause', 'coupon_campaign', input.id)),
  );
  handle(app, api.grant, (input, ctx) =>
    s.campaigns.grant(input, s.ops.audit(ctx, 'coupons.grant', 'coupon_campaign', input.campaign_id)),
  );
  handle(app, api.list, (input) => s.campaigns.coupons(input));
}
