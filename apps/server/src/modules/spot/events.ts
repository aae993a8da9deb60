import { Decimal } from '@meridian/contract';
import type { Tx } from '../../platform/db';
import { domainEvents } from '../../platform/domain-events';
import type { PairInfo } from '../market';
import type { SpotTradeRow } from './spot.schema';

/**
 * `spot.filled` (contract DOMAIN_EVENTS), recorded for each trade in the placement's transaction. Buyers pay
 * their fee in base and sellers in quote (fills.ts).
 */
export function recordFill(tx: Tx, pair: PairInfo, trade: SpotTradeRow): Promise<number> {
  const takerBuys = trade.takerSide === 'buy';
  const feeCurrency = (buyer: boolean) => (buyer ? pair.baseId : pair.quoteId);
  return domainEvents.record(tx, 'spot.filled', {
    tradeId: trade.id,
    pairId: pair.id,
    baseId: pair.baseId,
    quoteId: pair.quoteId,
    takerSide: takerBuys ? 'buy' : 'sell',
    price: new Decimal(trade.price).toFixed(),
    amount: new Decimal(trade.amount).toFixed(),
    total: new Decimal(trade.total).toFixed(),
    taker: {
      userId: trade.takerUserId,
      orderId: trade.takerOrderId,
      fee: new Decimal(trade.takerFee).toFixed(),
      feeCurrencyId: feeCurrency(takerBuys),
    },
    maker: {
      userId: trade.makerUserId,
      orderId: trade.makerOrderId,
      fee: new Decimal(trade.makerFee).toFixed(),
      feeCurrencyId: feeCurrency(!takerBuys),
    },
    at: trade.createdAt.toISOString(),
  });
}
