import { OTC_STATUSES } from '@meridian/contract/otc';
import type { OtcOrder, OtcStatus } from '@meridian/contract/otc';

/**
 * An OTC order's states as a timeline. Buy: placed → paid (voucher sent) → completed (coins credited),
 * or rejected; cancelled or expired while unpaid. Sell: placed (coins held) → completed (paid out), or rejected
 * (coins returned). Each step has the time it happened (null while waiting); the step the order waits at is
 * `current`, a refusal ends the timeline `failed`.
 */

export type StepKey = 'placed' | 'held' | 'paid' | 'completed' | 'paidOut' | OtcStatus;
export type StepState = 'done' | 'current' | 'todo' | 'failed';

export interface OrderStep {
  key: StepKey;
  at: string | null;
  state: StepState;
}

type Timed = Pick<
  OtcOrder,
  | 'side'
  | 'status'
  | 'created_at'
  | 'paid_at'
  | 'completed_at'
  | 'rejected_at'
  | 'cancelled_at'
  | 'expired_at'
>;

export function orderSteps(o: Timed): OrderStep[] {
  const buy = o.side === 'buy';
  const steps: OrderStep[] = [{ key: buy ? 'placed' : 'held', at: o.created_at, state: 'done' }];
  const step = (key: StepKey, at: string | null, state: StepState) => steps.push({ key, at, state });
  const ended = { rejected: o.rejected_at, cancelled: o.cancelled_at, expired: o.expired_at };
  switch (o.status) {
    case 'rejected':
    case 'cancelled':
    case 'expired':
      // a rejected buy was paid first (the operator rejects what the voucher shows)
      if (buy && o.status === 'rejected') step('paid', o.paid_at, 'done');
      step(o.status, ended[o.status], 'failed');
      return steps;
    case 'pending':
    case 'paid':
    case 'completed':
      break;
  }
  const completed = o.status === 'completed';
  if (!buy) {
    step('paidOut', o.completed_at, completed ? 'done' : 'current');
    return steps;
  }
  const paid = o.status !== 'pending';
  step('paid', o.paid_at, paid ? 'done' : 'current');
  step('completed', o.completed_at, completed ? 'done' : paid ? 'current' : 'todo');
  return steps;
}

/** The colour family of a status tag. */
export function statusTone(status: OtcStatus): 'wait' | 'ok' | 'bad' | 'off' {
  switch (status) {
    case 'pending':
    case 'paid':
      return 'wait';
    case 'completed':
      return 'ok';
    case 'rejected':
      return 'bad';
    case 'cancelled':
    case 'expired':
      return 'off';
  }
}

/** The support chat about an order: the kefu page with its topic (`otc:<id>`, kept readable: `:` is allowed). */
export function chatPath(topic: string): string {
  return `/pages/kefu/index?topic=${topic.replace(/[^\w:.-]/g, encodeURIComponent)}`;
}

/** The filters of my orders: all, or one status. */
export type StatusFilter = OtcStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...OTC_STATUSES];

/** `?status=` as one of the filters, else all. */
export function readStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((f) => f === value) ?? 'all';
}
