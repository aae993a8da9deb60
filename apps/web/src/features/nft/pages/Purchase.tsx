import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { PagesView } from '../../../components/PagedView';
import { useNftOrders, useNftPurchases } from '../data/hooks';
import { OrderCard, SaleCard } from '../components/orders';
import { NftScreen } from '../components/parts';
import type { PurchaseTab } from '../paths';

const TABS: PurchaseTab[] = ['pay', 'buy', 'sell'];

function Orders() {
  const { t } = useTranslation();
  const orders = useNftOrders();
  return (
    <PagesView
      query={orders}
      empty={t('nft.order.none')}
      testId="nft-orders"
      render={(o) => <OrderCard key={o.id} o={o} />}
    />
  );
}

function Sales({ side }: { side: 'buy' | 'sell' | 'royalty' }) {
  const { t } = useTranslation();
  const sales = useNftPurchases(side);
  return (
    <PagesView
      query={sales}
      empty={t('nft.sale.none')}
      testId={`nft-sales-${side}`}
      render={(s) => <SaleCard key={s.id} s={s} />}
    />
  );
}

/** /pages/nft/purchase?tab=pay|buy|sell — won auctions to pay, my purchases, my sales and royalties. */
export default function Purchase() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: PurchaseTab = TABS.includes(raw as PurchaseTab) ? (raw as PurchaseTab) : 'pay';
  const [sellSide, setSellSide] = useState<'sell' | 'royalty'>('sell');
  return (
    <NftScreen testId="nft-purchase-page" title={t('nft.records')}>
      <ChipTabs
        className="nft-tabs"
        testId="nft-purchase-tab"
        value={tab}
        options={TABS.map((v) => ({ value: v, label: t(`nft.purchaseTab.${v}`) }))}
        onChange={(v) => setParams({ tab: v }, { replace: true })}
      />
      {tab === 'pay' ? <Orders /> : null}
      {tab === 'buy' ? <Sales side="buy" /> : null}
      {tab === 'sell' ? (
        <>
          <ChipTabs
            className="nft-chips"
            testId="nft-sell-side"
            value={sellSide}
            options={[
              { value: 'sell', label: t('nft.sale.sales') },
              { value: 'royalty', label: t('nft.sale.royalties') },
            ]}
            onChange={setSellSide}
          />
          <Sales side={sellSide} />
        </>
      ) : null}
    </NftScreen>
  );
}
