import { Decimal } from 'decimal.js';

/** The one Decimal clone of the app (ARCHITECTURE §1.2): 60 significant digits, never JS floats on money. */
export const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** Parses a decimal string (or number) safely; anything unparsable becomes null. */
export function toDec(value: unknown): Dec | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Dec(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}
