import { defineSubscriber } from '../../platform/domain-events';
import { defineModule } from '../../platform/module';
import { CouponCampaigns } from './campaigns';
import { ensureDemoCampaigns } from './demo/demo-coupons';
import { CouponGrants } from './grants';
import { CouponJobs } from './coupons.jobs';
import { plugCoupons } from './products';
import { couponsOpsRoutes, couponsRoutes } from './coupons.routes';
import { CouponsService } from './coupons.service';
import { CouponUses } from './uses';

declare module '../../platform/module' {
  interface Services {
    coupons: CouponsService;
    /** Coupons' money, used and settled inside the futures and options transactions (products.ts). */
    couponUses: CouponUses;
    couponCampaigns: CouponCampaigns;
    couponGrants: CouponGrants;
    couponJobs: CouponJobs;
  }
}

/**
 * Experience coupons: campaigns granting coupons that pay a futures margin or an options stake from
 * the house promotions account; only the profit made with one can be withdrawn, its value returns to the house
 * when the position closes. Grants: manual (console), on registration and to the inviter (`account.registered`);
 * unused coupons expire by the `coupons.expire` cron; demo campaigns on demo installs.
 */
export const couponsModule = defineModule({
  name: 'coupons',
  setup: ({ audit, config, database, logger, use }) => {
    const db = database.db;
    const now = () => new Date();
    const market = use('market');
    const account = use('account');
    const symbolOf = (id: number) => market.listAssets().find((a) => a.id === id)?.symbol ?? '';
    const couponGrants = new CouponGrants({ db, notifier: use('notifications'), symbolOf, now });
    const couponCampaigns = new CouponCampaigns({ db, grants: couponGrants, users: account, symbolOf, now });
    const coupons = new CouponsService({ db, symbolOf, now });
    const couponUses = new CouponUses({ db, ledger: use('ledger'), now });
    const couponJobs = new CouponJobs({ db, log: logger, now });
    plugCoupons(couponUses, { futures: use('futuresHooks'), options: use('optionsHooks') });
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { coupons, couponUses, couponCampaigns, couponGrants, couponJobs },
      routes: (api) => {
        couponsRoutes(api, coupons);
        couponsOpsRoutes(api, { campaigns: couponCampaigns, ops: audit });
      },
      jobs: couponJobs.definitions,
      subscribers: [
        defineSubscriber({
          name: 'coupons.registered',
          event: 'account.registered',
          handle: async (tx, e) => {
            const parent = e.payload.parentId === null ? null : await account.parentOf(tx, e.payload.userId);
            await couponGrants.onRegistered(tx, {
              userId: e.payload.userId,
              parentId: e.payload.parentId,
              inviterIsSystem: parent?.system ?? false,
            });
          },
        }),
      ],
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoCampaigns({ campaigns: couponCampaigns, log: logger }).catch((err: unknown) =>
          logger.error({ err }, 'coupons: the demo campaigns could not be created'),
        );
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
