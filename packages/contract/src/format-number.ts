import { NUMBER_FORMAT } from './constants';
import type { Decimal } from './decimal';
import { LANGUAGES } from './languages';
import { shownFixed, shownUnit, toShownDecimal, type ShownDecimal } from './shown-decimal';

/**
 * The one number formatter of the server's texts, the web and the console: a decimal string (or Decimal) is
 * rounded exactly (shown-decimal.ts) and printed in the reader's language, so the digits are exact (never through a
 * JS number) and the separators, sign and grouping are the locale's (en "1,234.50", fra "1 234,50" with a narrow
 * no-break space, tr "1.234,50"). Our languages are printed from their layouts (LAYOUTS: what Intl.NumberFormat
 * writes in each, checked by the tests); another BCP 47 tag by `Intl.NumberFormat`, which takes the rounded string
 * itself (ES2023 string input) or, where an engine lacks it, has the string's own digits written into its layout.
 */

export type NumericInput = string | number | Decimal;
export type Rounding = 'half-up' | 'down' | 'up';

export interface NumberOptions {
  /** Fraction digits shown (the most); default 2. */
  decimals?: number;
  /** Trailing zeros are trimmed down to this many fraction digits; default `decimals` (no trimming). */
  minDecimals?: number;
  /** Default half-up. */
  rounding?: Rounding;
  /** Thousands separators; default true. */
  grouping?: boolean;
  /** "+" on positive values (never on zero). */
  sign?: boolean;
  /** One of our language codes (en, fra, jp…) or a BCP 47 tag; default en. */
  lang?: string | undefined;
}

/** What an unparsable value prints as. */
export const NUMBER_PLACEHOLDER = '--';
/** The most fraction digits an asset amount is shown with. */
export const MAX_DISPLAY_DECIMALS = 8;

/** BCP 47 locale of one of our language codes (fra → fr, jp → ja, kor → ko); other tags pass through. */
export function numberLocale(lang: string | undefined): string {
  const code = lang ?? 'en';
  return LANGUAGES.find((l) => l.code === code)?.uniCode ?? code;
}

/** How a locale writes a number, as Intl.NumberFormat does. */
interface NumberLayout {
  group: string;
  decimal: string;
  /** Before and after the figure of a percentage (after the sign: tr "-%12,5"). */
  percent: readonly [string, string];
  /** The fewest integer digits a percentage groups (Intl's default grouping; es leaves "1234 %" whole): 4 if unset. */
  percentGroupFrom?: number;
}

const COMMA_DOT: NumberLayout = { group: ',', decimal: '.', percent: ['', '%'] };
/**
 * Our languages' layouts, by BCP 47 tag (LANGUAGES' uniCode). Printing with them needs no Intl: a page's first
 * Intl.NumberFormat loads ICU's number data (≈ 30 ms on a phone, inside the first render of a figure), and every
 * call after it costs more than these few string operations on a list of prices that ticks.
 */
const LAYOUTS: Record<string, NumberLayout> = {
  en: COMMA_DOT,
  th: COMMA_DOT,
  ja: COMMA_DOT,
  ko: COMMA_DOT,
  zh: COMMA_DOT,
  pt: { group: '.', decimal: ',', percent: ['', '%'] },
  tr: { group: '.', decimal: ',', percent: ['%', ''] },
  es: { group: '.', decimal: ',', percent: ['', '\u00a0%'], percentGroupFrom: 5 },
  fr: { group: '\u202f', decimal: ',', percent: ['', '\u00a0%'] },
};

/** Test hook: the layout printing uses for a locale (undefined: Intl prints it). */
export function numberLayoutForTests(locale: string): NumberLayout | undefined {
  return LAYOUTS[locale];
}

/**
 * A rounded plain decimal string ("-1234.50") in a layout, as Intl prints it with `signDisplay` "exceptZero" (`sign`)
 * or "auto": its digits as they are, grouped by three, the minus of a negative value, a plus only where asked and
 * never on zero. Without `percent`, the percent sign's place stays empty.
 */
