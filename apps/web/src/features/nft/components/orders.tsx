import type { NftOrder, NftSale } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Countdown } from '../../../components/earn';
import { usePayNftOrder, useReadNftOrder } from '../data/actions';
import { saleKindKey } from '../data/rules';
import { Thumb, money, when } from './parts';
import { NFT_MY } from '../paths';
import { Fact } from '../../../components/Fact';

/** A won auction's payment order state. */
export function orderState(o: Pick<NftOrder, 'is_pay' | 'is_expired'>): 'paid' | 'expired' | 'due' {
  return o.is_pay === 1 ? 'paid' : o.is_expired === 1 ? 'expired' : 'due';
}

/** Pays a won auction after a confirmation (the bid held at bidding is taken; the deposit comes back). */
export function usePayOrderFlow() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayNftOrder();
  const run = async (o: NftOrder) => {
    const ok = await overlays.confirm({
      title: t('nft.order.payTitle'),
      content: (
        <div className="nft-confirm" data-testid="nft-pay-summary">
          <Fact look="nft" label={t('nft.detail.item')}>
            {o.name}
          </Fact>
          <Fact look="nft" label={t('nft.detail.price')} tone="big" testId="nft-pay-price">
            {money(o.price)} {o.currency_name}
          </Fact>
          <Fact look="nft" label={t('nft.order.marginBack')}>
            {money(o.margin)} {o.currency_name}
          </Fact>
          <p className="nft-note">{t('nft.order.payText')}</p>
        </div>
      ),
      confirmText: <span data-testid="nft-pay-confirm">{t('nft.order.pay')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await pay.mutateAsync({ id: o.id });
      Toast.show({ icon: 'success', content: t('nft.order.paid') });
      void navigate(NFT_MY);
    } catch {
      // toasted by the http helper (expired, paid already)
    }
  };
  return { run, pending: pay.isPending };
}

/** A payment order: unread dot, deadline countdown, state; opening it marks it read; Pay. */
export function OrderCard({ o }: { o: NftOrder }) {
  const { t } = useTranslation();
  const read = useReadNftOrder();
  const flow = usePayOrderFlow();
  const state = orderState(o);
  const markRead = () => {
    if (o.is_read === 0 && !read.isPending) read.mutate({ id: o.id });
  };
  return (
    <article
      className="nft-order card"
      data-testid={`nft-order-${o.id}`}
      data-state={state}
      data-read={o.is_read}
      onClick={markRead}
    >
      <div className="nft-order-head">
        <Thumb src={o.image} />
        <h3>
          {o.is_read === 0 ? (
            <span className="nft-dot" data-testid="nft-order-unread" aria-label={t('nft.order.unread')} />
          ) : null}
          {o.name}
        </h3>
        <span className={`nft-tag ${state === 'paid' ? 'up' : state === 'expired' ? 'down' : 'brand'}`}>
          {t(`nft.order.state.${state}`)}
        </span>
      </div>
      <Fact look="nft" label={t('nft.order.winningBid')} tone="big">
        {money(o.price)} {o.currency_name}
      </Fact>
      <Fact look="nft" label={t('nft.auction.margin')}>
        {money(o.margin)} {o.currency_name}
      </Fact>
      <Fact look="nft" label={t('nft.order.ended')}>
        {when(o.end_time)}
      </Fact>
      {state === 'due' ? (
        <>
          <Countdown to={o.overtime} label={t('nft.order.payWithin')} testId="nft-order-countdown" />
          <Button
            block
            color="primary"
            loading={flow.pending}
            data-testid="nft-order-pay"
            onClick={(e) => {
              e.stopPropagation();
              markRead();
              void flow.run(o);
            }}
          >
            {t('nft.order.pay')}
          </Button>
        </>
      ) : (
        <Fact look="nft" label={state === 'paid' ? t('nft.order.paidAt') : t('nft.order.deadline')}>
          {when(state === 'paid' ? o.pay_time : o.overtime)}
        </Fact>
      )}
      {state === 'expired' ? <p className="nft-note">{t('nft.order.expiredText')}</p> : null}
    </article>
  );
}

/** A sale record: purchase, sale or royalty, with what went where. */
export function SaleCard({ s }: { s: NftSale }) {
  const { t } = useTranslation();
  return (
    <article className="nft-order card" data-testid="nft-sale" data-side={s.side}>
      <div className="nft-order-head">
        <Thumb src={s.image} />
        <h3>{s.name}</h3>
        <span className="nft-tag brand">{t(saleKindKey(s))}</span>
      </div>
      <Fact look="nft" label={t('nft.detail.price')} tone="big">
        {money(s.price)} {s.currency_name}
      </Fact>
      {s.side === 'sell' ? (
        <>
          <Fact look="nft" label={t('nft.resell.fee')}>
            {money(s.fee)} {s.currency_name}
          </Fact>
          <Fact look="nft" label={t('nft.resell.royalty')}>
            {money(s.royalty)} {s.currency_name}
          </Fact>
          <Fact look="nft" label={t('nft.sale.received')} tone="up">
            {money(s.seller_amount)} {s.currency_name}
          </Fact>
        </>
      ) : null}
      {s.side === 'royalty' ? (
        <Fact look="nft" label={t('nft.sale.royaltyReceived')} tone="up">
          {money(s.royalty)} {s.currency_name}
        </Fact>
      ) : null}
      <Fact look="nft" label={s.side === 'buy' ? t('nft.sale.seller') : t('nft.sale.buyer')}>
        {s.side === 'buy' ? s.seller_name : s.buyer_name}
      </Fact>
      <Fact look="nft" label={t('nft.sale.time')}>
        {when(s.created_at)}
      </Fact>
    </article>
  );
}
