import { Decimal } from '@meridian/contract';
import type { FuturesCloseReason } from '@meridian/contract/futures';
import { NOTIFICATION_LINKS, type NotificationKey } from '@meridian/contract/notifications';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Notifier } from '../notifications';
import type { PositionClosed } from './futures.hooks';
import { MONEY, sideOf, type FuturesPair } from './futures.rules';
import { netResult } from './futures.view';

/** The closes the platform's rules make while the owner may be away; their own and other modules' are not told. */
const NOTICE_OF: Partial<Record<FuturesCloseReason, NotificationKey>> = {
  tp: 'futures_closed_tp',
  sl: 'futures_closed_sl',
  limit: 'futures_closed_limit',
  liquidation: 'futures_liquidated',
};

/**
 * The futures module's own subscriber of its `closed` hook: in the close's transaction, one notification per
 * position closed by its take-profit, stop-loss, limit close or a liquidation (one insert for the batch), with
 * the close price and the result net of fees as the closed position shows it. Ref `futures_closed:<id>`: a
 * position closes once, and a repeated notice of it writes nothing.
 */
export function closeNotices(notifier: Notifier, pairOf: (pairId: number) => FuturesPair) {
  return async (tx: DbOrTx, closed: readonly PositionClosed[]): Promise<void> => {
    const notices = closed.flatMap(({ row, reason }) => {
      const key = NOTICE_OF[reason];
      if (!key || row.closePrice === null) return [];
      const pair = pairOf(row.pairId);
      const result = netResult(row, undefined);
      return [
        {
          userId: row.userId,
          key,
          params: {
            symbol: pair.symbol,
            side: sideOf(row.side as 1 | 2),
            price: new Decimal(row.closePrice).toFixed(),
            sign: result.lt(0) ? '−' : '+',
            result: result.abs().toFixed(MONEY),
            currency: pair.quote,
          },
          link: NOTIFICATION_LINKS.futuresPositions,
          ref: `futures_closed:${row.id}`,
        },
      ];
    });
    // a close always runs in a transaction: the hook's type also admits the pool
    if (notices.length > 0) await notifier.notifyMany(tx as Tx, notices);
  };
}
