import type { Period } from './market/market';
import type { SpotOrder } from './spot/spot';
import type { FuturesPosition, FuturesSummary } from './futures/futures';
import type { OptionsOrder } from './options/options';
import type { NotificationParams } from './notifications/keys';
import type { SupportMessage, SupportThreadStatus } from './support/support-views';

/** Socket.io event map and rooms. Market messages carry a per-channel `seq`. */
export const SOCKET_PATH = '/socket.io';

export const userRoom = (userId: number) => `user:${userId}`;
/** A support-chat visitor's room (the handshake carried `auth.visitor`); the id is the visitor's, not a user's. */
export const visitorRoom = (visitorId: number) => `visitor:${visitorId}`;
/** The operators' room: every console socket (handshake `auth.operator`) gets the support inbox pushes. */
export const SUPPORT_OPS_ROOM = 'ops:support';
export const klineRoom = (symbol: string, period: Period) => `kline:${symbol}:${period}`;
/** Ticker room of one symbol: `daymarket` messages go only to the sockets showing that symbol. */
export const daymarketRoom = (symbol: string) => `daymarket:${symbol}`;
/** Order-book room of one spot pair: `market_depth` messages go only to the sockets showing that pair's book. */
export const depthRoom = (symbol: string) => `depth:${symbol}`;
/** Levels per side a `market_depth` message carries. */
export const MARKET_DEPTH_LEVELS = 20;
/** At most this many symbols per `sub_daymarket` call. */
export const MAX_DAYMARKET_SYMBOLS = 100;
/**
 * The all-market room (home and market lists): one `all_market` message per second carrying every pair that
 * changed in that second. Pair and trade screens keep their symbol's daymarketRoom.
 */
export const ALL_MARKET_ROOM = 'all_market';

/** The pair and bar fields both market messages carry (original field names; prices are decimal strings). */
interface PairBarFields {
  match_id: number;
  currency_id: number;
  currency_name: string;
  legal_id: number;
  legal_name: string;
  symbol: string;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
  amount: string;
}

/**
 * Ticker of one pair (original field names), at most once per second while it trades, to its
 * daymarketRoom. Ticks are coalesced per second; `seq` counts the messages of that room.
 */
export interface DaymarketMessage extends PairBarFields {
  type: 'daymarket';
  seq: number;
  period: '1day';
  now_price: string;
  change: string;
  /** ms */
  time: number;
}

/**
 * One pair's mini-ticker in an `all_market` message, compact (one array per pair; Binance's all-market
 * mini-ticker is the model): the `daymarket` message's live fields, prices as decimal strings.
 */
export type AllMarketTicker = [
  match_id: number,
  symbol: string,
  now_price: string,
  open: string,
  high: string,
  low: string,
  volume: string,
  amount: string,
  change: string,
  /** ms: the tick's second */
  time: number,
];

/**
 * Every pair that changed since the previous message, at most one message per second, to ALL_MARKET_ROOM. It is
 * serialised once for all its recipients. `seq` counts this node's `all_market` messages (the ack of
 * `sub_all_market` carries the current one): a jump, or a fresh connection, means reload the quotes from REST.
 */
export interface AllMarketMessage {
  type: 'all_market';
  seq: number;
  /** ms: the second the message was sent in. */
  time: number;
  tickers: AllMarketTicker[];
}

/** The named fields of a compact ticker (the same fields a `daymarket` message carries for the quote). */
export function allMarketQuote(t: AllMarketTicker) {
  const [match_id, symbol, now_price, open, high, low, volume, amount, change, time] = t;
  return { match_id, symbol, now_price, open, high, low, volume, amount, change, time };
}

/** The bar in progress of one symbol and period, to the room klineRoom(symbol, period). */
export interface KlineMessage extends PairBarFields {
  type: 'kline';
  /** Sequence of this room's channel. */
  seq: number;
  period: Period;
  /** Bucket start, ms. */
  time: number;
}

/**
 * The aggregated book of one spot pair after a change (original field names plus `seq`), to depthRoom(symbol);
 * coalesced to at most one message per pair every 200 ms. `seq` is the pair's depth sequence, the same number
 * `coin/depth` returns: a client that sees a jump reloads `coin/depth`. Recent trades changed when `trades` is
 * true (then reload `coin/trades`).
 */
export interface MarketDepthMessage {
  type: 'market_depth';
  seq: number;
  symbol: string;
  'base-currency': string;
  'quote-currency': string;
  currency_id: number;
  currency_name: string;
  legal_id: number;
  legal_name: string;
  /** [price, amount] per level, best first, at most MARKET_DEPTH_LEVELS. */
  bids: [string, string][];
  asks: [string, string][];
  trades: boolean;
  /** ms */
  time: number;
}

/**
 * One of the user's spot orders changed (placed, filled, partly filled, cancelled), to the user's room. `seq`
 * counts this user's `spot_order` messages since the server started (a restart starts at 1 again, so a client
 * reloads its lists whenever `seq` is not exactly the last one + 1). `order` has the `coin/list` row shape.
 */
export interface SpotOrderMessage {
  type: 'spot_order';
  to: number;
  seq: number;
  order: SpotOrder;
}

/**
 * The user's futures changed (opened, activated, TP/SL set, closed for any reason, cancelled, overnight fee),
 * to the user's room, after the change committed (original event name and summary fields, decimal strings).
 * `seq` counts this user's `lever_trade` messages since the server started (a restart starts at 1 again: a
 * client reloads `lever/dealall` whenever `seq` is not exactly the last one + 1). The summary fields are the
 * account's over all pairs (`hazard_rate` as in `lever/dealall`); `positions` are the rows this change touched,
 * in the `lever/dealall` row shape.
 */
