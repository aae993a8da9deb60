import { Decimal, toDecimalOrNull } from '@meridian/contract';

/**
 * The web's name for the contract's one Decimal clone (precision 60, ROUND_HALF_UP, plain notation from 1e-40 to
 * 1e60), so the web, the server and the shared formatter compute and print money with the same type.
 */
export const Dec = Decimal;
export type Dec = Decimal;

/** Parses a decimal string, number or Decimal safely; anything unparsable or infinite becomes null. */
export const toDec: (value: unknown) => Dec | null = toDecimalOrNull;
