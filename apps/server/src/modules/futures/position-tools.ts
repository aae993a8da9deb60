import { Decimal, refuse } from '@meridian/contract';
import { FUTURES_STATUS, type FuturesPosition } from '@meridian/contract/futures';
import type { Db } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import { checkSession, checkTick, MONEY } from './futures.rules';
import type { FuturesService } from './futures.service';
import type { PositionResize } from './resize';

/**
 * Managing an open position, beyond the whole close: part of it closed at the mark, a reduce-only limit close,
 * margin added from the futures balance or given back. Each change is one transaction under the position's lock
 * (resize.ts for the money); the changed rows then go to the trigger runtime and the owner's socket as any other.
 */
export class PositionTools {
  constructor(
    private readonly d: {
      db: Db;
      resize: PositionResize;
      service: Pick<FuturesService, 'changed' | 'view' | 'mark' | 'pairById' | 'now'>;
    },
  ) {}

  /** An open position of the user's, checked before its transaction (a copy attached follows its trader). */
  private async ownOpen(userId: number, id: number): Promise<FuturesPositionRow> {
    const r = await repo.getPosition(this.d.db, id);
    if (!r || r.userId !== userId) throw refuse('lever_position_not_found', {}, 'id');
    if (r.status !== FUTURES_STATUS.open) throw refuse('lever_position_not_open', {}, 'id');
    if (r.copyAttached) throw refuse('follow_copy_attached', {}, 'id');
    return r;
  }

  /** Closes `lots` of an open position at the mark (all of them: a close); the rest stays open. */
  async closePart(
    userId: number,
    input: { id: number; share: number },
  ): Promise<{ closed: FuturesPosition; position: FuturesPosition | null }> {
    const existing = await this.ownOpen(userId, input.id);
    if (!Number.isInteger(input.share) || input.share < 1 || input.share > existing.lots)
      throw refuse('lever_close_share_invalid', {}, 'share');
    checkSession(this.d.service.pairById(existing.pairId), this.d.service.now().getTime());
    const mark = this.d.service.mark(existing.pairId);
    if (!mark) throw refuse('lever_price_unavailable');
    const done = await this.d.db.transaction((tx) =>
      this.d.resize.closePart(tx, input.id, input.share, 'manual', mark, this.d.service.now(), 'user', {
        owner: userId,
      }),
    );
    if (!done) throw refuse('lever_position_not_open', {}, 'id');
    this.d.service.changed([done.closed, done.rest]);
    return {
      closed: this.d.service.view(done.closed),
      position: done.rest ? this.d.service.view(done.rest) : null,
    };
  }

  /**
   * Sets the position's reduce-only limit close: `share` lots (at most those open) when the mark reaches `price`,
   * which must lie on the profit side of the mark (a long's above it, a short's below it).
   */
  async setCloseLimit(
    userId: number,
    input: { id: number; share: number; price: string },
  ): Promise<FuturesPosition> {
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.lockPosition(tx, input.id);
      if (!r || r.userId !== userId) throw refuse('lever_position_not_found', {}, 'id');
      if (r.status !== FUTURES_STATUS.open) throw refuse('lever_position_not_open', {}, 'id');
      if (r.copyAttached) throw refuse('follow_copy_attached', {}, 'id');
      if (!Number.isInteger(input.share) || input.share < 1 || input.share > r.lots)
        throw refuse('lever_close_share_invalid', {}, 'share');
      if (input.share < r.lots && (r.couponId !== null || r.followOrderId !== null))
        throw refuse('lever_partial_not_allowed', {}, 'share');
      const pair = this.d.service.pairById(r.pairId);
      const price = checkTick(input.price, pair.pricePrecision, 'price');
      const mark = this.d.service.mark(r.pairId);
      if (!mark) throw refuse('lever_price_unavailable');
      if (r.side === 1 ? !price.gt(mark) : !price.lt(mark))
        throw refuse('lever_close_limit_side', {}, 'price');
      return repo.updatePosition(tx, r.id, { closeLimitPrice: price.toFixed(), closeLimitLots: input.share });
    });
    this.d.service.changed([row]);
    return this.d.service.view(row);
  }

  /** Cancels the position's limit close. */
  async cancelCloseLimit(userId: number, id: number): Promise<FuturesPosition> {
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.lockPosition(tx, id);
      if (!r || r.userId !== userId) throw refuse('lever_position_not_found', {}, 'id');
      if (r.status !== FUTURES_STATUS.open) throw refuse('lever_position_not_open', {}, 'id');
      if (r.closeLimitPrice === null) throw refuse('lever_close_limit_missing', {}, 'id');
      return repo.updatePosition(tx, r.id, { closeLimitPrice: null, closeLimitLots: null });
    });
    this.d.service.changed([row]);
    return this.d.service.view(row);
  }

  /** The user's open positions with a resting limit close. */
  async closeLimits(userId: number): Promise<FuturesPosition[]> {
    const open = await repo.positionsOf(this.d.db, { userId, statuses: [FUTURES_STATUS.open] });
    return open.filter((r) => r.closeLimitPrice !== null).map((r) => this.d.service.view(r));
  }

  /** Adds margin to an open position from the futures balance, or gives some back. */
  async margin(
    userId: number,
    input: { id: number; action: 'add' | 'remove'; amount: string },
  ): Promise<FuturesPosition> {
    const existing = await this.ownOpen(userId, input.id);
    const amount = new Decimal(input.amount);
    if (amount.lte(0) || amount.decimalPlaces() > MONEY)
      throw refuse('lever_margin_amount_invalid', {}, 'amount');
    const mark = this.d.service.mark(existing.pairId);
    if (!mark) throw refuse('lever_price_unavailable');
    const delta = input.action === 'add' ? amount : amount.neg();
    const row = await this.d.db.transaction(async (tx) => {
      // the balance the margin comes from is the user's: its lock first, as every open takes it
      await lockUser(tx, userId);
      return this.d.resize.changeMargin(tx, input.id, userId, delta, mark, this.d.service.now());
    });
    if (!row) throw refuse('lever_position_not_open', {}, 'id');
    this.d.service.changed([row]);
    return this.d.service.view(row);
  }
}
