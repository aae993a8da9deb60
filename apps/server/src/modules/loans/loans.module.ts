import { defineModule } from '../../platform/module';

/**
 * Crypto-backed loans (issue 17): borrow USDT against BTC or ETH collateral, hourly interest, repay, add
 * collateral, margin calls, liquidation at the feed price through the trigger index.
 */
export const loansModule = defineModule({
  name: 'loans',
  setup: () => ({ services: {} }),
});
