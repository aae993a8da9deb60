import { describe, expect, it, vi } from 'vitest';
import { get } from '../../../../test/api';
import { createTestApp } from '../../../../test/test-app';
import { newUser } from '../../settings/settings.testing';
import { DEMO_COUPON_CAMPAIGNS, ensureDemoCampaigns } from './demo-coupons';

/**
 * Demo content: with it on, a fresh install has the welcome campaigns (futures and options, 10 USDT,
 * registration), made at start through the console's service and labelled demo; a second run makes none again;
 * a new user receives both coupons.
 */

describe('the demo coupon campaigns', () => {
  it('are made once at start, labelled demo, and grant a new user both welcome coupons', async () => {
    const t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
    try {
      const demo = async () => (await t.services.couponCampaigns.list()).filter((c) => c.label === 'demo');
      await vi.waitFor(async () => expect(await demo()).toHaveLength(2), { timeout: 10_000 });
      expect((await demo()).map((c) => [c.name, c.product, c.value, c.trigger]).sort()).toEqual(
        DEMO_COUPON_CAMPAIGNS.map((c) => [c.name, c.product, c.value, c.trigger]).sort(),
      );
      expect(await ensureDemoCampaigns({ campaigns: t.services.couponCampaigns, log: t.app.log })).toBe(0);
      const u = await newUser(t);
      await t.services.jobs.drain();
      const mine = (await get(t.app, '/coupon/list', {}, { token: u.token })).body.message as {
        data: { product: string; value: string }[];
      };
      expect(mine.data.map((c) => [c.product, c.value]).sort()).toEqual([
        ['futures', '10'],
        ['options', '10'],
      ]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
