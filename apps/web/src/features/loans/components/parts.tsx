import { Decimal } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAsset, formatNumber, formatPercentFigure, formatPrice } from '../../../lib/format';

/** Small pieces shared by the loan screens. */

type Value = string | Decimal;
const str = (v: Value) => (typeof v === 'string' ? v : v.toFixed());

/** The wallet precision of the stablecoins loans are paid out in (the currency list's). */
const LOAN_CURRENCY_PRECISION = 6;

/**
 * USDT of a loan at the asset's display precision ("32,500.00", "370.14"; a figure below a cent keeps 4
 * significant digits up to 6 decimals, "0.000163"). What the user owes rounds up, what they receive rounds down.
 */
export function usdt(v: Value, currency = 'USDT', rounding: 'up' | 'down' = 'up'): string {
  return `${formatAsset(str(v), LOAN_CURRENCY_PRECISION, currency, undefined, rounding)} ${currency}`;
}

/** A collateral amount with its coin, up to 8 decimals ("1.5 BTC"). */
export function coin(v: Value, currency: string): string {
  return `${formatNumber(str(v), { decimals: 8, minDecimals: 0, rounding: 'down' })} ${currency}`;
}

/** A price at the pair's tick ("36,111.12 USDT"). */
export function priceOf(v: Value, decimals: number): string {
  return `${formatPrice(str(v), decimals)} USDT`;
}

/** A figure already in percent, as the locale writes a percentage: "65" → "65%", "0.0005" → "0.0005%". */
export function pct(v: Value | null, maxDecimals = 8): string {
  if (v === null) return '--';
  const d = new Decimal(str(v));
  if (!d.isFinite()) return '∞';
  return formatPercentFigure(d, { decimals: maxDecimals, minDecimals: 0 });
}

/** An LTV as shown: two decimals ("65.00%"). */
export function ltvPct(v: Value | null): string {
  if (v === null) return '--';
  const d = new Decimal(str(v));
  if (!d.isFinite()) return '∞';
  return formatPercentFigure(d, { decimals: 2 });
}

/** A term as words: "30 days", "Open". */
export function useTermLabel(): (days: number) => string {
  const { t } = useTranslation();
  return (days) => (days > 0 ? t('loans.termDays', { count: days }) : t('loans.termOpen'));
}

/** A card with an optional title. */
export function Card({
  title,
  testId,
  children,
}: {
  title?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="loan-card card" data-testid={testId}>
      {title ? <h3 className="loan-card-title">{title}</h3> : null}
      {children}
    </section>
  );
}
