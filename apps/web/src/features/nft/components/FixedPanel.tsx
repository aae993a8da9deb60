import type { NftDetail } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Countdown } from '../../../components/earn';
import { useBuyNft } from '../data/actions';
import { isShort, saleState, shortfall } from '../data/rules';
import { Section, StatusTag, money } from './parts';
import { DEPOSIT_PATH, NFT_MY, purchaseOnePath } from '../paths';
import { Fact } from '../../../components/Fact';

/** What a purchase costs against the balance (the confirmation's body, also on purchase_one). */
export function BuySummary({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const short = isShort(item.price, item.user_balance);
  return (
    <div className="nft-confirm" data-testid="nft-buy-summary">
      <Fact look="nft" label={t('nft.detail.item')}>
        {item.name}
      </Fact>
      <Fact look="nft" label={t('nft.detail.price')} tone="big" testId="nft-confirm-price">
        {money(item.price)} {item.currency_name}
      </Fact>
      <Fact look="nft" label={t('nft.balance')} testId="nft-confirm-balance">
        {money(item.user_balance)} {item.currency_name}
      </Fact>
      {short ? (
        <p className="nft-warn" role="alert" data-testid="nft-insufficient">
          {t('nft.buy.short', {
            amount: money(shortfall(item.price, item.user_balance)),
            currency: item.currency_name,
          })}
        </p>
      ) : (
        <p className="nft-note">{t('nft.buy.what')}</p>
      )}
    </div>
  );
}

/** Buys after a confirmation; short of funds, the dialog offers the deposit page instead. */
export function useBuyFlow(item: NftDetail, onDone?: () => void) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuyNft();
  const run = async () => {
    if (isShort(item.price, item.user_balance)) {
      const go = await overlays.confirm({
        title: t('nft.buy.confirmTitle'),
        content: <BuySummary item={item} />,
        confirmText: <span data-testid="nft-go-deposit">{t('nft.deposit')}</span>,
        cancelText: t('common.cancel'),
      });
      if (go) void navigate(DEPOSIT_PATH);
      return;
    }
    const ok = await overlays.confirm({
      title: t('nft.buy.confirmTitle'),
      content: <BuySummary item={item} />,
      confirmText: <span data-testid="nft-buy-confirm">{t('nft.buy.confirm')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await buy.mutateAsync({ code: item.code });
      Toast.show({ icon: 'success', content: t('nft.buy.done') });
      if (onDone) onDone();
      else void navigate(NFT_MY);
    } catch {
      // refused: the reason was toasted in the user's language
    }
  };
  return { run, pending: buy.isPending };
}

/** Fixed price (and a box's primary sale): the price, the window and Buy. */
export function FixedPanel({ item, onRefetch }: { item: NftDetail; onRefetch: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useBuyFlow(item);
  const state = saleState(item);
  const buyable = state === 'onSale' && !item.viewer_is_owner && item.lock_order === 0;
  return (
    <Section
      title={t(`nft.mode.${item.pay_type}`)}
      testId="nft-fixed"
      right={<StatusTag item={item} onDone={onRefetch} />}
    >
      <Fact look="nft" label={t('nft.detail.price')} tone="big" testId="nft-price">
        {money(item.price)} {item.currency_name}
      </Fact>
      {state === 'onSale' ? (
        <Countdown
          to={item.end_time}
          label={t('nft.endsIn')}
          onDone={onRefetch}
          testId="nft-window-countdown"
        />
      ) : null}
      {state === 'notStarted' ? (
        <Countdown
          to={item.start_time}
          label={t('nft.startsIn')}
          onDone={onRefetch}
          testId="nft-window-countdown"
        />
      ) : null}
      {buyable ? (
        <div className="nft-actions">
          <Button
            fill="outline"
            data-testid="nft-buy-page"
            onClick={() => void navigate(purchaseOnePath(item.code))}
          >
            {t('nft.buy.details')}
          </Button>
          <Button
            color="primary"
            loading={flow.pending}
            data-testid="nft-buy"
            onClick={() => void flow.run()}
          >
            {t('nft.buy.button')}
          </Button>
        </div>
      ) : null}
      {item.viewer_is_owner && state === 'onSale' ? <p className="nft-note">{t('nft.ownListing')}</p> : null}
    </Section>
  );
}
