import { Decimal } from '@meridian/contract';
import { type SpotOrder } from '@meridian/contract/spot';
import type { Depth } from '../../engines/orderbook/types';
import type { SpotPair } from './spot.rules';
import type { SpotOrderRow, SpotTradeRow } from './spot.schema';
import { lotsToAmount, ticksToPrice, type PairUnits } from './units';

/** Spot rows as the wire shows them (contract `spotOrder`, `spotTrade`, depth levels). Pure. */

type PairNames = SpotPair & { base?: string };

export function orderView(row: SpotOrderRow, pair: PairNames): SpotOrder {
  const filled = new Decimal(row.filled);
  const total = new Decimal(row.total);
  return {
    id: row.id,
    symbol: pair.symbol,
    currency_id: pair.baseId,
    legal_id: pair.quoteId,
    side: row.side === 'buy' ? 'buy' : 'sell',
    type: row.type === 'market' ? 'market' : row.type === 'stop_limit' ? 'stop_limit' : 'limit',
    tif: row.tif === 'IOC' ? 'IOC' : row.tif === 'FOK' ? 'FOK' : 'GTC',
    post_only: row.postOnly,
    target_price: row.price === null ? '' : new Decimal(row.price).toFixed(pair.pricePrecision),
    trigger: row.triggerPrice === null ? null : triggerView(row, pair),
    oco_id: row.ocoId,
    amount: new Decimal(row.amount).toFixed(pair.amountPrecision),
    filled: filled.toFixed(pair.amountPrecision),
    avg_price: filled.isZero()
      ? ''
      : total.div(filled).toDecimalPlaces(pair.pricePrecision).toFixed(pair.pricePrecision),
    total: total.toFixed(),
    fee: new Decimal(row.fee).toFixed(),
    fee_currency: row.side === 'buy' ? (pair.base ?? String(pair.baseId)) : pair.quote,
    status: stateOf(row.status),
    cancel_reason: row.cancelReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function stateOf(s: string): SpotOrder['status'] {
  return s === 'untriggered' || s === 'partial' || s === 'filled' || s === 'cancelled' ? s : 'open';
}

/** A stop's trigger: waiting, reached (then it is a limit order like any other), or cancelled before. */
function triggerView(row: SpotOrderRow, pair: PairNames): NonNullable<SpotOrder['trigger']> {
  const state = row.triggeredAt ? 'triggered' : row.status === 'untriggered' ? 'untriggered' : 'cancelled';
  return {
    price: new Decimal(row.triggerPrice ?? '0').toFixed(pair.pricePrecision),
    state,
    triggered_at: row.triggeredAt ? row.triggeredAt.toISOString() : null,
  };
}

export function tradeView(t: SpotTradeRow, pair: SpotPair) {
  return {
    id: t.id,
    price: new Decimal(t.price).toFixed(pair.pricePrecision),
    amount: new Decimal(t.amount).toFixed(pair.amountPrecision),
    side: t.takerSide === 'buy' ? ('buy' as const) : ('sell' as const),
    time: t.createdAt.toISOString(),
  };
}

export function depthView(d: Depth, units: PairUnits) {
  const level = (l: { price: bigint; qty: bigint }): [string, string] => [
    ticksToPrice(units, l.price),
    lotsToAmount(units, l.qty),
  ];
  return { bids: d.bids.map(level), asks: d.asks.map(level) };
}
