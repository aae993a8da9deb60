import { IEO_TOKEN_DECIMALS } from '@meridian/contract/earn';
import type { IeoDetailResponse } from '@meridian/contract/ieo';
import { Button, Input } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useIeoSubscribe } from '../data/hooks';
import { useWalletBalances } from '../../wallet';
import { normaliseAmount, ticketState } from '../data/ticket';
import type { TicketBlock } from '../data/ticket';
import { money, tokens } from './parts';

type Info = IeoDetailResponse['info'];

/** Why the button is disabled, in the user's language ('' when nothing needs saying). */
function blockText(block: TicketBlock | null, p: Info, t: TFunction): string {
  switch (block) {
    case null:
    case 'empty':
      return '';
    case 'insufficient':
      return t('errors.insufficient_balance');
    case 'belowMin':
      return t('ieo.block.belowMin', { min: tokens(p.min), token: p.currency_name });
    case 'aboveSupply':
      return t('ieo.block.aboveSupply', { max: tokens(p.amount), token: p.currency_name });
    case 'tooManyDecimals':
      return t('ieo.block.tooManyDecimals', { count: IEO_TOKEN_DECIMALS });
    case 'notLive':
      return p.phase === 'warmup' ? t('ieo.block.warmup') : t('ieo.block.ended');
    case 'invalid':
    case 'paused':
    case 'subscribed':
      return t(`ieo.block.${block}`);
  }
}

/**
 * The subscription ticket: tokens requested → payment held = amount × price, against the available balance of
 * the pay currency. A confirmation shows the numbers and the pro-rata rule before the payment is held.
 */
export function IeoTicket({ info, subscribed }: { info: Info; subscribed: boolean }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const subscribe = useIeoSubscribe();
  const balances = useWalletBalances();
  // the server holds amount × price rounded up to the pay currency's decimals (8 until the wallet is read)
  const payDecimals =
    balances.data?.change_wallet.balance.find((b) => b.currency === info.pay_currency_id)?.precision ?? 8;
  const state = ticketState({
    amount,
    price: info.price,
    min: info.min,
    supply: info.amount,
    balance: info.user_balance,
    phase: info.phase,
    status: info.status,
    subscribed,
    payDecimals,
  });
  const message = blockText(state.block, info, t);
  const typed = normaliseAmount(amount);

  const submit = async () => {
    if (state.block) return;
    const ok = await overlays.confirm({
      title: t('ieo.confirmTitle'),
      content: (
        <div className="ieo-confirm" data-testid="ieo-confirm">
          <div className="ieo-ticket-row">
            <span>{t('ieo.confirmAmount')}</span>
            <b data-testid="ieo-confirm-amount">
              {tokens(typed)} {info.currency_name}
            </b>
          </div>
          <div className="ieo-ticket-row">
            <span>{t('ieo.price')}</span>
            <b>
              {money(info.price)} {info.pay_currency_name}
            </b>
          </div>
          <div className="ieo-ticket-row">
            <span>{t('ieo.confirmPayment')}</span>
            <b className="big" data-testid="ieo-confirm-payment">
              {money(state.payment)} {info.pay_currency_name}
            </b>
          </div>
          <p className="ieo-note" data-testid="ieo-confirm-note">
            {t('ieo.proRataNote', { cap: tokens(info.user_limit), token: info.currency_name })}
          </p>
        </div>
      ),
      confirmText: t('ieo.subscribe'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await subscribe.mutateAsync({
        body: {
          project_id: info.id,
          amount: typed,
          pay_currency: info.pay_currency_id,
          price: info.price,
        },
      });
      setAmount('');
      Toast.show({ icon: 'success', content: t('ieo.subscribedToast') });
    } catch {
      // the http helper toasted the reason (not live, already subscribed, balance…); the detail is reloaded
    }
  };

  // a subscriber reads their own subscription above instead
  if (subscribed) return null;
  if (info.phase !== 'live')
    return (
      <p className="ieo-block-msg neutral" data-testid="ieo-ticket-closed">
        {message}
      </p>
    );

  return (
    <section className="ieo-block card" data-testid="ieo-ticket">
      <h4>{t('ieo.ticketTitle')}</h4>
      <label className="ieo-input">
        <Input
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          placeholder={t('ieo.amountPlaceholder', { min: tokens(info.min) })}
          aria-label={t('ieo.amountLabel', { token: info.currency_name })}
          data-testid="ieo-amount"
        />
        <span className="ieo-input-unit">{info.currency_name}</span>
      </label>
      <div className="ieo-ticket-row">
        <span>{t('ieo.payment')}</span>
        <b className="big" data-testid="ieo-payment">
          {state.payment ? money(state.payment) : '--'} {info.pay_currency_name}
        </b>
      </div>
      <div className="ieo-ticket-row">
        <span>{t('ieo.available')}</span>
        <b data-testid="ieo-available">
          {money(info.user_balance)} {info.pay_currency_name}
        </b>
      </div>
      {message ? (
        <p className="ieo-block-msg" role="alert" data-testid="ieo-block" data-block={state.block}>
          {message}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        disabled={state.block !== null}
        loading={subscribe.isPending}
        data-testid="ieo-subscribe"
        onClick={() => void submit()}
      >
        {state.block === 'insufficient' ? t('errors.insufficient_balance') : t('ieo.subscribe')}
      </Button>
      <p className="ieo-note">
        {t('ieo.ticketNote', { cap: tokens(info.user_limit), token: info.currency_name })}
      </p>
    </section>
  );
}
