import { defineModule } from '../../platform/module';

/**
 * Experience coupons (issue 18): campaigns granting coupons that pay a futures margin or an options stake from the house promotions account; only the profit made with one can be withdrawn, its value returns to the house when the position closes.
 */
export const couponsModule = defineModule({
  name: 'coupons',
  setup: () => ({ services: {} }),
});
