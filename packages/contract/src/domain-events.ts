import { z } from 'zod';
import { FUTURES_CLOSE_REASONS } from './futures/futures';

/**
 * Durable domain events: facts a module records in the transaction that made them true
 * (`domainEvents.record(tx, name, payload)` on the server, platform/domain-events), delivered at least once to
 * every subscriber of the name. This map is the one definition of each event's payload, shared by the module
 * that records it and the modules that subscribe (their only coupling). Payloads are JSON: money as decimal
 * strings, times as ISO strings, ids as numbers. A payload may gain optional fields; a field is never removed
 * or changes meaning (events already stored are delivered with the schema of the code that reads them).
 */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');
const id = z.number().int().positive();
const time = z.iso.datetime({ offset: true });
/** 1 long, 2 short (the lever tables' codes). */
const leverSide = z.union([z.literal(1), z.literal(2)]);

/** A futures position as every futures event carries it. */
const position = z.object({
  positionId: id,
  userId: id,
  pairId: id,
  side: leverSide,
  /** market | limit (how it was ordered). */
  orderKind: z.enum(['market', 'limit']),
  lots: z.number().int().positive(),
  /** Base quantity (lots × units per lot). */
  quantity: decimal,
  leverage: z.number().int().positive(),
  /** Entry price after spread (a limit order: its limit). */
  price: decimal,
  /** Margin held now (overnight fees come out of it). */
  margin: decimal,
  takeProfit: decimal.nullable(),
  stopLoss: decimal.nullable(),
  /** The trader's position this one copies (absent or null for the user's own positions). */
  copyOf: id.nullable().optional(),
});

export const DOMAIN_EVENTS = {
  /** A user registered: `parentId` is the inviter whose code was used (null without one). */
  'account.registered': z.object({
    userId: id,
    parentId: id.nullable(),
    registeredAt: time,
  }),
  /** A futures position opened: a market order at once, a limit order when the mark reached its limit. */
  'futures.position_opened': position.extend({
    /** The opening fee paid. */
    fee: decimal,
    liquidationPrice: decimal.nullable(),
    openedAt: time,
  }),
  /** An open position changed: TP/SL set (`stops`), the overnight fee taken, part closed (`size`), margin changed. */
  'futures.position_changed': position.extend({
    change: z.enum(['stops', 'overnight_fee', 'size', 'margin']),
    /** Overnight fees taken so far. */
    overnightFees: decimal,
    liquidationPrice: decimal.nullable(),
    at: time,
  }),
  /** A futures position closed, with why (manual, TP, SL, liquidation, batch) and what it paid. */
  'futures.position_closed': position.extend({
    reason: z.enum(FUTURES_CLOSE_REASONS),
    /** The tick price that decided the close, and the exit after spread. */
    markPrice: decimal,
    closePrice: decimal,
    /** The realised result for the user, and any loss beyond the margin the house absorbed. */
    profit: decimal,
    shortfall: decimal,
    closedAt: time,
  }),
  /** One spot trade between a taker and a resting maker order (fees: buyers pay in base, sellers in quote). */
  'spot.filled': z.object({
    tradeId: id,
    pairId: id,
    baseId: id,
    quoteId: id,
    takerSide: z.enum(['buy', 'sell']),
    price: decimal,
    /** Base amount and quote total. */
    amount: decimal,
    total: decimal,
    taker: z.object({ userId: id, orderId: id, fee: decimal, feeCurrencyId: id }),
    maker: z.object({ userId: id, orderId: id, fee: decimal, feeCurrencyId: id }),
    at: time,
  }),
  /** A seconds option settled (won 1, draw 0, lost −1; `no_price`: void, stake returned). */
  'options.settled': z.object({
    orderId: id,
    userId: id,
    currencyId: id,
    stake: decimal,
    result: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
    reason: z.enum(['settled', 'no_price']),
    endPrice: decimal.nullable(),
    /** Paid back to the user (stake + profit, the stake, or 0), and the result for the user. */
    payout: decimal,
    profit: decimal,
    settledAt: time,
  }),
  /** An operator approved a deposit: the amount is on the user's spot account. */
  'wallet.deposit_credited': z.object({
    depositId: id,
    userId: id,
    currencyId: id,
    amount: decimal,
    creditedAt: time,
  }),
  /** An operator paid a withdrawal: `amount` left the user (`fee` of it to the house, `net` sent out). */
  'wallet.withdrawal_paid': z.object({
    withdrawalId: id,
    userId: id,
    currencyId: id,
    amount: decimal,
    fee: decimal,
    net: decimal,
    paidAt: time,
  }),
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;
export const isDomainEventName = (name: string): name is DomainEventName =>
  Object.prototype.hasOwnProperty.call(DOMAIN_EVENTS, name);
