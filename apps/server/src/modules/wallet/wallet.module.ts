import { defineModule } from '../../platform/module';
import { conversionRoutes } from './conversion.routes';
import { ConversionService } from './conversion.service';
import { CurrencyService } from './currency.service';
import { DepositsService } from './deposits.service';
import { fundsRoutes } from './funds.routes';
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
  }
}

/** Balances and transfers between the user's accounts, conversions, deposits and withdrawals. */
export const walletModule = defineModule({
  name: 'wallet',
  setup: ({ database, images, use }) => {
    const { db } = database;
    const ledger = use('ledger');
    const market = use('market');
    const notifier = use('notifications');
    const wallet = new WalletService(db, ledger, market, use('fiat'));
    const conversion = new ConversionService(db, ledger, market);
    const currencies = new CurrencyService(db, ledger, market);
    const deposits = new DepositsService(db, ledger, market, images, notifier);
    const withdrawals = new WithdrawalsService({
      db,
      ledger,
      market,
      kyc: use('kyc'),
      profile: use('profile'),
      addressBook: use('addressBook'),
      bankCards: use('bankCards'),
      notifier,
    });
    return {
      services: { wallet, conversion, currencies, deposits, withdrawals },
      routes: (api) => {
        walletRoutes(api, wallet);
        conversionRoutes(api, conversion);
        fundsRoutes(api, deposits, withdrawals, currencies);
      },
    };
  },
});
