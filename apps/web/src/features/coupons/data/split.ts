import { Decimal } from '@meridian/contract';
import { parseAmount } from '../../../lib/amountInput';

/**
 * What a coupon pays and what the balance pays when a futures margin or an options stake uses it:
 * the coupon pays its whole value out of the house promotions account, the balance pays the rest of the margin
 * (or stake) plus the fee. A coupon worth more than the margin (or stake) is refused by the server; the ticket
 * says so before sending. Decimal strings in, decimal strings out.
 */
export interface CouponSplit {
  /** Paid by the coupon: its value. */
  byCoupon: string;
  /** From the user's balance: margin (or stake) − value + fee. */
  fromBalance: string;
  /** The margin (or stake) is below the coupon's value: not usable on this order. */
  tooSmall: boolean;
}

export function couponSplit(amount: string | null, fee: string | null, value: string): CouponSplit | null {
  const a = parseAmount(amount);
  if (!a) return null;
  const v = new Decimal(value);
  const f = fee === null || fee === '' ? new Decimal(0) : new Decimal(fee);
  return {
    byCoupon: v.toFixed(),
    fromBalance: Decimal.max(a.minus(v), 0).plus(f).toFixed(),
    tooSmall: a.lt(v),
  };
}

/**
 * A used coupon's outcome as the card says it: the position's result (payout − margin), what went back to the
 * house, and the profit the user kept (the result when positive, else 0: a loss came off the coupon first).
 */
export function couponOutcome(c: { result: string | null; returned: string | null }): {
  result: string;
  returned: string;
  profitKept: string;
} | null {
  if (c.result === null || c.returned === null) return null;
  const result = new Decimal(c.result);
  return {
    result: result.toFixed(),
    returned: new Decimal(c.returned).toFixed(),
    profitKept: Decimal.max(result, 0).toFixed(),
  };
}
