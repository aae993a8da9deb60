import type { Candle, Period } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { MA_PERIODS } from '../../data/indicators';
import { formatCompact, formatPercent, formatPrice, trendOf } from '../../../../lib/format';
import { toDec } from '../../../../lib/decimal';
import { MA_COLORS, barChangePercent, isIntraday, maAt } from './chartData';

function formatBarTime(id: number, period: Period, locale: string): string {
  const opts: Intl.DateTimeFormatOptions = isIntraday(period)
    ? { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }
    : { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, opts).format(new Date(id * 1000));
}

/** OHLC, change, volume and MA values of the bar under the crosshair (the live bar otherwise). */
export function ChartLegend({
  bars,
  index,
  hovering,
  period,
  pricePrecision,
  locale,
}: {
  bars: Candle[];
  index: number;
  hovering: boolean;
  period: Period;
  pricePrecision: number;
  locale: string;
}) {
  const { t } = useTranslation();
  const bar = bars[index];
  if (!bar) return <div className="chart-legend" />;
  const change = barChangePercent(bars, index);
  const pct = change === null ? null : formatPercent(change);
  const trend = trendOf(bar.close === bar.open ? '0' : (toDec(bar.close)?.minus(bar.open).toString() ?? '0'));
  const ma = maAt(bars, index);
  const p = (v: string) => formatPrice(v, pricePrecision);
  return (
    <div className={`chart-legend${hovering ? ' hovering' : ''}`} data-testid="chart-legend">
      <div className="legend-row">
        <span className="legend-time">{formatBarTime(bar.id, period, locale)}</span>
        <span>
          {t('market.chart.open')} <b className={trend}>{p(bar.open)}</b>
        </span>
        <span>
          {t('market.chart.high')} <b className={trend}>{p(bar.high)}</b>
        </span>
        <span>
          {t('market.chart.low')} <b className={trend}>{p(bar.low)}</b>
        </span>
        <span>
          {t('market.chart.close')}{' '}
          <b className={trend} data-testid="legend-close">
            {p(bar.close)}
          </b>
        </span>
        {pct !== null ? <b className={trendOf(pct.slice(0, -1))}>{pct}</b> : null}
        <span>
          {t('market.chart.vol')} <b>{formatCompact(bar.vol)}</b>
        </span>
      </div>
      <div className="legend-row ma">
        {MA_PERIODS.map((n) => (
          <span key={n} style={{ color: MA_COLORS[n] }}>
            MA{n} {ma[n] === null ? '--' : p(ma[n])}
          </span>
        ))}
      </div>
    </div>
  );
}
