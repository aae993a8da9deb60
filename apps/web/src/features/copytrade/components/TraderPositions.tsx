import type { TraderPosition } from '@meridian/contract/copytrade';
import { useTranslation } from 'react-i18next';
import { useTraderFollowers, useTraderHistory } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { formatPrice } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { EmptyView } from '../../../components/StateViews';
import { pnlClass } from '../../../components/TicketParts';
import { PagedList, Signed, pct, usdt } from './parts';
import '../../../styles/options.css';

/** A trader's position as anyone may see it: side, size, prices, P&L, and for closed ones why and when. */
export function TraderPositionRow({ p }: { p: TraderPosition }) {
  const { t } = useTranslation();
  const dp = Math.max(2, p.price.split('.')[1]?.length ?? 0);
  const price = (v: string) => (v ? formatPrice(v, dp) : '--');
  const closed = p.status_name === 'closed';
  const side = p.type === 1 ? 'long' : 'short';
  return (
    <article
      className="opt-order copy-pos"
      data-testid={`trader-position-${p.id}`}
      data-status={p.status_name}
    >
      <header>
        <span className={`pos-side ${p.type === 1 ? 'up' : 'down'}`}>{t(`futures.${side}`)}</span>
        <b>{p.symbol}</b>
        <span className="muted">
          {p.multiple}× · {t('copy.lotsN', { count: p.share })}
        </span>
        <span className={`copy-pos-pnl ${pnlClass(p.profits)}`}>
          <Signed value={p.profits} /> ({pct(p.profit_rate)})
        </span>
      </header>
      <div className="copy-pos-grid">
        <span>
          {t('futures.entry')} <b>{price(p.price)}</b>
        </span>
        <span>
          {closed ? t('futures.closePrice') : t('futures.mark')}{' '}
          <b>{price(closed ? p.close_price : p.update_price)}</b>
        </span>
        <span>{closed ? formatDateTime(p.complete_time) : formatDateTime(p.transaction_time)}</span>
        {closed && p.close_reason ? (
          <span data-testid={`trader-position-reason-${p.id}`}>
            {/* the trader's own words ("closed by hand", "strategy exit"), not the futures list's "Closed by you" */}
            {t(`copy.traderReason.${p.close_reason}`, { defaultValue: p.close_reason })}
          </span>
        ) : null}
      </div>
    </article>
  );
}

export function OpenPositions({ positions }: { positions: TraderPosition[] }) {
  const { t } = useTranslation();
  if (positions.length === 0)
    return <EmptyView testId="trader-positions-empty" title={t('copy.noOpenPositions')} />;
  return (
    <div className="copy-list" data-testid="trader-positions">
      {positions.map((p) => (
        <TraderPositionRow key={p.id} p={p} />
      ))}
    </div>
  );
}

export function HistoryPositions({ traderId }: { traderId: number }) {
  const { t } = useTranslation();
  const list = useTraderHistory(traderId);
  return (
    <PagedList
      query={list}
      rows={flattenPages(list.data?.pages)}
      empty={t('copy.noHistory')}
      testId="trader-history"
      render={(p) => <TraderPositionRow key={p.id} p={p} />}
    />
  );
}

export function Followers({ traderId }: { traderId: number }) {
  const { t } = useTranslation();
  const list = useTraderFollowers(traderId);
  return (
    <PagedList
      query={list}
      rows={flattenPages(list.data?.pages)}
      empty={t('copy.noFollowers')}
      testId="trader-followers"
      render={(f) => (
        <div className="opt-order copy-follower" key={`${f.account}-${f.since}`}>
          <div>
            <b>{f.account}</b>
            <span className="muted">{t('copy.since', { date: formatDateTime(f.since) })}</span>
          </div>
          <div className="copy-follower-figures">
            <Signed value={f.follow_earnings} unit="USDT" />
            <span className="muted">
              {t('copy.sharesPaid')} {usdt(f.shares_paid)}
            </span>
          </div>
        </div>
      )}
    />
  );
}
