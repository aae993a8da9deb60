import type { OtcConfig, OtcQuote, OtcQuoteRequest, OtcSide } from '@meridian/contract/otc';
import { Button, Input } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { deskPreview, normaliseTyped } from '../data/desk';
import type { OtcMode, PayoutCardType } from '../data/desk';
import { useOtcConfig, useOtcQuote } from '../data/hooks';
import { useWalletBalances } from '../../wallet';
import { usePrefs } from '../../../state/prefs';
import { PickerSheet } from '../../../components/PickerSheet';
import { CardPicker, DeskNotice, DeskTerms, blockText, usePayoutCards } from '../components/DeskParts';

import { OtcScreen, coin as coinText, fiat as fiatText, price as priceText } from '../components/parts';
import { QuoteCard } from '../components/QuoteCard';

/** The fiat shown first: the user's display currency when the desk takes it, else the desk's first. */
function firstFiat(config: OtcConfig, preferred: string): string {
  return (config.fiats.find((f) => f.code === preferred) ?? config.fiats[0])?.code ?? '';
}

/**
 * The desk form: buy or sell, the coin and the fiat, the amount in coin or the total in fiat, the indicative
 * price and what it comes to, the sell's payout card; "Get quote" asks for a price locked for the published 60 s,
 * shown in the quote card with its countdown. Any change of the form drops the quote.
 */
