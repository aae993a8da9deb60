import type { FollowTraderDetail } from '@meridian/contract/copytrade';
import { AreaSeries, createChart } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { curveSeries } from '../data/curve';
import type { CurveMetric } from '../data/curve';
import { formatNumber, formatPercentFigure, numberLocale } from '../../../lib/format';
import { DOWN_COLOR, UP_COLOR } from '../../../components/chart/chartTheme';
import { CHART_BORDER, darkChartOptions } from '../../../components/chart/chartTheme';
import { Chips } from './parts';

function dayLabel(time: Time, locale: string): string {
  const seconds = typeof time === 'number' ? time : 0;
  return new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}

/** The trader's ROI (%) or cumulative P&L (USDT) per day with lightweight-charts, as the market chart draws. */
export function TraderCurve({ curve }: { curve: FollowTraderDetail['curve'] }) {
  const { t, i18n } = useTranslation();
  const locale = numberLocale(i18n.language);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const [metric, setMetric] = useState<CurveMetric>('roi');

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const theme = darkChartOptions('#151a22');
    const c = createChart(el, {
      ...theme,
      grid: { vertLines: { visible: false }, horzLines: { color: CHART_BORDER } },
      timeScale: { ...theme.timeScale, timeVisible: false, fixLeftEdge: true, fixRightEdge: true },
      handleScroll: false,
      handleScale: false,
      localization: { locale, timeFormatter: (time: Time) => dayLabel(time, locale) },
    });
    series.current = c.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [locale]);

  useEffect(() => {
    const s = series.current;
    const c = chart.current;
    if (!s || !c) return;
    const data = curveSeries(curve, metric);
    const last = data[data.length - 1]?.value ?? 0;
    const color = last < 0 ? DOWN_COLOR : UP_COLOR;
    s.applyOptions({
      lineColor: color,
      topColor: `${color}55`,
      bottomColor: `${color}05`,
      priceFormat: {
        type: 'custom',
        minMove: 0.01,
        formatter: (v: number) =>
          metric === 'roi'
            ? formatPercentFigure(v.toFixed(2), { lang: i18n.language })
            : formatNumber(v.toFixed(2), { lang: i18n.language }),
      },
    });
    s.setData(data.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    c.timeScale().fitContent();
  }, [curve, metric, locale, i18n.language]);

  return (
    <section className="copy-curve card" data-testid="trader-curve" data-points={curve.length}>
      <div className="copy-section-head">
        <b>{t('copy.curve')}</b>
        <Chips
          value={metric}
          testId="trader-curve-metric"
          options={[
            { value: 'roi', label: t('copy.roi') },
            { value: 'pnl', label: t('copy.pnl') },
          ]}
          onChange={setMetric}
        />
      </div>
      <div className="copy-curve-host" ref={host} />
      {curve.length === 0 ? <div className="copy-curve-empty">{t('copy.noCurve')}</div> : null}
    </section>
  );
}
