import { Decimal } from '@meridian/contract';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { Tx } from '../../platform/db';
import type { PairInfo } from '../market';
import type { NotificationInput, Notifier } from '../notifications';
import type { SpotOrderRow } from './spot.schema';

/**
 * The spot notifications, written in the transaction of their cause (one per order and cause, by `ref`): a
 * resting order filled, a stop triggered, an OCO stop leg cancelled because its take-profit filled. The house
 * market maker's orders are never notified (`quiet`).
 */
export class SpotNotices {
  constructor(
    private readonly notifier: Notifier | undefined,
    private readonly quiet: (userId: number) => boolean = () => false,
  ) {}

  /** Resting orders of this change that are now completely filled. */
  filled(tx: Tx, pair: PairInfo, rows: readonly SpotOrderRow[]): Promise<void> {
    return this.send(
      tx,
      rows
        .filter((r) => r.status === 'filled')
        .map((r) => ({
          userId: r.userId,
          key: 'spot_order_filled',
          params: {
            symbol: pair.symbol,
            amount: plain(r.amount),
            currency: pair.base,
            price: plain(r.price),
          },
          link: NOTIFICATION_LINKS.spotOrders,
          ref: `spot_order:${r.id}`,
        })),
    );
  }

  triggered(tx: Tx, pair: PairInfo, row: SpotOrderRow): Promise<void> {
    return this.send(tx, [
      {
        userId: row.userId,
        key: 'spot_stop_triggered',
        params: {
          symbol: pair.symbol,
          trigger: plain(row.triggerPrice),
          amount: plain(row.amount),
          currency: pair.base,
          price: plain(row.price),
        },
        link: NOTIFICATION_LINKS.spotOrders,
        ref: `spot_order:${row.id}`,
      },
    ]);
  }

  ocoCancelled(tx: Tx, pair: PairInfo, rows: readonly SpotOrderRow[]): Promise<void> {
    return this.send(
      tx,
      rows.map((r) => ({
        userId: r.userId,
        key: 'spot_oco_cancelled',
        params: { symbol: pair.symbol },
        link: NOTIFICATION_LINKS.spotOrders,
        ref: `spot_order:${r.id}`,
      })),
    );
  }

  private async send(tx: Tx, inputs: NotificationInput[]): Promise<void> {
    const mine = inputs.filter((i) => !this.quiet(i.userId));
    if (this.notifier && mine.length > 0) await this.notifier.notifyMany(tx, mine);
  }
}

const plain = (v: string | null) => new Decimal(v ?? '0').toFixed();
