import { countdownParts } from '../../../components/earn/countdown';

/**
 * A coupon's time left in words: the key of `coupons.left.*` and its numbers. Long form for the
 * coupon card ("2d 3h 4m 5s", seconds ticking), short form for the ticket's row ("2d 3h", the two largest
 * units). Expired once the time is reached.
 */
export interface TimeLeft {
  key: 'expired' | 'days' | 'hours' | 'minutes' | 'seconds';
  values: { d: number; h: number; m: number; s: number };
}

export function timeLeft(expiresAt: string, nowMs: number): TimeLeft {
  const p = countdownParts(expiresAt, nowMs);
  const values = { d: p.days, h: p.hours, m: p.minutes, s: p.seconds };
  if (p.done) return { key: 'expired', values };
  if (p.days > 0) return { key: 'days', values };
  if (p.hours > 0) return { key: 'hours', values };
  if (p.minutes > 0) return { key: 'minutes', values };
  return { key: 'seconds', values };
}

/** Less than a day left: the card shows the countdown as a warning. */
export function expiresSoon(expiresAt: string, nowMs: number): boolean {
  const p = countdownParts(expiresAt, nowMs);
  return !p.done && p.days === 0;
}
