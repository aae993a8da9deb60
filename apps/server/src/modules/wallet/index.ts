/**
 * The wallet module's entry: other modules import from here only. Balances and transfers between the
 * user's accounts, currency rules, conversions, deposits and withdrawals (money moves through the ledger).
 */
export { rulesOf } from './currencies';
export { WalletService } from './wallet.service';
export { walletRoutes } from './wallet.routes';
export { CurrencyService } from './currency.service';
export { ConversionService } from './conversion.service';
export { conversionRoutes } from './conversion.routes';
export { DepositsService, type ReviewedDeposit } from './deposits.service';
export { WithdrawalsService } from './withdrawals.service';
export {
  WalletGuards,
  type WithdrawalCheck,
  type WithdrawalDestination,
  type WithdrawalGuard,
} from './guards.hooks';
export { fundsRoutes } from './funds.routes';
export { walletModule } from './wallet.module';
