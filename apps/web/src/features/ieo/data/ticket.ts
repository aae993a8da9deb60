import { IEO_TOKEN_DECIMALS, type IeoPhase } from '@meridian/contract/earn';
import { type IeoOrder } from '@meridian/contract/ieo';
import { Dec, toDec } from '../../../lib/decimal';
import { isDecimalString, pointDecimal } from '../../../lib/amountInput';

/**
 * The IEO subscription ticket and the allocation arithmetic, as pure functions (tested in ticket.test.ts).
 * The payment held is amount × price rounded up to the pay currency's decimals (what the server holds); the
 * allocation figures come from the server — these only lay them out and check that they add up.
 */

/** What the ticket lets the user do with `amount` typed. `payment` is amount × price ('' while unusable). */
export type TicketBlock =
  | 'notLive'
  | 'subscribed'
  | 'paused'
  | 'empty'
  | 'invalid'
  | 'tooManyDecimals'
  | 'belowMin'
  | 'aboveSupply'
  | 'insufficient';

export interface TicketInput {
  amount: string;
  price: string;
  min: string;
  supply: string;
  balance: string;
  phase: IeoPhase;
  status: 'on' | 'paused';
  subscribed: boolean;
  /** Wallet decimals of the pay currency (the server rounds the payment up to them). */
  payDecimals: number;
}

export interface TicketState {
  block: TicketBlock | null;
  /** amount × price as a plain decimal string, '' when the amount is not a positive number. */
  payment: string;
}

/** A token amount as typed: digits with at most one decimal mark (comma taken as a point). */
export function normaliseAmount(input: string): string {
  return pointDecimal(input);
}

/**
 * The payment held: amount × price rounded up to the pay currency's `decimals` (as the server holds it), or ''
 * when the amount is not a positive decimal.
 */
export function ieoPayment(amount: string, price: string, decimals: number): string {
  const a = toDec(normaliseAmount(amount));
  const p = toDec(price);
  if (!a || !p || a.lte(0)) return '';
  return a.mul(p).toDecimalPlaces(decimals, Dec.ROUND_UP).toFixed();
}

export function ticketState(i: TicketInput): TicketState {
  const typed = normaliseAmount(i.amount);
  const payment = isDecimalString(typed) ? ieoPayment(typed, i.price, i.payDecimals) : '';
  const block = ((): TicketBlock | null => {
    if (i.subscribed) return 'subscribed';
    if (i.phase !== 'live') return 'notLive';
    if (i.status !== 'on') return 'paused';
    if (typed === '') return 'empty';
    if (!isDecimalString(typed) || !payment) return 'invalid';
    if ((typed.split('.')[1] ?? '').length > IEO_TOKEN_DECIMALS) return 'tooManyDecimals';
    const amount = new Dec(typed);
    if (amount.lt(i.min)) return 'belowMin';
    if (amount.gt(i.supply)) return 'aboveSupply';
    if (new Dec(payment).gt(toDec(i.balance) ?? 0)) return 'insufficient';
    return null;
  })();
  return { block, payment };
}

/** One line of the allocation arithmetic: a label key under `ieo.calc.` and its value. */
export interface CalcLine {
  key:
    'requested' | 'held' | 'ratio' | 'cap' | 'allocated' | 'cost' | 'refunded' | 'delivered' | 'deliveryAt';
  value: string;
  unit: 'token' | 'pay' | 'ratio' | 'time';
}

/** Whether the order has been through allocation (allocated, delivered or refunded). */
export function isAllocated(o: Pick<IeoOrder, 'status'>): boolean {
  return o.status !== 'subscribed';
}

/**
 * The arithmetic of a subscription, in order: requested and held; then, once allocated, the fill — the
 * project's ratio or the per-user cap that bound — the allocated tokens, their cost (allocated × price), the
 * refund (held − cost), and the delivery (tokens credited, or when they will be).
 */
export function allocationLines(o: IeoOrder): CalcLine[] {
  const lines: CalcLine[] = [
    { key: 'requested', value: o.amount, unit: 'token' },
    { key: 'held', value: o.paid, unit: 'pay' },
  ];
  if (!isAllocated(o)) return lines;
  lines.push(
    o.capped
      ? { key: 'cap', value: o.user_limit, unit: 'token' }
      : { key: 'ratio', value: o.ratio, unit: 'ratio' },
    { key: 'allocated', value: o.coin_amount, unit: 'token' },
    { key: 'cost', value: o.cost, unit: 'pay' },
    { key: 'refunded', value: o.refund, unit: 'pay' },
  );
  if (o.status === 'delivered') lines.push({ key: 'delivered', value: o.give_amount, unit: 'token' });
  else if (o.status === 'allocated' && o.sell_begin)
    lines.push({ key: 'deliveryAt', value: o.sell_begin, unit: 'time' });
  return lines;
}

/** cost + refund = held, and cost = allocated × price: the figures the order shows add up. */
export function allocationAddsUp(o: IeoOrder): boolean {
  if (!isAllocated(o)) return true;
  const cost = toDec(o.cost);
  const refund = toDec(o.refund);
  const paid = toDec(o.paid);
  const allocated = toDec(o.coin_amount);
  const price = toDec(o.price);
  if (!cost || !refund || !paid || !allocated || !price) return false;
  return cost.plus(refund).eq(paid) && allocated.mul(price).eq(cost);
}

/** A fill ratio (0–1) as a percentage string ("62.5"), for "filled at 62.5 %". */
export function ratioPercent(ratio: string): string {
  const r = toDec(ratio);
  return r ? r.mul(100).toDecimalPlaces(4, Dec.ROUND_DOWN).toFixed() : '';
}

/** The share of the supply requested so far, in percent (may exceed 100 when oversubscribed). */
export function subscribedPercent(totalSell: string, supply: string): string {
  const sold = toDec(totalSell);
  const total = toDec(supply);
  if (!sold || !total || total.lte(0)) return '0';
  return sold.div(total).mul(100).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
}
