import { defineModule } from '../../platform/module';

/**
 * IEO token subscriptions (issue 15): projects, subscriptions that hold their payment, pro-rata allocation at the end of the window and token delivery at the time to market, as durable jobs; the console's project calls; demo projects.
 */
export const ieoModule = defineModule({
  name: 'ieo',
  setup: () => ({ services: {} }),
});
