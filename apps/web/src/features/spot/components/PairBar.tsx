import type { PairDetail } from '@meridian/contract/market';
import { DownOutline, HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PairStatus } from '../../../components/market/ClosedNotice';
import { LiveStatus } from '../../../components/market/LiveStatus';
import { formatPercent, trendOf } from '../../../lib/format';
import { pairPath } from '../../../lib/paths';
import { POLL_MS } from '../data/market';

/**
 * The spot screen's top line: the pair (a tap opens the picker), its day change, the chart link, then the
 * connection's or the closed market's status and the polling note. Before the pair's detail arrives (`pair`
 * undefined) it shows the route's `symbol` and "--" in the same boxes.
 */
export function PairBar(props: { symbol: string; pair?: PairDetail; live: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pair } = props;
  const symbol = pair?.symbol ?? props.symbol;
  return (
    <div className="spot-bar">
      <button type="button" className="spot-pair" data-testid="spot-pair-picker" onClick={props.onPick}>
        <b data-testid="spot-symbol">{symbol}</b>
        <DownOutline />
      </button>
      <span className={`spot-change ${pair ? trendOf(pair.change) : 'flat'}`} data-testid="spot-change">
        {pair ? formatPercent(pair.change) : '--'}
      </span>
      <span className="spot-bar-gap" />
      <button
        type="button"
        className="icon-btn spot-chart"
        aria-label={t('trade.chart')}
        data-testid="spot-chart"
        onClick={() => void navigate(pairPath(symbol))}
      >
        <HistogramOutline />
      </button>
      <div className="spot-status">
        {pair ? <PairStatus session={pair.session} testId="spot-session-closed" /> : <LiveStatus />}
        {props.live ? null : (
          <span className="spot-polling" data-testid="spot-polling">
            {t('trade.polling', { seconds: POLL_MS / 1000 })}
          </span>
        )}
      </div>
    </div>
  );
}
