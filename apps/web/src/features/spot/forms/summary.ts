import { type Decimal } from '@meridian/contract';
import {
  spotFeeAsset,
  spotFillFee,
  spotFillNet,
  spotOrderHold,
  spotSpendAsset,
  type SpotFeeRole,
} from '@meridian/contract/spot';
import {
  assetDecimals,
  feeRatePercent,
  orderPrice,
  positiveDecimal,
  quotePrecision,
  ticketRole,
} from './math';
import type { SpotAsset, SpotContext, SpotTicket } from './types';

/**
 * The preview under the spot ticket (confirmation): value, fee, what the user receives and what the
 * order holds — by the contract's spot math, the server's own. Buyers pay the fee in the base asset and
 * sellers in the quote asset, each out of what they receive, so an order holds only what it spends.
 */
export interface SpotSummary {
  /** The price the figures use: the limit price, or best ask / best bid for a market order. */
  price: string | null;
  /** Market orders: the figures are estimates at the book top (≈). */
  approximate: boolean;
  /** Value in the quote asset: price × amount. */
  total: string | null;
  /** Maker when the order will rest (a limit that does not cross the book, or post-only), else taker. */
  feeRole: SpotFeeRole;
  /** The rate of that role in percent ('0.1' maker, '0.15' taker). */
  feeRatePercent: string;
  /** Fee estimate, rounded up, in `feeAsset`. */
  fee: string | null;
  feeAsset: SpotAsset;
  /** What arrives after the fee, rounded down, in `receiveAsset`. */
  receive: string | null;
  receiveAsset: SpotAsset;
  /** What the order holds from the available balance, in `holdAsset`. */
  hold: string | null;
  holdAsset: SpotAsset;
}

/** The typed amount when it is a positive number, else null. */
function orderAmount(ticket: SpotTicket): Decimal | null {
  return positiveDecimal(ticket.amount);
}

/** Value in the quote asset (exact: price × amount), null while price or amount is missing. */
export function spotTotal(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  const price = orderPrice(ticket, ctx);
  const amount = orderAmount(ticket);
  return price && amount ? price.mul(amount) : null;
}

/**
 * What the order holds (contract spotOrderHold): a limit buy price × amount, a market buy amount × best ask ×
 * (1 + collar), rounded up to the quote precision — no fee on top; a sell its amount. Null when unknown.
 */
export function spotHold(ticket: SpotTicket, ctx: SpotContext): Decimal | null {
  const amount = orderAmount(ticket);
  if (!amount) return null;
  const price = orderPrice(ticket, ctx);
  return spotOrderHold({ side: ticket.side, type: ticket.type, amount, price }, quotePrecision(ctx.pair));
}

/** The asset a ticket holds and spends: quote for a buy, base for a sell. */
export function spendAsset(ticket: SpotTicket): SpotAsset {
  return spotSpendAsset(ticket.side);
}

export function spotSummary(ticket: SpotTicket, ctx: SpotContext): SpotSummary {
  const price = orderPrice(ticket, ctx);
  const amount = orderAmount(ticket);
  const total = spotTotal(ticket, ctx);
  const buy = ticket.side === 'buy';
  const receiveAsset = spotFeeAsset(ticket.side);
  const role = ticketRole(ticket, ctx);
  let fee: Decimal | null = null;
  let receive: Decimal | null = null;
  // A buyer's fee needs only the amount (it is taken in base); a seller's needs the value.
  if (amount && (buy || total)) {
    const fill = { side: ticket.side, role, amount, total: total ?? '0' };
    fee = spotFillFee(fill, assetDecimals(ctx.pair));
    receive = spotFillNet(fill, assetDecimals(ctx.pair));
  }
  const hold = spotHold(ticket, ctx);
  return {
    price: price?.toFixed() ?? null,
    approximate: ticket.type === 'market',
    total: total?.toFixed() ?? null,
    feeRole: role,
    feeRatePercent: feeRatePercent(ticket, ctx),
    fee: fee?.toFixed() ?? null,
    feeAsset: receiveAsset,
    receive: receive && receive.gt(0) ? receive.toFixed() : receive ? '0' : null,
    receiveAsset,
    hold: hold?.toFixed() ?? null,
    holdAsset: spendAsset(ticket),
  };
}
