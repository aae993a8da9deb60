import { spotApi } from '@meridian/contract/spot';
import type { CoinTradeRequest } from '@meridian/contract/spot';
import { spotProblem } from './errors';
import { positiveDecimal } from './math';
import type { SpotContext, SpotTicket } from './types';

/**
 * The wire body of POST /coin/trade, checked by the contract schema; null while the ticket has a problem.
 * Decimals go as normalised strings. A market order sends no price and cannot rest, so its TIF is IOC
 * (or FOK when chosen). The caller has loaded the endpoint's schemas (`endpointSchemas(spotApi.trade)`).
 */
export function toCoinTradeRequest(ticket: SpotTicket, ctx: SpotContext): CoinTradeRequest | null {
  if (spotProblem(ticket, ctx) !== null) return null;
  const amount = positiveDecimal(ticket.amount);
  const price = positiveDecimal(ticket.price);
  const market = ticket.type === 'market';
  const parsed = spotApi.trade.request.safeParse({
    currency_id: ctx.pair.currency_id,
    legal_id: ctx.pair.legal_id,
    side: ticket.side,
    type: ticket.type,
    amount: amount?.toFixed(),
    ...(market ? {} : { target_price: price?.toFixed() }),
    tif: market ? (ticket.tif === 'FOK' ? 'FOK' : 'IOC') : ticket.tif,
    post_only: market ? false : ticket.postOnly,
  });
  return parsed.success ? parsed.data : null;
}
