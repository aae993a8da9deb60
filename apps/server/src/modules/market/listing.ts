import type { Decimal } from '@meridian/contract';

/**
 * Listing a run-time token as a spot pair (issue 15): the price decimals of its pair. About five significant
 * digits at the issuance price, never fewer decimals than the price itself has, between 2 and 8
 * (1.25 → 4, 0.05 → 6, 96000 → 2).
 */
export function listedPricePrecision(level: Decimal): number {
  const magnitude = Math.floor(Math.log10(level.toNumber()));
  return Math.min(8, Math.max(2, 4 - magnitude, Math.min(level.decimalPlaces(), 8)));
}