function printLaid(
  fixed: string,
  l: NumberLayout,
  grouping: boolean,
  sign: boolean,
  percent: boolean,
): string {
  const negative = fixed.startsWith('-');
  const [int = '0', frac = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const zero = !/[1-9]/.test(int + frac);
  const grouped =
    grouping && (!percent || int.length >= (l.percentGroupFrom ?? 4))
      ? int.replace(/\B(?=(\d{3})+(?!\d))/g, l.group)
      : int;
  const signText = negative ? (sign && zero ? '' : '-') : sign && !zero ? '+' : '';
  const figure = frac ? `${grouped}${l.decimal}${frac}` : grouped;
  return percent ? `${signText}${l.percent[0]}${figure}${l.percent[1]}` : `${signText}${figure}`;
}

const formatters = new Map<string, Intl.NumberFormat>();
/** The options this file formats with: few enough to key the cache without serialising them on every call. */
type FormatOptions = Pick<
  Intl.NumberFormatOptions,
  'style' | 'minimumFractionDigits' | 'maximumFractionDigits' | 'useGrouping' | 'signDisplay'
>;
function nf(locale: string, opts: FormatOptions): Intl.NumberFormat {
  // a quote list formats every figure of every row on each tick: this lookup is on that path
  const key = `${locale}|${opts.style}|${opts.minimumFractionDigits}|${opts.maximumFractionDigits}|${String(opts.useGrouping)}|${opts.signDisplay}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, opts);
    } catch {
      f = new Intl.NumberFormat('en', opts);
    }
    formatters.set(key, f);
  }
  return f;
}

let stringInput: boolean | undefined;
/** Whether Intl formats a decimal string exactly (ES2023 "Intl.NumberFormat v3"). */
function exactStringInput(): boolean {
  if (stringInput === undefined) {
    try {
      const probe = '98765432109876543210.123456789';
      const f = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 9 });
      stringInput = f.format(probe as unknown as number) === probe;
    } catch {
      stringInput = false;
    }
  }
  return stringInput;
}

/** Test hook: force the fallback path (false) or the string path (true); undefined re-detects. */
export function setExactStringInputForTests(value: boolean | undefined): void {
  stringInput = value;
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = nf(locale, { minimumFractionDigits: 1 }).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** The locale's decimal mark ("." en, "," fra/tr/pt/spa). */
export function decimalSeparator(lang: string | undefined): string {
  const locale = numberLocale(lang);
  return LAYOUTS[locale]?.decimal ?? separators(locale).decimal;
}

/**
 * Prints an already rounded plain decimal string ("-1234.50") with exactly its fraction digits in `locale`.
 * Without string support: Intl lays out the nearest JS number, and the string's own digits replace Intl's.
 */
function printFixed(fixed: string, locale: string, grouping: boolean, sign: boolean): string {
  const layout = LAYOUTS[locale];
  if (layout) return printLaid(fixed, layout, grouping, sign, false);
  const decimals = fixed.split('.')[1]?.length ?? 0;
  const f = nf(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
    signDisplay: sign ? 'exceptZero' : 'auto',
  });
  if (exactStringInput()) return f.format(fixed as unknown as number);
  const [intDigits = '0', fracDigits = ''] = fixed.replace(/^-/, '').split('.');
  const parts = f.formatToParts(Number(fixed));
  const intCount = parts.filter((p) => p.type === 'integer').reduce((n, p) => n + p.value.length, 0);
  if (intCount === intDigits.length) {
    let at = 0;
    return parts
      .map((p) => {
        if (p.type === 'integer') {
          const s = intDigits.slice(at, at + p.value.length);
          at += p.value.length;
          return s;
        }
        return p.type === 'fraction' ? fracDigits : p.value;
      })
      .join('');
  }
  // The JS number rounded into another magnitude (> 15 digits): group by three with the locale's marks.
  const group = grouping ? separators(locale).group : '';
  const grouped = intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = fixed.startsWith('-');
  return `${negative ? '-' : sign ? '+' : ''}${grouped}${fracDigits ? separators(locale).decimal + fracDigits : ''}`;
}

/** Rounds to `decimals` and trims trailing zeros down to `minDecimals`; "-0" becomes "0". */
export function roundedString(
  d: ShownDecimal,
  decimals: number,
  minDecimals: number,
  rounding: Rounding,
): string {
  const places = Math.max(0, Math.min(20, Math.floor(decimals)));
  let fixed = shownFixed(d, places, rounding);
  if (/^-0(?:\.0*)?$/.test(fixed)) fixed = fixed.slice(1);
  const keep = Math.max(0, Math.min(places, minDecimals));
  if (keep < places) {
    const [int, frac = ''] = fixed.split('.');
    const trimmed = frac.replace(/0+$/, '').padEnd(keep, '0');
    fixed = trimmed ? `${int}.${trimmed}` : (int ?? '0');
  }
  return fixed;
}

/** The engine: `value` rounded to `decimals`, printed in the reader's locale. */
export function formatNumber(value: NumericInput, o: NumberOptions = {}): string {
  const d = toShownDecimal(value);
  return d ? printNumber(d, o) : NUMBER_PLACEHOLDER;
}

function printNumber(d: ShownDecimal, o: NumberOptions): string {
  const decimals = o.decimals ?? NUMBER_FORMAT.defaultPrecision;
  const fixed = roundedString(d, decimals, o.minDecimals ?? decimals, o.rounding ?? 'half-up');
  return printFixed(fixed, numberLocale(o.lang), o.grouping ?? true, o.sign ?? false);
}

/** Fiat codes and dollar stablecoins: shown at 2 decimals. */
const TWO_DECIMAL_ASSETS = new Set(['USDT', 'USDC', 'USD', 'BUSD', 'FDUSD', 'TUSD', 'DAI']);
const NO_DECIMAL_FIATS = new Set(['JPY', 'VND']);
/** The spec's fiats (the web's fiat selector): shown at 2 decimals like the dollar stablecoins. */
const TWO_DECIMAL_FIATS = new Set(['CNY', 'GBP', 'HKD', 'EUR', 'AED', 'THB', 'PHP', 'SGD']);

/** Display decimals of an asset: USDT/USD-likes and fiats 2 (JPY, VND 0), others its precision (≤ 8). */
export function assetDecimals(precision: number, currency?: string): number {
  const code = currency?.toUpperCase();
  if (code && NO_DECIMAL_FIATS.has(code)) return 0;
  if (code && (TWO_DECIMAL_ASSETS.has(code) || TWO_DECIMAL_FIATS.has(code))) return 2;
  return Math.max(0, Math.min(MAX_DISPLAY_DECIMALS, Math.floor(precision)));
}

/**
 * An amount of one asset (balances, totals, fees): at assetDecimals, rounded down unless told, trailing zeros
 * trimmed to 2 decimals ("0.50", "0.009985", "4,510.63"); a non-zero value that would print as zero keeps 4
 * significant digits up to the asset's precision (≤ 8): "0.000010254856" BTC → "0.00001025".
 */
export function formatAsset(
  value: NumericInput,
  precision: number,
  currency: string | undefined,
  lang: string | undefined,
  rounding: Rounding = 'down',
): string {
  const d = toShownDecimal(value);
  if (!d) return NUMBER_PLACEHOLDER;
  let decimals = assetDecimals(precision, currency);
  const cap = Math.max(decimals, Math.min(MAX_DISPLAY_DECIMALS, Math.floor(precision)));
  if (!d.eq(0) && d.abs().lt(shownUnit(decimals))) decimals = Math.min(cap, -d.abs().e + 3);
  return printNumber(d, { decimals, minDecimals: Math.min(2, decimals), rounding, lang });
}

/**
 * A figure whose scale the text does not know (a price, a rate in percent): its own digits up to
 * `maxDecimals`, trailing zeros trimmed down to `minDecimals`, grouped ("67000.00000000" → "67,000.00").
 */
export function formatPlain(
  value: NumericInput,
  lang: string | undefined,
  maxDecimals = MAX_DISPLAY_DECIMALS,
  minDecimals = 2,
): string {
  return formatNumber(value, { decimals: maxDecimals, minDecimals, lang });
}

/**
 * A percent figure (the input is already in percent) in the locale's percent pattern: "1.234" → "1.23%"
 * (fra "1,23 %"); `sign` adds "+" to positive values.
 */
export function formatPercentFigure(
  value: NumericInput,
  lang: string | undefined,
  decimals = 2,
  sign = false,
  minDecimals = decimals,
): string {
  const d = toShownDecimal(value);
  if (!d) return NUMBER_PLACEHOLDER;
  const rounded = roundedString(d, decimals, minDecimals, 'half-up');
  const locale = numberLocale(lang);
  const layout = LAYOUTS[locale];
  if (layout) return printLaid(rounded, layout, true, sign, true);
  const fraction = toShownDecimal(rounded)!.div(100).toFixed();
  const f = nf(locale, {
    style: 'percent',
    minimumFractionDigits: rounded.split('.')[1]?.length ?? 0,
    maximumFractionDigits: decimals,
    signDisplay: sign ? 'exceptZero' : 'auto',
  });
  return f.format((exactStringInput() ? fraction : Number(fraction)) as unknown as number);
}
