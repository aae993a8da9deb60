import { defineModule } from '../../platform/module';

/**
 * OTC fast buy and sell (issue 17): quotes locked for 60 s at the feed price × the fiat rate ± the desk spread,
 * buy orders paid by bank transfer with a voucher and confirmed by an operator, sell orders holding the coins
 * until the operator has paid out; the console's desk settings and order queue.
 */
export const otcModule = defineModule({
  name: 'otc',
  setup: () => ({ services: {} }),
});
