import { Decimal, isoTime, oneOf } from '@meridian/contract';
import {
  FUTURES_CLOSE_REASONS,
  futuresPnl,
  futuresPositionRisk,
  type FuturesPosition,
  FUTURES_STATUS,
} from '@meridian/contract/futures';
import type { FuturesPositionRow } from './futures.schema';
import { MONEY, sideOf, type FuturesPair } from './futures.rules';

/** Futures rows as the wire shows them (contract `leverPosition`). Pure. */

const STATUS_NAMES = ['pending', 'open', 'closing', 'closed', 'cancelled'] as const;

const price = (v: string | null, decimals: number) => (v === null ? '' : new Decimal(v).toFixed(decimals));
const money = (v: string | null) => (v === null ? '' : new Decimal(v).toFixed(MONEY));

/** Unrealised P&L of an open position on `mark` (0 when there is no mark or the row is not open). */
export function unrealised(row: FuturesPositionRow, mark: string | undefined): Decimal {
  if (row.status !== FUTURES_STATUS.open || !mark || row.price === null) return new Decimal(0);
  return futuresPnl(sideOf(row.side as 1 | 2), row.price, mark, row.quantity);
}

/**
 * What was charged to the position: the handling fee once it opened (a pending order only holds it
 * and a cancelled one got it back; the fee is posted to the house `fees` account at open or activation, in
 * the transaction that sets the status) and the overnight fees (posted in the transaction that adds them to
 * `overnight_money`). futures.pnl.int.test.ts checks both against the ledger's postings for the position.
 */
export function feesPaid(row: FuturesPositionRow): { openFee: Decimal; overnight: Decimal; total: Decimal } {
  const charged =
    row.status === FUTURES_STATUS.open ||
    row.status === FUTURES_STATUS.closing ||
    row.status === FUTURES_STATUS.closed;
  const openFee = new Decimal(charged ? row.tradeFee : 0);
  const overnight = new Decimal(row.overnightMoney);
  return { openFee, overnight, total: openFee.plus(overnight) };
}

/**
 * A position's result net of what it was charged (the view's `net_profits`, unrounded): the realised P&L once
 * closed (`fact_profits`), else the unrealised P&L on `mark`, minus the trade fee and the overnight fees.
 * Copy trading measures copies by it (profit share, follow results, copier stop-loss).
 */
export function netResult(row: FuturesPositionRow, mark: string | undefined): Decimal {
  const gross = row.factProfits !== null ? new Decimal(row.factProfits) : unrealised(row, mark);
  return gross.minus(feesPaid(row).total);
}

export function positionView(
  row: FuturesPositionRow,
  pair: FuturesPair,
  mark: string | undefined,
): FuturesPosition {
  const type = row.side === 2 ? 2 : 1;
  const open = row.status === FUTURES_STATUS.open;
  const pnl = unrealised(row, mark);
  const cost = feesPaid(row);
  const gross =
    row.status === FUTURES_STATUS.open
      ? pnl.toDecimalPlaces(MONEY, Decimal.ROUND_FLOOR)
      : row.status === FUTURES_STATUS.closed
        ? new Decimal(row.factProfits ?? 0)
        : new Decimal(0);
  const status = STATUS_NAMES[row.status] ?? 'pending';
  return {
    id: row.id,
    symbol: pair.symbol,
    currency_id: pair.baseId,
    legal_id: pair.quoteId,
    currency_name: pair.base,
    legal_name: pair.quote,
    type,
    type_name: type === 1 ? 'long' : 'short',
    share: row.lots,
    number: new Decimal(row.quantity).toFixed(),
    units_per_lot: new Decimal(row.unitsPerLot).toFixed(),
    multiple: row.leverage,
    order_kind: row.orderKind === 'limit' ? 'limit' : 'market',
    target_price: price(row.targetPrice, pair.pricePrecision),
    origin_price: price(row.originPrice, pair.pricePrecision),
    price: price(row.price, pair.pricePrecision),
    update_price:
      open && mark
        ? new Decimal(mark).toFixed(pair.pricePrecision)
        : price(row.markPrice, pair.pricePrecision),
    target_profit_price: price(row.takeProfit, pair.pricePrecision),
    stop_loss_price: price(row.stopLoss, pair.pricePrecision),
    liquidation_price: open ? price(row.liquidationPrice, pair.pricePrecision) : '',
    origin_caution_money: money(row.originMargin),
    caution_money: money(row.margin),
    trade_fee: money(row.tradeFee),
    overnight: new Decimal(row.overnightRate).toFixed(),
    overnight_money: money(row.overnightMoney),
    profits: open ? pnl.toFixed(MONEY, Decimal.ROUND_FLOOR) : money(row.factProfits ?? '0'),
    fact_profits: money(row.factProfits ?? '0'),
    open_fee: cost.openFee.toFixed(MONEY),
    fees_paid: cost.total.toFixed(MONEY),
    gross_profits: gross.toFixed(MONEY),
    net_profits: gross.minus(cost.total).toFixed(MONEY),
    close_limit_price: open ? price(row.closeLimitPrice, pair.pricePrecision) : '',
    close_limit_share: open ? (row.closeLimitLots ?? 0) : 0,
    risk_rate: open ? futuresPositionRisk(row.margin, pnl, row.originMargin).toFixed(2) : '',
    status: row.status,
    status_name: status,
    close_reason: oneOf(FUTURES_CLOSE_REASONS, row.closeReason, ''),
    close_origin_price: price(row.closeOriginPrice, pair.pricePrecision),
    close_price: price(row.closePrice, pair.pricePrecision),
    close_time: isoTime(row.closeTime),
    shortfall: money(row.shortfall),
    create_time: isoTime(row.createdAt),
    order_type: row.copyAttached ? 2 : 1,
    follow_order_id: row.followOrderId ?? 0,
    follow_user_id: row.followUserId ?? 0,
    transaction_time: isoTime(row.openedAt),
    complete_time: isoTime(row.closeTime),
  };
}
