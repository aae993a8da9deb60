import { NOTIFICATION_LINKS, type NotificationKey } from '@meridian/contract/notifications';
import { type OptionsOrder } from '@meridian/contract/options';
import type { Tx } from '../../platform/db';
import type { Notifier } from '../notifications';

/** The notification of a settled order's outcome: won, lost, draw (equal prices) or void (no price). */
export function settledKey(order: OptionsOrder): NotificationKey {
  if (order.profit_result === 1) return 'option_won';
  if (order.profit_result === -1) return 'option_lost';
  return order.result_reason === 'no_price' ? 'option_void' : 'option_draw';
}

/** One notification per settled order, in the settlement batch's transaction. */
export async function notifySettled(
  tx: Tx,
  notifier: Notifier,
  orders: readonly { userId: number; order: OptionsOrder }[],
): Promise<void> {
  for (const { userId, order } of orders)
    await notifier.notify(tx, {
      userId,
      key: settledKey(order),
      params: {
        symbol: order.symbol,
        seconds: order.seconds,
        stake: order.number,
        currency: order.currency_name,
        profit: order.fact_profits,
      },
      link: NOTIFICATION_LINKS.settledOptions,
      ref: `option:${order.id}`,
    });
}
