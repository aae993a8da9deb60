import { Decimal } from '@meridian/contract';
import type { FuturesCloseReason } from '@meridian/contract/futures';
import { NOTIFICATION_LINKS, type NotificationKey } from '@meridian/contract/notifications';
import type { DbOrTx, Tx } from '../../platform/db';
import type { NotificationInput, Notifier } from '../notifications';
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
 * The futures module's own subscriber of its `closed` hook (`onClosed`): in the close's transaction, one
 * notification per position closed by its take-profit, stop-loss, limit close or a liquidation, with the close
 * price and the result net of fees as the closed position shows it. Ref `futures_closed:<id>`: a position
 * closes once, and a repeated notice of it writes nothing. The trigger runtime closes a slice of fired levels
 * one by one in one transaction: inside `batched` their notices are written together at its end.
 */
export class CloseNotices {
  private readonly held = new WeakMap<object, NotificationInput[]>();

  constructor(private readonly d: { notifier: Notifier; pairOf: (pairId: number) => FuturesPair }) {}

  readonly onClosed = async (tx: DbOrTx, closed: readonly PositionClosed[]): Promise<void> => {
    const notices = closed.flatMap((c) => this.noticeOf(c));
    const held = this.held.get(tx);
    if (held) held.push(...notices);
    // a close always runs in a transaction: the hook's type also admits the pool
    else if (notices.length > 0) await this.d.notifier.notifyMany(tx as Tx, notices);
  };

  /** Runs `work` in `tx`, the notices of the closes it makes written in one go once it has done. */
  async batched<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
    const held: NotificationInput[] = [];
    this.held.set(tx, held);
    let out: T;
    try {
      out = await work();
    } finally {
      this.held.delete(tx);
    }
    if (held.length > 0) await this.d.notifier.notifyMany(tx, held);
    return out;
  }

  private noticeOf({ row, reason }: PositionClosed): NotificationInput[] {
    const key = NOTICE_OF[reason];
    if (!key || row.closePrice === null) return [];
    const pair = this.d.pairOf(row.pairId);
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
  }
}
