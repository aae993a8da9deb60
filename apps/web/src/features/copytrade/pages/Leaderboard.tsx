import { COPY_SORTS } from '@meridian/contract/copytrade';
import type { CopySort, CopyWindow } from '@meridian/contract/copytrade';
import { Button } from 'antd-mobile';
import { TeamOutline, UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NavLink, PageNav } from '../../../components/PageNav';
import { useLeaderboard } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { useRouteDef } from '../../../lib/routeContext';
import { Chips, PagedList, WindowChips } from '../components/parts';
import { APPLY_PATH, MY_COPY_PATH, followPath, traderPath } from '../paths';
import { TraderCard } from '../components/TraderCard';
import './copytrade.css';

const WINDOWS: readonly CopyWindow[] = [7, 30, 90];

/**
 * /pages/copytrade/copy and /pages/follow/index — the leaderboard: traders sorted by ROI, P&L, win rate, max
 * drawdown or followers over 7, 30 or 90 days (both kept in the address), with the ways to apply as a trader
 * and to my copies.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = useRouteDef();
  const [params, setParams] = useSearchParams();
  const sort: CopySort = COPY_SORTS.find((s) => s === params.get('sort')) ?? 'roi';
  const window: CopyWindow = WINDOWS.find((w) => String(w) === params.get('window')) ?? 30;
  const list = useLeaderboard(sort, window);
  const rows = flattenPages(list.data?.pages);
  const set = (patch: Record<string, string>) =>
    setParams({ sort, window: String(window), ...patch }, { replace: true });

  return (
    <div className="page copy-page" data-testid="copy-leaderboard">
      <PageNav
        title={t(`pages.${route?.title ?? 'copyTrading'}`)}
        right={
          <NavLink to={MY_COPY_PATH} testId="copy-my-link">
            {t('copy.myCopies')}
          </NavLink>
        }
      />
      <div className="page-body">
        <section className="copy-hero card">
          <div>
            <b>{t('copy.heroTitle')}</b>
            <p>{t('copy.heroText')}</p>
          </div>
          <div className="copy-hero-actions">
            <Button
              size="small"
              color="primary"
              data-testid="copy-apply-link"
              onClick={() => void navigate(APPLY_PATH)}
            >
              <UserAddOutline /> {t('copy.becomeTrader')}
            </Button>
            <Button size="small" fill="outline" onClick={() => void navigate(MY_COPY_PATH)}>
              <TeamOutline /> {t('copy.myCopies')}
            </Button>
          </div>
        </section>
        <div className="copy-filters">
          <WindowChips value={window} onChange={(w) => set({ window: String(w) })} />
          <Chips
            value={sort}
            testId="copy-sort"
            options={COPY_SORTS.map((s) => ({ value: s, label: t(`copy.sort.${s}`) }))}
            onChange={(s) => set({ sort: s })}
          />
        </div>
        <PagedList
          query={list}
          rows={rows}
          empty={t('copy.noTraders')}
          testId="copy-traders"
          render={(trader) => (
            <TraderCard
              key={trader.id}
              trader={trader}
              onOpen={() => void navigate(traderPath(trader.id, pathname))}
              onFollow={() => void navigate(followPath(trader.id))}
            />
          )}
        />
      </div>
    </div>
  );
}
