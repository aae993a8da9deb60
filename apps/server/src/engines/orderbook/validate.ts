/** Input checks for the order book: malformed orders are programmer errors and throw, nothing changes. */
import type { NewOrder, RestingOrder } from './types';

function fail(message: string): never {
  throw new RangeError(`order book: ${message}`);
}

export function validateNewOrder(order: NewOrder, isResting: (id: string) => boolean): void {
  if (order.id === '') fail('order id is empty');
  if (isResting(order.id)) fail(`order ${order.id} is already resting`);
  if (order.qty <= 0n) fail(`order ${order.id}: qty must be > 0 lots`);
  if (order.type === 'limit') {
    if (order.price === undefined) fail(`limit order ${order.id} has no price`);
    if (order.price <= 0n) fail(`order ${order.id}: price must be > 0 ticks`);
  }
  if (order.quoteBudget !== undefined) {
    if (order.type !== 'market' || order.side !== 'buy')
      fail(`order ${order.id}: quoteBudget is for market buys`);
    if (order.quoteBudget < 0n) fail(`order ${order.id}: quoteBudget must be >= 0`);
  }
}

/** Checks a rebuild's orders as a whole; returns them in time priority. */
export function validateRestore(orders: readonly RestingOrder[]): RestingOrder[] {
  const ids = new Set<string>();
  const seqs = new Set<number>();
  let bestBid: bigint | undefined;
  let bestAsk: bigint | undefined;
  for (const o of orders) {
    if (o.id === '' || ids.has(o.id)) fail(`restore: duplicate or empty id "${o.id}"`);
    if (!Number.isSafeInteger(o.seq) || o.seq < 1 || seqs.has(o.seq))
      fail(`restore: bad or duplicate seq ${o.seq}`);
    if (o.qty <= 0n || o.price <= 0n) fail(`restore: order ${o.id} needs qty > 0 and price > 0`);
    ids.add(o.id);
    seqs.add(o.seq);
    if (o.side === 'buy' && (bestBid === undefined || o.price > bestBid)) bestBid = o.price;
    if (o.side === 'sell' && (bestAsk === undefined || o.price < bestAsk)) bestAsk = o.price;
  }
  if (bestBid !== undefined && bestAsk !== undefined && bestBid >= bestAsk) {
    fail(`restore: crossed book (bid ${bestBid} >= ask ${bestAsk})`);
  }
  return [...orders].sort((a, b) => a.seq - b.seq);
}
