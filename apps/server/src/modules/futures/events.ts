import { Decimal } from '@meridian/contract';
import type { DomainEventPayload } from '@meridian/contract/domain-events';
import { FUTURES_CLOSE_REASONS } from '@meridian/contract/futures';
import type { DbOrTx } from '../../platform/db';
import { domainEvents } from '../../platform/domain-events';
import type { FuturesChange } from './futures.hooks';
import type { FuturesPositionRow } from './futures.schema';

/**
 * The futures module's durable domain events (contract DOMAIN_EVENTS `futures.*`), recorded in the transaction
 * of the state change from the position row as it is after it: opened (a market order, or a limit order its
 * price reached), changed (TP/SL set, overnight fee taken, part closed, margin changed) and closed (manual, TP, SL, liquidation, batch, and a
 * copy's `copy` / `copy_stop`). `copyOf` is the trader's position a copy follows (null for a user's own).
 */

const dec = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());
const must = (v: string | null, what: string, row: FuturesPositionRow) => {
  if (v === null) throw new Error(`futures position ${row.id} has no ${what}`);
  return new Decimal(v).toFixed();
};
const iso = (at: Date | null, row: FuturesPositionRow) => {
  if (at === null) throw new Error(`futures position ${row.id} has no time for its event`);
  return at.toISOString();
};

function position(row: FuturesPositionRow) {
  return {
    positionId: row.id,
    userId: row.userId,
    pairId: row.pairId,
    side: row.side === 2 ? (2 as const) : (1 as const),
    orderKind: row.orderKind === 'limit' ? ('limit' as const) : ('market' as const),
    lots: row.lots,
    quantity: new Decimal(row.quantity).toFixed(),
    leverage: row.leverage,
    price: must(row.price, 'entry price', row),
    margin: new Decimal(row.margin).toFixed(),
    takeProfit: dec(row.takeProfit),
    stopLoss: dec(row.stopLoss),
    copyOf: row.followOrderId,
  };
}

function openedPayload(row: FuturesPositionRow): DomainEventPayload<'futures.position_opened'> {
  return {
    ...position(row),
    fee: new Decimal(row.tradeFee).toFixed(),
    liquidationPrice: dec(row.liquidationPrice),
    openedAt: iso(row.openedAt, row),
  };
}

export function recordOpened(tx: DbOrTx, row: FuturesPositionRow): Promise<number> {
  return domainEvents.record(tx, 'futures.position_opened', openedPayload(row));
}

/** Several opens in one statement (a batch command). */
export function recordOpenedAll(tx: DbOrTx, rows: readonly FuturesPositionRow[]): Promise<number[]> {
  return domainEvents.recordAll(tx, 'futures.position_opened', rows.map(openedPayload));
}

export function recordChanged(
  tx: DbOrTx,
  row: FuturesPositionRow,
  change: FuturesChange,
  at: Date,
): Promise<number> {
  return domainEvents.record(tx, 'futures.position_changed', {
    ...position(row),
    change,
    overnightFees: new Decimal(row.overnightMoney).toFixed(),
    liquidationPrice: dec(row.liquidationPrice),
    at: at.toISOString(),
  });
}

function closedPayload(row: FuturesPositionRow): DomainEventPayload<'futures.position_closed'> {
  const reason = FUTURES_CLOSE_REASONS.find((r) => r === row.closeReason);
  if (!reason) throw new Error(`futures position ${row.id} closed without a reason`);
  return {
    ...position(row),
    reason,
    markPrice: must(row.closeOriginPrice, 'close mark', row),
    closePrice: must(row.closePrice, 'close price', row),
    profit: must(row.factProfits, 'result', row),
    shortfall: new Decimal(row.shortfall).toFixed(),
    closedAt: iso(row.closeTime, row),
  };
}

/** Several closes in one statement (a batch close). */
export function recordClosedAll(tx: DbOrTx, rows: readonly FuturesPositionRow[]): Promise<number[]> {
  return domainEvents.recordAll(tx, 'futures.position_closed', rows.map(closedPayload));
}
