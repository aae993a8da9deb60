import type { Candle, Period } from '@meridian/contract/market';
import {
  CandlestickSeries,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  createChart,
} from 'lightweight-charts';
import type { IChartApi, ISeriesApi, MouseEventParams, Time, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { diffBars } from '../../data/candles';
import { MA_PERIODS } from '../../data/indicators';
import {
  DOWN_COLOR,
  MA_COLORS,
  UP_COLOR,
  buildSeries,
  candlePoint,
  isIntraday,
  maAt,
  volumePoint,
} from './chartData';
import type { MaPeriod } from './chartData';
import { chartPriceFormatter } from '../../../../lib/format';
import { ChartLegend } from './ChartLegend';
import { CHART_BORDER, darkChartOptions } from '../../../../components/chart/chartTheme';

/** Candlesticks + volume + MA5/10/30 with lightweight-charts 5, dark theme, resize-aware, live last bar. */

interface Series {
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  ma: Record<MaPeriod, ISeriesApi<'Line'>>;
}

const ts = (t: number) => t as UTCTimestamp;
const FIT_BELOW_BARS = 48;

function formatAxisTime(time: Time, period: Period, locale: string): string {
  const seconds = typeof time === 'number' ? time : 0;
  const opts: Intl.DateTimeFormatOptions = isIntraday(period)
    ? { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }
    : { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, opts).format(new Date(seconds * 1000));
}

export function CandleChart({
  bars,
  period,
  pricePrecision,
  locale,
}: {
  bars: Candle[];
  period: Period;
  pricePrecision: number;
  locale: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const drawn = useRef<{ bars: readonly Candle[]; period: Period } | null>(null);
  const indexByTime = useRef(new Map<number, number>());
  const [hover, setHover] = useState<number | null>(null);

  // Create the chart once.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const theme = darkChartOptions('#0d1016');
    const c = createChart(el, {
      ...theme,
      layout: { ...theme.layout, panes: { separatorColor: CHART_BORDER } },
      grid: { vertLines: { color: '#161b23' }, horzLines: { color: '#161b23' } },
      crosshair: { ...theme.crosshair, mode: CrosshairMode.Normal },
      rightPriceScale: { ...theme.rightPriceScale, scaleMargins: { top: 0.16, bottom: 0.24 } },
      timeScale: {
        ...theme.timeScale,
        rightOffset: 4,
        barSpacing: 7,
        minBarSpacing: 2,
        timeVisible: true,
        secondsVisible: false,
      },
      handleScroll: { vertTouchDrag: false },
      localization: { locale },
    });
    const candles = c.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      borderUpColor: UP_COLOR,
      borderDownColor: DOWN_COLOR,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
      priceLineStyle: LineStyle.Dotted,
    });
    const volume = c.addSeries(HistogramSeries, {
      priceScaleId: 'vol',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    c.priceScale('vol').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    const ma = {} as Record<MaPeriod, ISeriesApi<'Line'>>;
    for (const n of MA_PERIODS) {
      ma[n] = c.addSeries(LineSeries, {
        color: MA_COLORS[n],
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      });
    }
    const onMove = (p: MouseEventParams) => {
      const t = typeof p.time === 'number' ? p.time : null;
      setHover(t === null || p.point === undefined ? null : (indexByTime.current.get(t) ?? null));
    };
    c.subscribeCrosshairMove(onMove);
    chart.current = c;
    series.current = { candles, volume, ma };
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = null;
      drawn.current = null;
    };
  }, [locale]);

  // Price precision and time labels follow the pair and the period.
  useEffect(() => {
    const s = series.current;
    if (!s || !chart.current) return;
    const minMove = Number(`1e-${pricePrecision}`);
    s.candles.applyOptions({ priceFormat: { type: 'price', precision: pricePrecision, minMove } });
    for (const n of MA_PERIODS)
      s.ma[n].applyOptions({ priceFormat: { type: 'price', precision: pricePrecision, minMove } });
    chart.current.applyOptions({
      timeScale: { timeVisible: isIntraday(period) },
      localization: {
        locale,
        timeFormatter: (time: Time) => formatAxisTime(time, period, locale),
        // the axis and crosshair labels at the pair's tick with the locale's separators ("102 062,58" in French)
        priceFormatter: chartPriceFormatter(pricePrecision, locale),
      },
    });
  }, [pricePrecision, period, locale]);

  // Data: redraw on a new series, update one bar on a live tick.
  useEffect(() => {
    const s = series.current;
    const c = chart.current;
    if (!s || !c) return;
    const prev = drawn.current;
    const change = prev && prev.period === period ? diffBars(prev.bars, bars) : 'reset';
    drawn.current = { bars, period };
    if (change === 'none') return;
    const last = bars.length - 1;
    if (change === 'reset') {
      const data = buildSeries(bars, period);
      s.candles.setData(data.candles.map((p) => ({ ...p, time: ts(p.time) })));
      s.volume.setData(data.volumes.map((p) => ({ ...p, time: ts(p.time) })));
      for (const n of MA_PERIODS) s.ma[n].setData(data.ma[n].map((p) => ({ ...p, time: ts(p.time) })));
      indexByTime.current = new Map(data.candles.map((p, i) => [p.time, i]));
      // Few bars fill the width; many keep the default spacing, scrolled to the live bar.
      if (bars.length < FIT_BELOW_BARS) c.timeScale().fitContent();
      else c.timeScale().scrollToRealTime();
      return;
    }
    const from = change === 'appended' ? Math.max(0, last - 1) : last;
    for (let i = from; i <= last; i++) {
      const bar = bars[i];
      if (!bar) continue;
      const cp = candlePoint(bar, period);
      s.candles.update({ ...cp, time: ts(cp.time) });
      const vp = volumePoint(bar, period);
      s.volume.update({ ...vp, time: ts(vp.time) });
      const ma = maAt(bars, i);
      for (const n of MA_PERIODS) {
        const v = ma[n];
        if (v !== null) s.ma[n].update({ time: ts(cp.time), value: Number(v) });
      }
      indexByTime.current.set(cp.time, i);
    }
  }, [bars, period, locale]);

  const last = bars[bars.length - 1];
  return (
    <div className="chart-wrap">
      <ChartLegend
        bars={bars}
        index={hover ?? bars.length - 1}
        hovering={hover !== null}
        period={period}
        pricePrecision={pricePrecision}
        locale={locale}
      />
      <div
        ref={host}
        className="chart-host"
        data-testid="candle-chart"
        data-bars={bars.length}
        data-period={period}
        data-last-time={last?.id ?? ''}
        data-last-close={last?.close ?? ''}
      />
    </div>
  );
}