export interface FuturesTradeMessage {
  type: 'lever_trade';
  to: number;
  seq: number;
  balance: FuturesSummary['balance'];
  hazard_rate: string;
  caution_money_all: string;
  origin_caution_money_all: string;
  profits_all: string;
  positions: FuturesPosition[];
}

export interface DepthSubscription {
  symbol: string;
}

export interface KlineSubscription {
  symbol: string;
  period: string;
}
export type SubscriptionAck = { ok: true; room: string; seq: number } | { ok: false; message: string };
export interface DaymarketSubscription {
  symbols: string[];
}
/** Per symbol: its room and the room's current seq (unknown symbols are left out). */
export type DaymarketAck =
  { ok: true; rooms: { symbol: string; room: string; seq: number }[] } | { ok: false; message: string };

/**
 * One of the user's seconds options was settled (after the settlement committed), to the user's room. The
 * original's shape: the event name is `type`, `to` the user id, `data` the order as `microtrade/get_result`
 * returns it.
 */
export interface ClosedOptionsOrderMessage {
  type: 'closed_microorder';
  to: number;
  data: OptionsOrder;
}

/**
 * A notification was created for the user (after the transaction that caused it committed), to the user's
 * room. `key` + `params` render through the contract's NOTIFICATION_TEXTS in the reader's language; `link` is
 * the app route it is about. A client reloads `notifications/unread_count` (and its list) on each one; a push
 * lost while offline is harmless, the list and count are read from REST.
 */
export interface NotificationMessage {
  type: 'notification';
  to: number;
  id: number;
  key: string;
  params: NotificationParams;
  link: string;
  /** ISO time. */
  created_at: string;
}

/**
 * A support-chat message was stored (after commit): to the thread owner's room (user or visitor) and to the
 * operators' room. A client that sees a gap reloads `kefu/messages` with `after_id` (a push lost while offline
 * is harmless; a message already shown — same id or same client_id — is replaced, never doubled). `unread` is
 * the receiving side's unread count of the thread (the user's for the user room, the operators' for theirs).
 */
export interface SupportMessageMessage {
  type: 'support_message';
  thread_id: number;
  topic: string | null;
  message: SupportMessage;
  unread: number;
}

/**
 * The other side received (`delivered_up_to`) or read (`read_up_to`) messages of `side` up to an id, to the
 * thread owner's room and the operators' room. `side` is whose messages changed: `user` (user or visitor
 * messages, seen by an operator) or `operator` (replies, seen by the user).
 */
export interface SupportReceiptMessage {
  type: 'support_receipt';
  thread_id: number;
  side: 'user' | 'operator';
  delivered_up_to: number | null;
  read_up_to: number | null;
}

/** A thread was assigned, closed, reopened or merged (visitor claimed): to the operators' room only. */
export interface SupportThreadMessage {
  type: 'support_thread';
  thread_id: number;
  status: SupportThreadStatus;
  assignee_id: number | null;
  /** Set when a visitor's thread was merged into this account thread (the visitor thread is gone). */
  merged_from?: number;
}

export interface ServerToClientEvents {
  /** Sent once after a successful handshake. */
  welcome: (payload: {
    user_id: number | null;
    recovered: boolean;
    /** Support chat: true when the handshake's visitor token (`auth.visitor`) joined the visitor's room. */
    visitor?: boolean;
    /** Support chat: true when the handshake's operator token (`auth.operator`) joined SUPPORT_OPS_ROOM. */
    operator?: boolean;
  }) => void;
  /** The session behind this socket was revoked (logout, revoke elsewhere). */
  session_revoked: (payload: { reason: 'logout' | 'revoked' }) => void;
  daymarket: (payload: DaymarketMessage) => void;
  all_market: (payload: AllMarketMessage) => void;
  kline: (payload: KlineMessage) => void;
  market_depth: (payload: MarketDepthMessage) => void;
  spot_order: (payload: SpotOrderMessage) => void;
  lever_trade: (payload: FuturesTradeMessage) => void;
  closed_microorder: (payload: ClosedOptionsOrderMessage) => void;
  notification: (payload: NotificationMessage) => void;
  support_message: (payload: SupportMessageMessage) => void;
  support_receipt: (payload: SupportReceiptMessage) => void;
  support_thread: (payload: SupportThreadMessage) => void;
}

export interface ClientToServerEvents {
  /** Joins the kline room; the ack carries the room's current `seq`. */
  sub_kline: (sub: KlineSubscription, ack: (result: SubscriptionAck) => void) => void;
  unsub_kline: (sub: KlineSubscription, ack?: (result: SubscriptionAck) => void) => void;
  /** Joins the ticker rooms of these symbols; the ack carries each room's current `seq`. */
  sub_daymarket: (sub: DaymarketSubscription, ack: (result: DaymarketAck) => void) => void;
  unsub_daymarket: (sub: DaymarketSubscription, ack?: (result: DaymarketAck) => void) => void;
  /** Joins ALL_MARKET_ROOM; the ack carries the room and its current `seq`. */
  sub_all_market: (ack: (result: SubscriptionAck) => void) => void;
  unsub_all_market: (ack?: (result: SubscriptionAck) => void) => void;
  /** Joins the order-book room of a spot pair; the ack carries the pair's current depth `seq`. */
  sub_depth: (sub: DepthSubscription, ack: (result: SubscriptionAck) => void) => void;
  unsub_depth: (sub: DepthSubscription, ack?: (result: SubscriptionAck) => void) => void;
}
