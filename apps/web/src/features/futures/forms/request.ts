import type { RequestOf } from '@meridian/contract';
import type { futuresApi } from '@meridian/contract/futures';
import type { FuturesContext, FuturesTicket } from './types';
import { futuresProblem } from './errors';

/** The `lever/submit` body of a valid ticket (null while it has a problem): the contract's request type. */
export type FuturesSubmitBody = RequestOf<typeof futuresApi.submit>;

export function toFuturesSubmit(ticket: FuturesTicket, ctx: FuturesContext): FuturesSubmitBody | null {
  if (futuresProblem(ticket, ctx)) return null;
  return {
    currency_id: ctx.currency_id,
    legal_id: ctx.legal_id,
    type: ticket.side === 'long' ? 1 : 2,
    share: Number.parseInt(ticket.lots, 10),
    multiple: ticket.leverage,
    status: ticket.kind === 'market' ? 1 : 0,
    ...(ticket.kind === 'limit' ? { target_price: ticket.limitPrice } : {}),
    ...(ticket.tp ? { target_profit_price: ticket.tp } : {}),
    ...(ticket.sl ? { stop_loss_price: ticket.sl } : {}),
  };
}
