import {
  formatAsset,
  formatNumber,
  formatPlain,
  NUMBER_PLACEHOLDER,
  numberLocale,
  type Rounding,
} from './format-number';
import { toShownDecimal } from './shown-decimal';

/**
 * How one numeric or time parameter of a message or notification is printed in the reader's language:
 * - `{ assetParam }`  an amount of the asset named by another parameter ("currency"), at its display precision;
 * - `{ asset }`       an amount of a fixed asset ("USDT");
 * - `'money'`         "<amount> <ASSET>" in one parameter (a refusal that names its own asset);
 * - `'price'`         a price: its own digits (≤ 8), at least 2 decimals, grouped;
 * - `'percent'`       the figure before a "%" in the text: up to 2 decimals, trailing zeros dropped;
 * - `'count'`         a whole number, grouped;
 * - `'time'`          an ISO instant: weekday, date and time on the New York clock, with the zone's name.
 * Amounts round down (what the reader gets or may use) unless `rounding` says otherwise (what they must pay).
 */
export type ParamFormat =
  | { assetParam: string; rounding?: Rounding }
  | { asset: string; rounding?: Rounding }
  | 'money'
  | 'price'
  | 'percent'
  | 'count'
  | 'time';
export type ParamFormats = Readonly<Record<string, ParamFormat>>;

/** An asset's precision from the currency list (wallet precision); undefined when unknown (8 is assumed). */
export type PrecisionOf = (asset: string) => number | undefined;

const DEFAULT_PRECISION = 8;

function amount(value: string, asset: string, rounding: Rounding, lang: string, precisionOf?: PrecisionOf) {
  return formatAsset(value, precisionOf?.(asset) ?? DEFAULT_PRECISION, asset, lang, rounding);
}

/**
 * The instants these texts name are stock-session changes, which the exchange sets in New York time (opens 9:30):
 * the server does not know the reader's zone, so the time is shown on that clock with its zone's name (en "EST",
 * fra "UTC−5"), which keeps the familiar opening hour and still tells any reader which zone it is.
 */
const TIME_ZONE = 'America/New_York';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
};
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant in the reader's language; undefined when the value is not one. */
function formatTime(value: string, lang: string): string | undefined {
  const at = ISO_INSTANT.test(value) ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  const locale = numberLocale(lang);
  let f = timeFormatters.get(locale);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, TIME_OPTIONS);
    } catch {
      f = new Intl.DateTimeFormat('en', TIME_OPTIONS);
    }
    timeFormatters.set(locale, f);
  }
  return f.format(at);
}

function formatOne(
  raw: string | number,
  format: ParamFormat,
  params: Readonly<Record<string, string | number>>,
  lang: string,
  precisionOf?: PrecisionOf,
): string | number {
  const value = String(raw);
  if (format === 'time') return formatTime(value, lang) ?? raw;
  if (format === 'money') {
    const [figure = '', asset = '', ...rest] = value.trim().split(/\s+/);
    if (rest.length > 0 || !toShownDecimal(figure)) return raw;
    return `${amount(figure, asset, 'down', lang, precisionOf)}${asset ? ` ${asset}` : ''}`;
  }
  if (!toShownDecimal(value)) return raw;
  let shown: string;
  if (format === 'price') shown = formatPlain(value, lang);
  else if (format === 'percent') shown = formatPlain(value, lang, 2, 0);
  else if (format === 'count') shown = formatNumber(value, { decimals: 0, lang });
  else if ('assetParam' in format)
    shown = amount(
      value,
      String(params[format.assetParam] ?? ''),
      format.rounding ?? 'down',
      lang,
      precisionOf,
    );
  else shown = amount(value, format.asset, format.rounding ?? 'down', lang, precisionOf);
  return shown === NUMBER_PLACEHOLDER ? raw : shown;
}

/**
 * The parameters with every numeric one printed by the shared formatter in `lang` (decimal strings in, never
 * a JS number for the digits) and every instant as a local date and time; parameters without a format, and
 * values that are not numbers (or instants), pass unchanged.
 */
export function formatParams<P extends Readonly<Record<string, string | number>>>(
  params: P,
  formats: ParamFormats | undefined,
  lang: string,
  precisionOf?: PrecisionOf,
): Record<string, string | number> {
  if (!formats) return { ...params };
  const out: Record<string, string | number> = { ...params };
  for (const [name, format] of Object.entries(formats)) {
    const raw = params[name];
    if (raw !== undefined) out[name] = formatOne(raw, format, params, lang, precisionOf);
  }
  return out;
}
