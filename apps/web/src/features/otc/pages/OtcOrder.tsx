import type { OtcOrder as Order } from '@meridian/contract/otc';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/earn';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { isOrderNotFound, useCancelOtcOrder, useOtcOrder } from '../data/hooks';
import { chatPath } from '../data/order';
import { BankDetails, PayoutCard, Timeline, VoucherPanel } from '../components/OrderParts';
import { idParam } from '../paths';
import { OtcScreen, Row, Section, SideTag, StatusTag, coin, fiat, price, when } from '../components/parts';

/** What the order waits for, in a sentence under its status (or how it ended). */
function leadKey(o: Order): string {
  if (o.status === 'pending') return o.side === 'buy' ? 'otc.lead.payBuy' : 'otc.lead.payout';
  return `otc.lead.${o.status}`;
}

function OrderHead({ o, onDeadline }: { o: Order; onDeadline: () => void }) {
  const { t } = useTranslation();
  const amount = coin(o.amount, o.currency_name);
  return (
    <section className="otc-head card" data-testid="otc-order" data-status={o.status} data-side={o.side}>
      <div className="otc-section-head">
        <h3>
          <SideTag side={o.side} /> {amount}
        </h3>
        <StatusTag order={o} />
      </div>
      <p className="otc-lead" data-testid="otc-lead">
        {t(leadKey(o), { amount, total: fiat(o.total, o.fiat) })}
      </p>
      {o.status === 'pending' && o.deadline_at ? (
        <div className="otc-deadline">
          <Countdown
            to={o.deadline_at}
            label={t('otc.order.payWithin')}
            doneText={t('otc.order.windowEnded')}
            onDone={onDeadline}
            testId="otc-deadline"
          />
        </div>
      ) : null}
    </section>
  );
}

function Terms({ o }: { o: Order }) {
  const { t } = useTranslation();
  const buy = o.side === 'buy';
  return (
    <Section title={t('otc.order.terms')} testId="otc-terms">
      <Row label={t('otc.order.no')} testId="otc-order-no">
        {o.order_no}
      </Row>
      <Row label={t('otc.price')} testId="otc-order-price">
        {price(o.price)} {o.fiat}
      </Row>
      <Row label={t(buy ? 'otc.youGet' : 'otc.youSell')} testId="otc-order-amount">
        {coin(o.amount, o.currency_name)}
      </Row>
      <Row label={t(buy ? 'otc.youPay' : 'otc.youReceive')} testId="otc-order-total" strong>
        {fiat(o.total, o.fiat)}
      </Row>
      <Row label={t('otc.order.created')}>{when(o.created_at)}</Row>
      <p className="otc-note" data-testid="otc-price-basis">
        {t('otc.order.basis', {
          feed: price(o.feed_price),
          coin: o.currency_name,
          rate: o.fiat_rate,
          fiat: o.fiat,
          spread: (o.spread_bps / 100).toString(),
        })}
      </p>
    </Section>
  );
}

/** Cancel (a buy not yet paid, after a confirmation) and the chat about this order. */
function Actions({ o }: { o: Order }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOtcOrder();
  const onCancel = async () => {
    const ok = await overlays.confirm({
      title: t('otc.cancel.title'),
      content: <p className="otc-note">{t('otc.cancel.text')}</p>,
      confirmText: <span data-testid="otc-cancel-ok">{t('otc.cancel.ok')}</span>,
      cancelText: t('otc.cancel.keep'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ id: o.id });
      Toast.show({ icon: 'success', content: t('otc.cancel.done') });
    } catch {
      // toasted by the http helper (already paid, window ended…); the order is reloaded
    }
  };
  return (
    <div className="otc-actions">
      <Button block fill="outline" data-testid="otc-chat" onClick={() => void navigate(chatPath(o.topic))}>
        <MessageOutline /> {t('otc.order.chat')}
      </Button>
      {o.can_cancel ? (
        <Button
          block
          color="danger"
          fill="outline"
          loading={cancel.isPending}
          data-testid="otc-cancel"
          onClick={() => void onCancel()}
        >
          {t('otc.cancel.button')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * /pages/otc/order?id= — one of my OTC orders: its status and the deadline to pay, where to transfer (copyable),
 * the voucher, the payout card of a sell, the timeline, cancel, and the chat about it. It re-reads itself every
 * few seconds until it is decided.
 */
export default function OtcOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const order = useOtcOrder(id);
  return (
    <OtcScreen title={t('pages.otcOrder')} testId="otc-order-page">
      {id === 0 || isOrderNotFound(order.error) ? (
        <EmptyView testId="otc-order-missing" title={t('errors.otc_order_not_found')} />
      ) : (
        <QueryView query={order}>
          {(o) => (
            <>
              <OrderHead o={o} onDeadline={() => void order.refetch()} />
              {o.status === 'pending' ? <BankDetails o={o} /> : null}
              <VoucherPanel o={o} />
              <PayoutCard o={o} />
              <Terms o={o} />
              <Timeline o={o} />
              <Actions o={o} />
            </>
          )}
        </QueryView>
      )}
    </OtcScreen>
  );
}
