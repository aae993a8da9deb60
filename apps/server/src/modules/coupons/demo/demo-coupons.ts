import type { OpsCouponCampaignSaveRequest } from '@meridian/contract/coupons';
import type { FastifyBaseLogger } from 'fastify';
import type { CouponCampaigns } from '../campaigns';

/** The demo campaigns (labelled demo): a coupon of each product for every new user, valid 7 days. */
export const DEMO_COUPON_CAMPAIGNS: readonly OpsCouponCampaignSaveRequest[] = [
  {
    name: 'Welcome futures coupon 10 USDT',
    product: 'futures',
    value: '10',
    validity_days: 7,
    quantity: 100_000,
    trigger: 'registration',
    active: true,
  },
  {
    name: 'Welcome options coupon 10 USDT',
    product: 'options',
    value: '10',
    validity_days: 7,
    quantity: 100_000,
    trigger: 'registration',
    active: true,
  },
];

/**
 * A fresh install's coupon campaigns (DEMO_CONTENT on), created through the console's service and labelled demo;
 * a demo campaign of that name already there (a previous start's) is left as it is.
 */
export async function ensureDemoCampaigns(d: {
  campaigns: CouponCampaigns;
  log: FastifyBaseLogger;
}): Promise<number> {
  const existing = new Set((await d.campaigns.list()).filter((c) => c.label === 'demo').map((c) => c.name));
  let created = 0;
  for (const c of DEMO_COUPON_CAMPAIGNS) {
    if (existing.has(c.name)) continue;
    try {
      await d.campaigns.save(c, undefined, { isDemo: true, label: 'demo' });
      created++;
    } catch (err) {
      d.log.warn({ err, name: c.name }, 'coupons: demo campaign not created');
    }
  }
  return created;
}
