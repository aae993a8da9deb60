import { Decimal } from '@meridian/contract';

/**
 * The web's name for the contract's one Decimal clone (precision 60, ROUND_HALF_UP, plain notation from 1e-40 to
 * 1e60), so the web, the server and the shared formatter compute and print money with the same type.
 */
export const Dec = Decimal;
export type Dec = Decimal;

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
