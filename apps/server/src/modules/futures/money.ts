import { ACCOUNT_TYPE, type Decimal } from '@meridian/contract';
import type { DbOrTx } from '../../platform/db';
import type { EntryInput, Ledger } from '../ledger';
import type { CloseSettlement } from './futures.rules';

/**
 * Every futures money movement, through the ledger, inside the caller's transaction. The user side is always
 * the futures account (type 3) in the legal currency; the house side is `fees` (handling and overnight fees),
 * `house_pnl` (the counterparty of every result) and `insurance` (a loss beyond the margin).
 */
export class FuturesMoney {
  constructor(private readonly ledger: Ledger) {}

  private user = (userId: number, currencyId: number) => ({ userId, currencyId, type: ACCOUNT_TYPE.lever });
  private ref = (positionId: number) => ({ type: 'lever_position', id: String(positionId) });

  /** `openMany` of one position. Returns its hold. */
  async open(
    tx: DbOrTx,
    userId: number,
    currencyId: number,
    positionId: number,
    margin: Decimal,
    fee: Decimal,
  ): Promise<number> {
    const [holdId] = await this.openMany(tx, [{ userId, currencyId, positionId, margin, fee }]);
    return holdId!;
  }

  /**
   * Market opens, in ONE ledger call: each position's fee to `fees`, then its margin held. Returns the holds
   * in the order given.
   */
  openMany(
    tx: DbOrTx,
    items: readonly {
      userId: number;
      currencyId: number;
      positionId: number;
      margin: Decimal;
      fee: Decimal;
    }[],
  ): Promise<number[]> {
    return this.ledger.holds(
      tx,
      items.map(({ userId, currencyId, positionId, margin, fee }) => ({
        account: this.user(userId, currencyId),
        amount: margin,
        ref: this.ref(positionId),
        before: fee.gt(0)
          ? [
              {
                kind: 'lever_fee' as const,
                refType: 'lever_position',
                refId: String(positionId),
                lines: [
                  { account: this.user(userId, currencyId), amount: fee.neg() },
                  { account: { house: 'fees' as const, currencyId }, amount: fee },
                ],
              },
            ]
          : [],
      })),
    );
  }

  /** A pending limit order holds margin + fee. */
  pending(tx: DbOrTx, userId: number, currencyId: number, positionId: number, margin: Decimal, fee: Decimal) {
    return this.ledger.hold(tx, this.user(userId, currencyId), margin.plus(fee), this.ref(positionId));
  }

  /** Limit activation: the fee leaves the pending hold for `fees`, and the margin is held on its own. */
  async activate(
    tx: DbOrTx,
    holdId: number,
    userId: number,
    currencyId: number,
    positionId: number,
    margin: Decimal,
    fee: Decimal,
  ): Promise<number> {
    await this.ledger.postHold(
      tx,
      holdId,
      [
        { account: { house: 'fees', currencyId }, amount: fee },
        { account: this.user(userId, currencyId), amount: margin },
      ],
      'lever_fee',
    );
    return this.ledger.hold(tx, this.user(userId, currencyId), margin, this.ref(positionId));
  }

  /** Cancel of a pending order: margin + fee come back. */
  cancel(tx: DbOrTx, holdId: number) {
    return this.ledger.releaseHold(tx, holdId);
  }

  /** The overnight fee out of the held margin; the rest is held again. Returns the new hold. */
  async overnight(
    tx: DbOrTx,
    holdId: number,
    userId: number,
    currencyId: number,
    positionId: number,
    margin: Decimal,
    fee: Decimal,
  ): Promise<number> {
    const rest = margin.minus(fee);
    await this.ledger.postHold(
      tx,
      holdId,
      [
        { account: { house: 'fees', currencyId }, amount: fee },
        { account: this.user(userId, currencyId), amount: rest },
      ],
      'lever_overnight',
    );
    return this.ledger.hold(tx, this.user(userId, currencyId), rest, this.ref(positionId));
  }

  /**
   * A position's held margin set to `amounts` (one hold for each, the position's first): the old hold is
   * released and the new ones taken in the same transaction, so the user's frozen balance always equals what
   * the positions hold. A partial close splits it between the lots left and the lots closing; a margin change
   * holds more (from the available balance: `insufficient_balance` when it has too little) or less.
   */
  async rehold(
    tx: DbOrTx,
    holdId: number,
    userId: number,
    currencyId: number,
    amounts: readonly { positionId: number; margin: Decimal }[],
  ): Promise<number[]> {
    await this.ledger.releaseHold(tx, holdId);
    return this.ledger.holds(
      tx,
      amounts.map(({ positionId, margin }) => ({
        account: this.user(userId, currencyId),
        amount: margin,
        ref: this.ref(positionId),
      })),
    );
  }

  /**
   * Closes, in one ledger call: each held margin goes back to its owner (minus a loss, which goes to
   * `house_pnl`); a profit comes from `house_pnl`; a loss beyond the margin is moved from `insurance` to
   * `house_pnl` (the house absorbs it: the user is never debited more than the margin). The holds are closed in
   * one statement and every entry is posted together.
   */
  async closeMany(
    tx: DbOrTx,
    items: readonly {
      holdId: number;
      userId: number;
      currencyId: number;
      positionId: number;
      s: CloseSettlement;
    }[],
  ): Promise<void> {
    const extra: EntryInput[] = [];
    for (const { userId, currencyId, positionId, s } of items) {
      const user = this.user(userId, currencyId);
      const ref = { refType: 'lever_position', refId: String(positionId) };
      if (s.profitFromHouse.gt(0))
        extra.push({
          kind: 'lever_profit',
          ...ref,
          lines: [
            { account: { house: 'house_pnl', currencyId }, amount: s.profitFromHouse.neg() },
            { account: user, amount: s.profitFromHouse },
          ],
        });
      if (s.shortfall.gt(0))
        extra.push({
          kind: 'lever_shortfall',
          ...ref,
          lines: [
            { account: { house: 'insurance', currencyId }, amount: s.shortfall.neg() },
            { account: { house: 'house_pnl', currencyId }, amount: s.shortfall },
          ],
        });
    }
    await this.ledger.postHolds(
      tx,
      items.map(({ holdId, userId, currencyId, s }) => ({
        holdId,
        kind: 'lever_close' as const,
        to: [
          { account: this.user(userId, currencyId), amount: s.payout.minus(s.profitFromHouse) },
          { account: { house: 'house_pnl' as const, currencyId }, amount: s.marginToHouse },
        ],
      })),
      extra,
    );
  }
}
