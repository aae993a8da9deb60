import { defineModule } from '../../platform/module';
import { conversionRoutes } from './conversion.routes';
import { ConversionService } from './conversion.service';
import { CurrencyService } from './currency.service';
import { DepositsService } from './deposits.service';
import { ensureDemoDepositAddresses } from './demo/demo-deposit-addresses';
import { fundsRoutes } from './funds.routes';
import { WalletGuards } from './guards.hooks';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';
import { WithdrawalsService } from './withdrawals.service';

declare module '../../platform/module' {
  interface Services {
    wallet: WalletService;
    conversion: ConversionService;
    currencies: CurrencyService;
    deposits: DepositsService;
    withdrawals: WithdrawalsService;
    walletGuards: WalletGuards;
  }
}

/** Balances and transfers between the user's accounts, conversions, deposits and withdrawals. */
export const walletModule = defineModule({
  name: 'wallet',
  setup: ({ config, database, images, logger, use }) => {
    const { db } = database;
    const ledger = use('ledger');
    const market = use('market');
    const notifier = use('notifications');
    const wallet = new WalletService({ db, ledger, market, fiat: use('fiat') });
    const conversion = new ConversionService(db, ledger, market);
    const deposits = new DepositsService(db, ledger, market, images, notifier, {
      demoContent: config.demo.content,
    });
    const currencies = new CurrencyService({
      db,
      ledger,
      market,
      addressesOf: (id) => deposits.visibleAddresses(id),
    });
    const walletGuards = new WalletGuards();
    const withdrawals = new WithdrawalsService({
      db,
      ledger,
      market,
      kyc: use('kyc'),
      profile: use('profile'),
      addressBook: use('addressBook'),
      bankCards: use('bankCards'),
      fiat: use('fiat'),
      notifier,
      guards: walletGuards,
    });
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { wallet, conversion, currencies, deposits, withdrawals, walletGuards },
      routes: (api) => {
        walletRoutes(api, wallet);
        conversionRoutes(api, conversion);
        fundsRoutes(api, deposits, withdrawals, currencies);
      },
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoDepositAddresses({ deposits, log: logger }).catch((err: unknown) =>
          logger.error({ err }, 'wallet: the demo deposit addresses could not be added'),
        );
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
