/**
 * The spot order book engine's interface: pure, in-memory, one book per pair, price-time priority.
 *
 * Units: prices are integers in ticks of the pair (price = ticks × tick_size) and quantities are integers in
 * lots (amount = lots × lot_size), as `bigint`, so matching never touches floating point. The caller (the spot
 * module) converts between decimal strings and these units and owns money: the engine only decides fills.
 */

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/** GTC rests what does not fill; IOC cancels the rest; FOK fills completely at once or not at all. */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
/**
 * Self-trade prevention when an incoming order would match a resting order of the same owner:
 * cancel the incoming remainder (default), cancel the resting order and continue, or both.
 */
export type SelfTradePrevention = 'cancel_taker' | 'cancel_maker' | 'cancel_both';

export interface NewOrder {
  /** Unique per book (the database id as a string). */
  id: string;
  /** Owner for self-trade prevention (user id, or the house maker's id). */
  owner: string;
  side: Side;
  type: OrderType;
  /** Limit price in ticks; required for limit orders, ignored for market orders. */
  price?: bigint;
  /** Quantity in lots (> 0). */
  qty: bigint;
  /**
   * Market buys only, optional: stop once this much quote (in ticks × lots units) is spent, so a buy never
   * costs more than the funds held for it.
   */
  quoteBudget?: bigint;
  tif?: TimeInForce;
  /** Refused (nothing rests, nothing fills) if it would take liquidity on arrival. */
  postOnly?: boolean;
  stp?: SelfTradePrevention;
}

export interface Fill {
  makerId: string;
  makerOwner: string;
  takerId: string;
  takerOwner: string;
  /** The taker's side (the maker is on the other side). */
  takerSide: Side;
  /** The maker's price, in ticks. */
  price: bigint;
  qty: bigint;
  /** Monotonic per book: the trade sequence number. */
  seq: number;
}

export type CancelReason =
  | 'user' // cancel called
  | 'ioc_remainder' // IOC or market order: what did not fill at once
  | 'fok_unfillable' // FOK: could not fill completely, nothing happened
  | 'post_only_would_take' // post-only would have matched on arrival, nothing happened
  | 'self_trade' // STP cancelled it
  | 'no_liquidity'; // market order met an empty opposite side

export interface OrderCancelled {
  id: string;
  owner: string;
  /** Lots that did not fill and were released. */
  remaining: bigint;
  reason: CancelReason;
}

export interface PlaceResult {
  fills: Fill[];
  /** The incoming order's resting remainder (GTC limit that did not fully fill), if any. */
  rested: RestingOrder | null;
  /** Orders cancelled by this placement: the incoming remainder (IOC/FOK/post-only/STP) and STP'd makers. */
  cancelled: OrderCancelled[];
}

export interface RestingOrder {
  id: string;
  owner: string;
  side: Side;
  price: bigint;
  /** Lots still open. */
  qty: bigint;
  /** Time priority: lower rests earlier. Kept across a rebuild. */
  seq: number;
}

export interface DepthLevel {
  price: bigint;
  qty: bigint;
  orders: number;
}

export interface Depth {
  /** Best first: bids high → low, asks low → high. */
  bids: DepthLevel[];
  asks: DepthLevel[];
}

export interface OrderBookEngine {
  place(order: NewOrder): PlaceResult;
  /** Removes a resting order; null if it is not resting (filled, cancelled, unknown). */
  cancel(id: string): OrderCancelled | null;
  get(id: string): RestingOrder | undefined;
  bestBid(): bigint | undefined;
  bestAsk(): bigint | undefined;
  depth(levels: number): Depth;
  /** Every resting order in time priority (for persistence checks and the rebuild). */
  resting(): RestingOrder[];
  /** Rebuilds after a restart: re-inserts resting orders keeping their `seq` (no matching happens). */
  restore(orders: readonly RestingOrder[], options?: RestoreOptions): void;
  readonly size: number;
}

/** Optional state to carry across a rebuild (added for `restore`; all members optional). */
export interface RestoreOptions {
  /** The last trade `seq` already persisted, so new fills continue above it. */
  lastTradeSeq?: number;
  /** The last order `seq` ever assigned (default: the highest restored), so new orders rest behind it. */
  lastOrderSeq?: number;
}
