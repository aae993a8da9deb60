import Big from 'big.js';

/**
 * The decimal figures are printed with: big.js (≈ 3 KB gzip) rather than decimal.js (≈ 12 KB), so screens that only
 * show figures (home, markets) do not load the money type. Both are exact decimals; the formatters only parse,
 * compare, shift and round, which big.js does digit for digit as decimal.js does. Money math stays `Decimal`.
 */
export type ShownDecimal = Big;

/** A constructor of our own: big.js's global settings stay its defaults for anyone else. */
const Shown = Big();
// division is only by powers of ten here (percent, thousands): 40 places keep those exact
Shown.DP = 40;
Shown.RM = Shown.roundHalfUp;
// plain notation over the same range as the Decimal clone (decimal.ts)
Shown.NE = -40;
Shown.PE = 60;

export type ShownRounding = 'half-up' | 'down' | 'up';
const MODE: Record<ShownRounding, Big.RoundingMode> = {
  'half-up': Shown.roundHalfUp,
  down: Shown.roundDown,
  up: Shown.roundUp,
};

/** The bits of a decimal.js Decimal the formatters accept without importing decimal.js. */
interface DecimalLike {
  isFinite(): boolean;
  toFixed(): string;
}

function isDecimalLike(value: unknown): value is DecimalLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DecimalLike).isFinite === 'function' &&
    typeof (value as DecimalLike).toFixed === 'function'
  );
}

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * Parses a decimal string ("96012.35", "+1.23", "1e-7"), a finite number or a Decimal; anything else (empty,
 * "NaN", "Infinity", words) is null.
 */
export function toShownDecimal(value: unknown): ShownDecimal | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (isDecimalLike(value)) {
    if (!value.isFinite()) return null;
    text = value.toFixed();
  } else return null;
  if (!NUMERIC.test(text)) return null;
  return new Shown(text.startsWith('+') ? text.slice(1) : text);
}

/** `d` with exactly `places` fraction digits, rounded as told, in plain notation ("-0.00" stays as big.js gives it). */
export function shownFixed(d: ShownDecimal, places: number, rounding: ShownRounding): string {
  return d.toFixed(places, MODE[rounding]);
}

/** 10^-places, exactly. */
export function shownUnit(places: number): ShownDecimal {
  return new Shown(`1e-${places}`);
}
