import { defineModule } from '../../platform/module';

/**
 * Locked mining (issue 15): products, locks held on the spot account, one dividend per order and UTC day at the day's published rate, maturity and early redemption, as durable jobs; the console's product and rate calls; demo products.
 */
export const lockmingModule = defineModule({
  name: 'lockming',
  setup: () => ({ services: {} }),
});