function Desk({ config }: { config: OtcConfig }) {
  const { t } = useTranslation();
  const preferred = usePrefs((s) => s.fiat.currency_code);
  const [side, setSide] = useState<OtcSide>('buy');
  const [coinId, setCoinId] = useState(config.coins[0]?.currency_id ?? 0);
  const [fiatCode, setFiatCode] = useState(() => firstFiat(config, preferred));
  const [mode, setMode] = useState<OtcMode>('coin');
  const [text, setText] = useState('');
  const [card, setCard] = useState<PayoutCardType | null>(null);
  const [picking, setPicking] = useState(false);
  const [quote, setQuote] = useState<OtcQuote | null>(null);
  const ask = useOtcQuote();
  const balances = useWalletBalances();
  const payout = usePayoutCards(side === 'sell');

  const coin = config.coins.find((c) => c.currency_id === coinId) ?? config.coins[0];
  const fiat = config.fiats.find((f) => f.code === fiatCode);
  const available = balances.data?.change_wallet.balance.find(
    (b) => b.currency === coin?.currency_id,
  )?.available;
  const chosenCard = card ?? payout.cards[0]?.type ?? null;
  const preview = deskPreview(config, {
    side,
    coin,
    fiat,
    mode,
    text,
    available,
    hasCard: chosenCard !== null,
  });
  const coinName = coin?.name ?? '';
  const message = blockText(preview, { coin: coinName, decimals: coin?.decimals ?? 8, mode }, t);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setQuote(null);
    };

  const request = (): OtcQuoteRequest | null => {
    if (!coin || !fiat || preview.block !== null) return null;
    const typed = normaliseTyped(text);
    return {
      side,
      currency_id: coin.currency_id,
      fiat: fiat.code as OtcQuoteRequest['fiat'],
      ...(mode === 'coin' ? { amount: typed } : { total: typed }),
    };
  };
  const getQuote = () => {
    const body = request();
    if (!body) return;
    ask.mutate(body, { onSuccess: setQuote, onError: () => setQuote(null) });
  };

  if (!config.open || preview.block === 'identity')
    return (
      <>
        <DeskNotice block={config.open ? 'identity' : 'closed'} />
        <DeskTerms config={config} />
      </>
    );

  return (
    <>
      <ChipTabs<OtcSide>
        className="otc-sides"
        value={side}
        testId="otc-side"
        options={[
          { value: 'buy', label: t('otc.side.buy') },
          { value: 'sell', label: t('otc.side.sell') },
        ]}
        onChange={changed(setSide)}
      />
      <section className="otc-form card" data-testid="otc-form" data-side={side}>
        <div className="otc-field">
          <span className="otc-label">{t('otc.coin')}</span>
          <ChipTabs<number>
            className="otc-chips"
            value={coin?.currency_id ?? 0}
            testId="otc-coin"
            options={config.coins.map((c) => ({ value: c.currency_id, label: c.name }))}
            onChange={changed(setCoinId)}
          />
        </div>
        <div className="otc-field">
          <span className="otc-label">{t('otc.fiat')}</span>
          <button
            type="button"
            className="otc-select"
            data-testid="otc-fiat"
            data-fiat={fiatCode}
            onClick={() => setPicking(true)}
          >
            <span>{fiatCode || '--'}</span>
            <DownOutline />
          </button>
        </div>
        <div className="otc-field">
          <div className="otc-label-row">
            <span className="otc-label">{t(side === 'buy' ? 'otc.amountBuy' : 'otc.amountSell')}</span>
            <ChipTabs<OtcMode>
              className="otc-mode"
              value={mode}
              testId="otc-mode"
              options={[
                { value: 'coin', label: coinName },
                { value: 'fiat', label: fiatCode },
              ]}
              onChange={changed(setMode)}
            />
          </div>
          <label className="otc-input">
            <Input
              value={text}
              onChange={changed(setText)}
              inputMode="decimal"
              placeholder={t(mode === 'coin' ? 'otc.placeholderCoin' : 'otc.placeholderFiat', {
                coin: coinName,
                fiat: fiatCode,
              })}
              aria-label={t(side === 'buy' ? 'otc.amountBuy' : 'otc.amountSell')}
              data-testid="otc-amount"
            />
            <span className="otc-unit">{mode === 'coin' ? coinName : fiatCode}</span>
          </label>
        </div>
        <div className="otc-estimate" data-testid="otc-estimate">
          <div className="otc-row">
            <span>{t('otc.indicative')}</span>
            <b data-testid="otc-indicative">
              {preview.price ? `${priceText(preview.price)} ${fiatCode}/${coinName}` : '--'}
            </b>
          </div>
          <div className="otc-row">
            <span>{t(side === 'buy' ? 'otc.youPay' : 'otc.youReceive')}</span>
            <b data-testid="otc-estimate-total">
              {preview.total ? `≈ ${fiatText(preview.total, fiatCode)}` : '--'}
            </b>
          </div>
          <div className="otc-row">
            <span>{t(side === 'buy' ? 'otc.youGet' : 'otc.youSell')}</span>
            <b data-testid="otc-estimate-amount">
              {preview.amount ? coinText(preview.amount, coinName, coin?.decimals) : '--'}
            </b>
          </div>
          {side === 'sell' ? (
            <div className="otc-row">
              <span>{t('otc.available')}</span>
              <b data-testid="otc-available">
                {available ? coinText(available, coinName, coin?.decimals) : '--'}
              </b>
            </div>
          ) : null}
        </div>
        {side === 'sell' ? (
          <CardPicker
            value={chosenCard}
            onChange={changed(setCard)}
            cards={payout.cards}
            state={payout.state}
          />
        ) : null}
        {message ? (
          <p className="otc-block" role="alert" data-testid="otc-block" data-block={preview.block}>
            {message}
          </p>
        ) : null}
        {quote === null ? (
          <Button
            block
            color="primary"
            disabled={preview.block !== null}
            loading={ask.isPending}
            data-testid="otc-get-quote"
            onClick={getQuote}
          >
            {t('otc.getQuote')}
          </Button>
        ) : null}
      </section>
      {quote ? (
        <QuoteCard
          key={quote.id}
          quote={quote}
          config={config}
          decimals={coin?.decimals ?? 8}
          card={chosenCard}
          refreshing={ask.isPending}
          onRefresh={getQuote}
          onPlaced={() => {
            setQuote(null);
            setText('');
          }}
          onFailed={() => setQuote(null)}
        />
      ) : null}
      <DeskTerms config={config} />
      <PickerSheet
        visible={picking}
        title={t('otc.pickFiat')}
        value={fiatCode}
        testId="otc-fiat-sheet"
        options={config.fiats.map((f) => ({
          value: f.code,
          label: f.code,
          extra: t(`fiat.${f.code}`, { defaultValue: '' }),
        }))}
        onClose={() => setPicking(false)}
        onPick={(code) => {
          setPicking(false);
          changed(setFiatCode)(code);
        }}
      />
    </>
  );
}

/**
 * /pages/otc/otc — the OTC desk: buy or sell USDT and the coins the desk enables against the
 * user's currency at a quote locked for 60 s; the published limits (the desk's and the identity level's cap).
 */
export default function Otc() {
  const { t } = useTranslation();
  const config = useOtcConfig();
  return (
    <OtcScreen title={t('pages.otc')} testId="otc-page">
      <QueryView query={config}>
        {(c) => (
          <>
            <p className="otc-intro" data-testid="otc-intro">
              {t('otc.intro')}
              {c.label ? (
                <span className="otc-desk-label" data-testid="otc-desk-label">
                  {c.label}
                </span>
              ) : null}
            </p>
            <Desk config={c} />
          </>
        )}
      </QueryView>
    </OtcScreen>
  );
}
