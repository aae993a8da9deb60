import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { PagesView } from '../../../components/PagedView';
import { COUPON_TABS, readCouponTab, useMyCoupons } from '../data/hooks';
import type { CouponTab } from '../data/hooks';
import { CouponCard } from '../components/CouponCard';
import '../components/coupons.css';

function CouponList({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation();
  const list = useMyCoupons(tab);
  return (
    <PagesView
      query={list}
      empty={t(`coupons.empty.${tab}`)}
      testId={`coupons-${tab}`}
      className="coupon-list"
      render={(c) => <CouponCard key={c.id} c={c} />}
    />
  );
}

/**
 * /pages/setting/coupon?tab= — my experience coupons: Unused (with in-use ones first), Used, Expired,
 * page by page, under the rule that only the profit made with a coupon can be withdrawn.
 */
export default function CouponPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readCouponTab(params.get('tab'));
  return (
    <div className="page coupons-page" data-testid="coupons-page">
      <PageNav title={t('coupons.title')} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'unused' ? {} : { tab: k }, { replace: true })}
        className="orders-tabs"
      >
        {COUPON_TABS.map((k) => (
          <Tabs.Tab key={k} title={<span data-testid={`coupons-tab-${k}`}>{t(`coupons.tab.${k}`)}</span>} />
        ))}
      </Tabs>
      <div className="page-body">
        <p className="coupon-explainer" data-testid="coupons-explainer">
          {t('coupons.explainer')}
        </p>
        <CouponList key={tab} tab={tab} />
      </div>
    </div>
  );
}
