import { defineModule } from '../../platform/module';
import { ensureDemoDesk } from './demo/demo-desk';
import { OtcDesk } from './desk';
import { OtcJobs } from './otc.jobs';
import { OtcMoney } from './money';
import { otcOpsRoutes } from './otc.ops-routes';
import { OtcReview } from './review';
import { otcRoutes } from './otc.routes';
import { OtcService } from './otc.service';
import { otcTopicResolver } from './topics';
import { OtcTransitions } from './transitions';

declare module '../../platform/module' {
  interface Services {
    otc: OtcService;
    otcDesk: OtcDesk;
    otcReview: OtcReview;
    otcJobs: OtcJobs;
  }
}

/**
 * OTC fast buy and sell: quotes locked for 60 s at the feed price × the fiat rate ± the desk spread,
 * buy orders paid by bank transfer with a voucher and confirmed by an operator, sell orders holding the coins
 * until the operator has paid out; unpaid buys expire by the `otc.expire` cron; the console's desk settings and
 * order queue (audited); the support topic kind `otc`; a demo desk on demo installs.
 */
export const otcModule = defineModule({
  name: 'otc',
  setup: ({ audit, config, database, logger, images, use }) => {
    const db = database.db;
    const market = use('market');
    const otcDesk = new OtcDesk({
      db,
      market,
      fiat: use('fiat'),
      kyc: use('kyc'),
      demoContent: config.demo.content,
    });
    const money = new OtcMoney(use('ledger'));
    const symbolOf = (id: number) => market.listAssets().find((a) => a.id === id)?.symbol ?? '';
    const transitions = new OtcTransitions({ money, notifier: use('notifications'), symbolOf });
    const otc = new OtcService({
      db,
      desk: otcDesk,
      money,
      transitions,
      kyc: use('kyc'),
      bankCards: use('bankCards'),
      images,
    });
    const otcReview = new OtcReview({ db, desk: otcDesk, transitions, account: use('account') });
    const otcJobs = new OtcJobs({ db, transitions, log: logger });
    use('supportTopics').register('otc', otcTopicResolver({ db, desk: otcDesk }));
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { otc, otcDesk, otcReview, otcJobs },
      routes: (api) => {
        otcRoutes(api, { otc, desk: otcDesk });
        otcOpsRoutes(api, { desk: otcDesk, review: otcReview, ops: audit });
      },
      jobs: otcJobs.definitions,
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoDesk({ desk: otcDesk, log: logger }).catch((err: unknown) =>
          logger.error({ err }, 'otc: the demo desk could not be opened'),
        );
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
