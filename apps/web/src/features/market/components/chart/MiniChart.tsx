import { LANGUAGES } from '@meridian/contract';
import { QueryView } from '../../../../components/QueryView';
import { usePrefs } from '../../../../state/prefs';
import { useCandles } from '../../data/useCandles';
import { CandleChart } from './CandleChart';
import './miniChart.css';

/** The pair's one-minute candles, live from its kline room, in the pair page's chart at a ticket's height. */
export default function MiniChart({ symbol, pricePrecision }: { symbol: string; pricePrecision: number }) {
  const lang = usePrefs((s) => s.lang);
  const locale = LANGUAGES.find((l) => l.code === lang)?.uniCode ?? 'en';
  const candles = useCandles(symbol, '1min');
  return (
    <QueryView
      query={candles}
      loading={<div className="mini-chart-skeleton sk-block" />}
      isEmpty={(bars) => bars.length === 0}
      empty={<div className="mini-chart-skeleton" />}
    >
      {(bars) => <CandleChart bars={bars} period="1min" pricePrecision={pricePrecision} locale={locale} />}
    </QueryView>
  );
}
