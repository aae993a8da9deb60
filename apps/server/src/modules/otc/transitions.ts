import { Decimal, refuse } from '@meridian/contract';
import { NOTIFICATION_LINKS, type NotificationKey } from '@meridian/contract/notifications';
import { OTC_FIAT_DECIMALS, otcPassed, type OtcStatus } from '@meridian/contract/otc';
import type { Tx } from '../../platform/db';
import type { Notifier } from '../notifications';
import type { OtcMoney } from './money';
import * as repo from './otc.repo';
import type { OtcOrderRow } from './otc.schema';

export interface OtcTransitionsDeps {
  money: OtcMoney;
  notifier: Notifier;
  symbolOf: (currencyId: number) => string;
}

/**
 * One state change of one order, inside the caller's transaction: the order's row is locked first and its state
 * checked under the lock, so a confirm racing a confirm, a cancel, a reject or the expiry changes the order (and
 * moves money) once; the loser sees the new state and is refused (`otc_order_state`) or does nothing (the expiry).
 */
export class OtcTransitions {
  constructor(private readonly d: OtcTransitionsDeps) {}

  /** The order locked, or otc_order_not_found; with `ownerId`, someone else's order is not found either (IDOR). */
  async lock(tx: Tx, id: number, ownerId?: number): Promise<OtcOrderRow> {
    const row = await repo.lockOrder(tx, id);
    if (!row || (ownerId !== undefined && row.userId !== ownerId))
      throw refuse('otc_order_not_found', {}, 'id');
    return row;
  }

  /** The operator confirms: a paid buy's coins are credited, a pending sell's held coins go to the desk. */
  async confirm(
    tx: Tx,
    id: number,
    operatorId: number,
    now: Date,
  ): Promise<{ before: OtcOrderRow; after: OtcOrderRow }> {
    const before = await this.lock(tx, id);
    const due: OtcStatus = before.side === 'buy' ? 'paid' : 'pending';
    if (before.status !== due) throw stateError(before);
    if (before.side === 'buy') await this.d.money.creditBuy(tx, before);
    else await this.d.money.postSell(tx, before);
    const after = await repo.updateOrder(tx, id, { status: 'completed', completedAt: now, operatorId });
    await this.notify(tx, after, before.side === 'buy' ? 'otc_buy_completed' : 'otc_sell_completed');
    return { before, after };
  }

  /** The operator rejects with a reason: a buy not completed, or a pending sell (its coins released). */
  async reject(
    tx: Tx,
    id: number,
    operatorId: number,
    reason: string,
    now: Date,
  ): Promise<{ before: OtcOrderRow; after: OtcOrderRow }> {
    const before = await this.lock(tx, id);
    const open = before.side === 'buy' ? ['pending', 'paid'] : ['pending'];
    if (!open.includes(before.status)) throw stateError(before);
    if (before.side === 'sell') await this.d.money.releaseSell(tx, before);
    const after = await repo.updateOrder(tx, id, { status: 'rejected', rejectedAt: now, operatorId, reason });
    await this.notify(tx, after, 'otc_rejected', { reason });
    return { before, after };
  }

  /** The user cancels a buy not yet paid. */
  async cancel(tx: Tx, id: number, userId: number, now: Date): Promise<OtcOrderRow> {
    const before = await this.lock(tx, id, userId);
    if (before.side !== 'buy' || before.status !== 'pending') throw stateError(before);
    return repo.updateOrder(tx, id, { status: 'cancelled', cancelledAt: now });
  }

  /** The user attaches the transfer's voucher: a pending buy within its window becomes paid (a paid one is updated). */
  async voucher(tx: Tx, id: number, userId: number, voucher: string, now: Date): Promise<OtcOrderRow> {
    const before = await this.lock(tx, id, userId);
    if (before.side !== 'buy' || (before.status !== 'pending' && before.status !== 'paid'))
      throw stateError(before);
    if (before.status === 'pending' && before.deadlineAt && otcPassed(now, before.deadlineAt))
      throw refuse('otc_order_expired', {}, 'id');
    return repo.updateOrder(tx, id, { status: 'paid', voucher, paidAt: before.paidAt ?? now });
  }

  /** The expiry job: a pending buy past its deadline becomes expired; returns whether this call expired it. */
  async expire(tx: Tx, id: number, now: Date): Promise<boolean> {
    const before = await repo.lockOrder(tx, id);
    if (!before || before.side !== 'buy' || before.status !== 'pending') return false;
    if (!before.deadlineAt || !otcPassed(now, before.deadlineAt)) return false;
    const after = await repo.updateOrder(tx, id, { status: 'expired', expiredAt: now });
    await this.notify(tx, after, 'otc_expired');
    return true;
  }

  private notify(tx: Tx, o: OtcOrderRow, key: NotificationKey, extra: Record<string, string> = {}) {
    return this.d.notifier.notify(tx, {
      userId: o.userId,
      key,
      params: {
        order_no: o.orderNo,
        amount: new Decimal(o.amount).toFixed(),
        currency: this.d.symbolOf(o.currencyId),
        total: new Decimal(o.total).toFixed(OTC_FIAT_DECIMALS),
        fiat: o.fiat,
        ...extra,
      },
      link: `${NOTIFICATION_LINKS.otcOrder}?id=${o.id}`,
      ref: `otc:${o.id}`,
    });
  }
}

function stateError(o: OtcOrderRow) {
  return refuse('otc_order_state', { status: o.status }, 'id');
}
