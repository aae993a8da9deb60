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

/** Parses a decimal string, number or Decimal; anything unparsable or infinite becomes null. */
export function toDecimalOrNull(value: unknown): Decimal | null {
  if (value instanceof Decimal) return value.isFinite() ? value : null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}
