import type { TraderCard as Trader } from '@meridian/contract/copytrade';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { pnlClass } from '../../../components/TicketParts';
import { DemoBadge, Signed, Sparkline, TraderAvatar, pct, plainPct } from './parts';
import { Fact } from '../../../components/Fact';

/** One trader on the leaderboard: who, the window's figures, the ROI line, and the way to follow. */
export function TraderCard({
  trader,
  onOpen,
  onFollow,
}: {
  trader: Trader;
  onOpen: () => void;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const s = trader.stats;
  const id = trader.id;
  return (
    <article className="copy-card card" data-testid={`trader-card-${id}`} data-demo={trader.is_demo}>
      <button type="button" className="copy-card-open" onClick={onOpen} aria-label={trader.nickname}>
        <header className="copy-card-head">
          <TraderAvatar src={trader.head_portrait} />
          <div className="copy-card-who">
            <b data-testid={`trader-name-${id}`}>{trader.nickname}</b>
            {trader.is_demo ? <DemoBadge testId={`trader-demo-${id}`} /> : null}
            <span className="copy-bio">{trader.bio || t('copy.noBio')}</span>
          </div>
          <div className="copy-card-roi">
            <span>{t('copy.roi')}</span>
            <b className={pnlClass(s.total_income_rate)} data-testid={`trader-roi-${id}`}>
              {pct(s.total_income_rate)}
            </b>
          </div>
        </header>
        <div className="copy-card-body">
          <div className="copy-card-stats">
            <Fact look="copy" label={t('copy.pnl')} testId={`trader-pnl-${id}`}>
              <Signed value={s.total_profits} />
            </Fact>
            <Fact look="copy" label={t('copy.winRate')} testId={`trader-win-${id}`}>
              {plainPct(s.correct_rate)}
            </Fact>
            <Fact look="copy" label={t('copy.maxDrawdown')} testId={`trader-dd-${id}`}>
              {plainPct(s.max_drawdown_rate)}
            </Fact>
            <Fact look="copy" label={t('copy.followers')} testId={`trader-followers-${id}`}>
              {formatNumber(s.follow_num, { decimals: 0 })}/
              {formatNumber(trader.max_followers, { decimals: 0 })}
            </Fact>
          </div>
          <Sparkline points={trader.spark} testId={`trader-spark-${id}`} />
        </div>
      </button>
      <footer className="copy-card-foot">
        <span className="muted">
          {t('copy.shareRate', { rate: plainPct(trader.profit_share) })} ·{' '}
          {t('copy.closedCount', { count: s.closed_count })}
        </span>
        <Button
          size="mini"
          color="primary"
          fill={trader.is_followed ? 'outline' : 'solid'}
          disabled={trader.is_full && !trader.is_followed}
          data-testid={`trader-follow-${id}`}
          onClick={onFollow}
        >
          {trader.is_followed ? t('copy.editFollow') : trader.is_full ? t('copy.full') : t('copy.follow')}
        </Button>
      </footer>
    </article>
  );
}
