import { LANGUAGES } from '@meridian/contract';
import { PERIODS, parsePeriod } from '@meridian/contract/market';
import type { Period } from '@meridian/contract/market';
import { Button } from 'antd-mobile';
import { SearchOutline, UndoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { SEARCH_PATH } from '../../../lib/paths';
import { tradePath } from '../../trade';
import { AlertBell } from '../../alerts';
import { FavoriteStar } from '../../../components/market/FavoriteStar';
import { useFavoriteAction } from '../data/useFavoriteAction';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { usePair } from '../data/hooks';
import { useCandles } from '../data/useCandles';
import { usePrefs } from '../../../state/prefs';
import { CandleChart } from '../components/chart/CandleChart';
import { PairHeader, PairHeaderSkeleton } from '../components/PairHeader';
import { PairInfo } from '../components/PairInfo';
import '../../../components/market/market.css';
import './pair.css';

function ChartSkeleton() {
  return <div className="chart-skeleton sk-block" data-testid="chart-loading" />;
}

/** Pair page: live quote header, candlestick chart with periods, volume and MA lines, pair info, buy/sell. */
export default function PairPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  const period: Period = parsePeriod(params.get('period') ?? '') ?? '15min';
  const lang = usePrefs((s) => s.lang);
  const language = LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
  const pair = usePair(symbol);
  const candles = useCandles(symbol, period);
  const { isFavorite, toggle } = useFavoriteAction();
  const [chartKey, setChartKey] = useState(0);

  const setPeriod = (p: Period) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('period', p);
        return next;
      },
      { replace: true },
    );

  const quote = pair.data;
  const title = (
    <div className="pair-title">
      <b>{symbol || '--'}</b>
      {quote ? <small>{quote.name}</small> : null}
    </div>
  );
  const star = quote ? (
    <div className="pair-nav-actions">
      <AlertBell symbol={symbol} price={quote.now_price} pricePrecision={quote.price_precision} />
      <FavoriteStar
        active={isFavorite(quote.id)}
        onToggle={() => toggle(quote)}
        testId="pair-favorite"
        size={22}
      />
    </div>
  ) : null;

  if (!symbol || (pair.error instanceof ApiError && pair.error.type === 'error'))
    return (
      <div className="page pair-page" data-testid="pair-page">
        <PageNav title={title} />
        <EmptyView
          testId="pair-not-found"
          icon={<SearchOutline />}
          title={t('market.pairNotFound')}
          description={pair.error?.message}
          action={
            <Button
              color="primary"
              fill="outline"
              size="small"
              shape="rounded"
              onClick={() => void navigate(SEARCH_PATH, { replace: true })}
            >
              {t('market.findPairs')}
            </Button>
          }
        />
      </div>
    );

  // first loads draw skeletons in place so the page does not move when the data arrives
  const chartBody = (
    <QueryView
      query={candles}
      loading={<ChartSkeleton />}
      isEmpty={(bars) => bars.length === 0}
      empty={<EmptyView title={t('market.chart.noBars')} />}
    >
      {(bars) => (
        <CandleChart
          key={chartKey}
          bars={bars}
          period={period}
          pricePrecision={quote?.price_precision ?? 2}
          locale={language?.uniCode ?? 'en'}
        />
      )}
    </QueryView>
  );

  return (
    <div className="page pair-page" data-testid="pair-page">
      <PageNav title={title} right={star} />
      <div className="pair-body">
        <QueryView query={pair} loading={<PairHeaderSkeleton />}>
          {(q) => <PairHeader quote={q} />}
        </QueryView>
        <div className="period-tabs" role="tablist" data-testid="period-tabs">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === period}
              className={p === period ? 'active' : ''}
              data-testid={`period-${p}`}
              onClick={() => setPeriod(p)}
            >
              {t(`market.periods.${p}`)}
            </button>
          ))}
          <button
            type="button"
            className="chart-reset"
            aria-label={t('market.chart.reset')}
            onClick={() => setChartKey((k) => k + 1)}
          >
            <UndoOutline />
          </button>
        </div>
        <div className="chart-area">{chartBody}</div>
        {quote ? <PairInfo quote={quote} /> : null}
      </div>
      <div className="pair-actions">
        <Button
          className="buy-btn"
          block
          data-testid="pair-buy"
          onClick={() => void navigate(tradePath(symbol))}
        >
          {language?.buyText}
        </Button>
        <Button
          className="sell-btn"
          block
          data-testid="pair-sell"
          onClick={() => void navigate(tradePath(symbol))}
        >
          {language?.sellText}
        </Button>
      </div>
    </div>
  );
}
