import { type NftDetail, type NftOrder, NFT_PAY_TYPE } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useNftDetail, useNftOrders } from '../data/hooks';
import { isShort, saleState } from '../data/rules';
import { flattenPages } from '../../../api/paging';
import { BuySummary, useBuyFlow } from '../components/FixedPanel';
import { OrderCard } from '../components/orders';
import { ChainNotice, ItemHead, NftScreen, Section, money } from '../components/parts';
import { DEPOSIT_PATH, codeParam, idParam } from '../paths';

function ItemPurchase({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useBuyFlow(item);
  const buyable =
    saleState(item) === 'onSale' &&
    item.pay_type !== NFT_PAY_TYPE.auction &&
    !item.viewer_is_owner &&
    item.lock_order === 0;
  const short = isShort(item.price, item.user_balance);
  return (
    <>
      <ItemHead item={item} note={item.author_name} testId="nft-purchase-item" />
      <Section title={t('nft.buy.summary')}>
        <BuySummary item={item} />
      </Section>
      <Section title={t('nft.buy.happens')}>
        <ol className="nft-note nft-steps">
          <li>{t('nft.buy.step1', { price: money(item.price), currency: item.currency_name })}</li>
          <li>{t('nft.buy.step2')}</li>
          <li>{t('nft.buy.step3')}</li>
        </ol>
      </Section>
      {!buyable ? (
        <p className="nft-warn" data-testid="nft-not-buyable">
          {item.viewer_is_owner ? t('errors.nft_own_item') : t('errors.nft_not_on_sale')}
        </p>
      ) : short ? (
        <Button
          block
          color="primary"
          data-testid="nft-go-deposit"
          onClick={() => void navigate(DEPOSIT_PATH)}
        >
          {t('nft.deposit')}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          loading={flow.pending}
          data-testid="nft-purchase-confirm"
          onClick={() => void flow.run()}
        >
          {t('nft.buy.button')}
        </Button>
      )}
      <ChainNotice />
    </>
  );
}

function OrderPurchase({ id }: { id: number }) {
  const { t } = useTranslation();
  const orders = useNftOrders();
  return (
    <QueryView query={orders}>
      {(data) => {
        const order: NftOrder | undefined = flattenPages(data.pages).find((o) => o.id === id);
        return order ? <OrderCard o={order} /> : <EmptyView title={t('errors.nft_order_not_found')} />;
      }}
    </QueryView>
  );
}

/**
 * /pages/nft/purchase_one?code= — buying one item: what it costs against the balance, what happens, confirm.
 * With ?order=<id> it pays a won auction instead.
 */
export default function PurchaseOne() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = codeParam(params.get('code'));
  const orderId = idParam(params.get('order'));
  const detail = useNftDetail(orderId > 0 ? '' : code);
  return (
    <NftScreen testId="nft-purchase-one" title={t('pages.nftPurchase')}>
      {orderId > 0 ? (
        <OrderPurchase id={orderId} />
      ) : code === '' ? (
        <EmptyView title={t('errors.nft_not_found')} />
      ) : (
        <QueryView query={detail}>{(d) => <ItemPurchase item={d} />}</QueryView>
      )}
    </NftScreen>
  );
}
