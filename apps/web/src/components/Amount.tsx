import { useTranslation } from 'react-i18next';
import { formatAsset, formatPercentFigure } from '../lib/format';
import type { NumericInput, Rounding } from '../lib/format';

/**
 * The app's figures as text, in the reader's language: `<Amount>` is "figure + asset" ("1,234.50 USDT",
 * fra "1 234,50 USDT") and `<Percent>` a figure already in percent in the locale's percent pattern ("0.4%",
 * fra "0,4 %"). Both render bare text, so the element around them keeps its own markup and test ids; they
 * re-render when the language changes.
 */

export interface AmountProps {
  value: NumericInput;
  /** The asset's precision (USDT-likes and fiats print at 2 whatever it is). */
  precision: number;
  /** The asset's code, printed after the figure; omitted, only the figure is printed. */
  currency?: string | undefined;
  rounding?: Rounding;
  lang?: string;
}

/** "1,234.50 USDT": the figure at the asset's decimals (rounded down unless told), then its code. */
export function amountText(p: AmountProps): string {
  const figure = formatAsset(p.value, p.precision, p.currency, p.lang, p.rounding);
  return p.currency ? `${figure} ${p.currency}` : figure;
}

export function Amount(props: AmountProps) {
  const { i18n } = useTranslation();
  return <>{amountText({ lang: i18n.language, ...props })}</>;
}

export interface PercentProps {
  /** The figure, already in percent ("0.4" is 0.4 %). */
  value: NumericInput;
  /** The most fraction digits shown; default 2. */
  decimals?: number;
  /** Trailing zeros are trimmed down to this many; default `decimals`. */
  minDecimals?: number;
  /** "+" on a positive figure. */
  sign?: boolean;
  lang?: string;
}

export function Percent({ value, decimals, minDecimals, sign, lang }: PercentProps) {
  const { i18n } = useTranslation();
  return <>{formatPercentFigure(value, { decimals, minDecimals, sign, lang: lang ?? i18n.language })}</>;
}
