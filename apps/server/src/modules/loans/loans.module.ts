import { defineModule } from '../../platform/module';
import { ensureDemoLoans, ensureLoansPool } from './demo/demo-loans';
import { loansJobs } from './loans.jobs';
import { LoansOps } from './loans-ops.service';
import { loansOpsRoutes, loansRoutes } from './loans.routes';
import { LoansService } from './loans.service';
import { loanTopics } from './topics';
import { LoansTriggers } from './triggers';

declare module '../../platform/module' {
  interface Services {
    loans: LoansService;
    loansOps: LoansOps;
    loansTriggers: LoansTriggers;
  }
}

/**
 * Crypto-backed loans: borrow USDT against BTC or ETH collateral, hourly interest, repay, add
 * collateral, margin calls, liquidation at the feed price through the trigger index (one leader, role
 * 'loans-triggers'), the term-end sale, the console's products and loan book, demo products.
 */
export const loansModule = defineModule({
  name: 'loans',
  setup: ({ audit, config, database, logger, use }) => {
    const market = use('market');
    const ledger = use('ledger');
    const deps = {
      db: database.db,
      ledger,
      notifier: use('notifications'),
      market,
      now: () => new Date(),
    };
    const loans = new LoansService(deps);
    const loansOps = new LoansOps({ db: database.db, loans, account: use('account') });
    const loansTriggers = new LoansTriggers({
      db: database.db,
      pool: database.pool,
      loans,
      market,
      log: logger,
    });
    use('supportTopics').register('loan', loanTopics(database.db, loans));
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { loans, loansOps, loansTriggers },
      routes: (api) => {
        loansRoutes(api, loans);
        loansOpsRoutes(api, { ops: audit, loansOps });
      },
      jobs: loansJobs(deps, loans),
      start: () => {
        loansTriggers.start();
        if (!config.demo.content) return;
        demo = ensureLoansPool(database.db, ledger, loans)
          .then(() => ensureDemoLoans({ db: database.db, loans, loansOps, log: logger }))
          .catch((err: unknown) =>
            logger.error({ err }, 'loans: pool inventory or demo products not created'),
          );
      },
      stop: async () => {
        await demo;
        await loansTriggers.stop();
      },
    };
  },
});
