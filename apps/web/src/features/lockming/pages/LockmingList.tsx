import type { LockCategory } from '@meridian/contract/earn';
import type { LockProduct } from '@meridian/contract/lockming';
import { Button } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useLockProducts } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { ProductFacts, ProductHead, rangePct } from '../components/parts';
import { LOCK_GUIDE, LOCK_ORDERS, lockBuyPath } from '../paths';
import './lockming.css';

/** Display decimals of a product's amounts on the list (the wallet's precision is read on the buy screen). */
const LIST_DECIMALS = 8;

function ProductCard({ p }: { p: LockProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = p.status === 'on';
  return (
    <article className="lock-card card" data-testid={`lock-product-${p.id}`} data-status={p.status}>
      <ProductHead
        p={p}
        right={
          <div className="lock-yield">
            <b className="up" data-testid={`lock-range-${p.id}`}>
              {rangePct(p)}
            </b>
            <span className="muted">{t('lockming.dailyYield')}</span>
          </div>
        }
      />
      <ProductFacts p={p} decimals={LIST_DECIMALS} />
      <Button
        block
        color="primary"
        size="middle"
        disabled={!open}
        data-testid={`lock-buy-${p.id}`}
        onClick={() => void navigate(lockBuyPath(p.id))}
      >
        {open ? t('lockming.lockUp') : t('lockming.paused')}
      </Button>
    </article>
  );
}

/**
 * /pages/lockming/lockming — products on sale: currency, lock days, yield range, today's and tomorrow's rate.
 * `category` lists one category only (DeFi mining, cloud mining: MiningCategory.tsx) under `title`.
 */
export default function LockmingList(props: { category?: LockCategory; title?: string; testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLockProducts(props.category);
  return (
    <div
      className="page lock-page"
      data-testid={props.testId ?? 'lock-products-page'}
      data-category={props.category ?? 'all'}
    >
      <PageNav
        title={props.title ?? t('pages.lockming')}
        right={
          <NavLink to={LOCK_ORDERS} testId="lock-orders-link">
            {t('lockming.myLocks')}
          </NavLink>
        }
      />
      <div className="page-body lock-body">
        <section className="lock-hero card">
          <div>
            <b>{t('lockming.heroTitle')}</b>
            <p>{t('lockming.heroText')}</p>
          </div>
          <Button
            size="small"
            fill="outline"
            data-testid="lock-guide-link"
            onClick={() => void navigate(LOCK_GUIDE)}
          >
            <QuestionCircleOutline /> {t('lockming.howItWorks')}
          </Button>
        </section>
        <QueryView
          query={list}
          isEmpty={(d) => flattenPages(d.pages).length === 0}
          empty={<EmptyView testId="lock-products-empty" title={t('lockming.noProducts')} />}
        >
          {(d) => (
            <div className="lock-list" data-testid="lock-products">
              {flattenPages(d.pages).map((p) => (
                <ProductCard key={p.id} p={p} />
              ))}
              <LoadMore hasMore={list.hasNextPage} loadMore={list.fetchNextPage} />
            </div>
          )}
        </QueryView>
      </div>
    </div>
  );
}
