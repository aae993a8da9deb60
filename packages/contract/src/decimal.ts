import { Decimal as BaseDecimal } from 'decimal.js';

/**
 * The one Decimal clone: 60 significant digits, so NUMERIC(36,18) values never round.
 * Money and prices are Decimal in code and decimal strings on the wire.
 */
export const Decimal = BaseDecimal.clone({
  precision: 60,
  rounding: BaseDecimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 60,
});
export type Decimal = BaseDecimal;
