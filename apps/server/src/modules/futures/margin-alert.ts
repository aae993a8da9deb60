import { Decimal } from '@meridian/contract';
import {
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_STATUS,
  futuresMarginRatio,
  futuresPnl,
} from '@meridian/contract/futures';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import type { Tx } from '../../platform/db';
import type { Notifier } from '../notifications';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import { sideOf, type FuturesPair } from './futures.rules';

/**
 * The margin warning of an open position, fired by its alert level in the trigger index (trigger-levels.ts
 * `alertLevel`): `warn` flags the row and notifies its owner with the ratio at the tick and the liquidation
 * price; `rearm` clears the flag once the ratio is back under the re-arm percent. The flag is read and written
 * under the row lock, so each crossing notifies once whatever fires twice.
 */
export class MarginAlerts {
  constructor(
    private readonly d: { notifier: Notifier | undefined; pairOf: (pairId: number) => FuturesPair },
  ) {}

  async fire(
    tx: Tx,
    id: number,
    kind: 'warn' | 'rearm',
    price: string,
    reached: (row: FuturesPositionRow) => boolean,
  ): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== FUTURES_STATUS.open || row.price === null) return undefined;
    if (row.marginWarned === (kind === 'warn') || !reached(row)) return undefined;
    const changed = await repo.updatePosition(tx, id, { marginWarned: kind === 'warn' });
    if (kind === 'warn' && this.d.notifier) {
      const pnl = futuresPnl(sideOf(row.side as 1 | 2), row.price, price, row.quantity);
      const ratio = futuresMarginRatio(row.margin, pnl, row.originMargin, FUTURES_LIQUIDATION_RISK_PERCENT);
      await this.d.notifier.notify(tx, {
        userId: row.userId,
        key: 'futures_margin_warning',
        params: {
          symbol: this.d.pairOf(row.pairId).symbol,
          ratio: ratio.toFixed(),
          price: new Decimal(price).toFixed(),
          liquidation_price: new Decimal(row.liquidationPrice ?? 0).toFixed(),
        },
        link: NOTIFICATION_LINKS.futuresPositions,
        // one per crossing: the row's change counter is new after every re-arm
        ref: `futures_margin_warning:${id}:${changed.updatedSeq}`,
      });
    }
    return changed;
  }
}
