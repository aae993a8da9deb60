import { defineModule } from '../../platform/module';

/**
 * Invest and dual-currency products (issue 15): products, purchases of whole shares, settlement at 08:00 UTC on the maturity date at the mean of the recorded prices of the 30 minutes before, as durable jobs; the console's product calls; demo products.
 */
export const dualModule = defineModule({
  name: 'dual',
  setup: () => ({ services: {} }),
});
