import { INVEST_TYPES } from '@meridian/contract/earn';
import type { InvestType } from '@meridian/contract/earn';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedView } from '../../../components/PagedView';
import { NavLink, PageNav } from '../../../components/PageNav';
import { useInvestIndex } from '../data/hooks';
import { INVEST_COINS, coinParam, typeParam } from '../data/product';
import { flattenPages } from '../../../api/paging';
import { ProductCard } from '../components/ProductCard';
import { Segments } from '../components/parts';
import { INVEST_HELP_PATH, INVEST_MINE_PATH, purchasePath } from '../paths';

/**
 * /pages/invest/invest — invest (dual-currency) products by coin (BTC, ETH) and type (sell high: deposit the
 * coin; buy low: deposit USDT), optionally one section; each card links to the purchase. Coin, type and section
 * are kept in the address.
 */
export default function InvestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const coin = coinParam(params.get('coin'));
  const type = typeParam(params.get('type'));
  const section = params.get('section') ?? '';
  const list = useInvestIndex(coin, type, section);
  const rows = flattenPages(list.data?.pages);
  const sections = list.data?.pages[0]?.sections ?? [];
  const coinName = INVEST_COINS.find((c) => c.id === coin)?.name ?? 'BTC';
  const set = (patch: Record<string, string>) =>
    setParams({ coin: String(coin), type, ...(section ? { section } : {}), ...patch }, { replace: true });

  return (
    <div className="page invest-page" data-testid="invest-list">
      <PageNav
        title={t('pages.invest')}
        right={
          <span className="invest-nav-right">
            <NavLink to={INVEST_MINE_PATH} testId="invest-mine-link">
              {t('invest.myOrders')}
            </NavLink>
            <NavLink to={INVEST_HELP_PATH} testId="invest-help-link">
              <QuestionCircleOutline aria-label={t('invest.help')} />
            </NavLink>
          </span>
        }
      />
      <div className="page-body">
        <Segments
          variant="tabs"
          testId="invest-coin"
          value={coin}
          options={INVEST_COINS.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(c) => setParams({ coin: String(c), type }, { replace: true })}
        />
        <Segments<InvestType>
          testId="invest-type"
          value={type}
          options={INVEST_TYPES.map((v) => ({ value: v, label: t(`invest.type.${v}`) }))}
          onChange={(v) => setParams({ coin: String(coin), type: v }, { replace: true })}
        />
        <p className="invest-type-hint" data-testid="invest-type-hint">
          {t(`invest.typeHint.${type}`, { coin: coinName })}
        </p>
        {sections.length > 1 || section ? (
          <Segments
            testId="invest-section"
            value={section}
            options={[
              { value: '', label: t('invest.allSections') },
              ...sections.map((s) => ({ value: s, label: s })),
            ]}
            onChange={(s) => set({ section: s })}
          />
        ) : null}
        <PagedView
          query={list}
          rows={rows}
          empty={t('invest.noProducts')}
          testId="invest-products"
          render={(p) => <ProductCard key={p.id} p={p} onBuy={() => void navigate(purchasePath(p.id))} />}
        />
      </div>
    </div>
  );
}
