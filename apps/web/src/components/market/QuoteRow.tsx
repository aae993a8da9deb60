import type { PairQuote } from '@meridian/contract/market';
import { memo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pairPath } from '../../lib/paths';
import { formatCompact, formatFiatEquivalent } from '../../lib/format';
import { applyTick, liveQuoteStore, sameListing, useLiveQuote } from '../../state/liveQuotes';
import type { ChosenFiat } from '../../state/prefs';
import { ChangeBadge } from './ChangeBadge';
import { CoinIcon } from './CoinIcon';
import { FlashPrice } from './FlashPrice';
import { useLongPress } from './useLongPress';
import { useOnScreen } from './useOnScreen';
import { HashLink } from '../HashLink';

export interface QuoteRowProps {
  quote: PairQuote;
  fiat: ChosenFiat;
  /** Long-press / right-click menu (favorite toggle, chart). */
  onLongPress?: (quote: PairQuote) => void;
  /** Trailing cell, e.g. a favorite star. */
  trailing?: ReactNode;
  testId?: string;
}

/**
 * A list re-rendered by a patched quote cache leaves a row alone when the pair's listing is unchanged and the
 * row already shows that price or a newer one from its own live subscription.
 */
export function quoteRowPropsEqual(prev: QuoteRowProps, next: QuoteRowProps): boolean {
  if (
    prev.fiat !== next.fiat ||
    prev.onLongPress !== next.onLongPress ||
    prev.trailing !== next.trailing ||
    prev.testId !== next.testId
  )
    return false;
  if (prev.quote === next.quote) return true;
  if (!sameListing(prev.quote, next.quote)) return false;
  const shown = liveQuoteStore.get(next.quote.id);
  return shown !== undefined && shown.time >= next.quote.time && shown.time >= prev.quote.time;
}

/** The cells a tick changes (name·volume, last price and its fiat value, the change), following the pair's ticks. */
function LiveCells({ listed, fiat, follow }: { listed: PairQuote; fiat: ChosenFiat; follow: boolean }) {
  const { t } = useTranslation();
  const quote = useLiveQuote(listed, follow);
  const closed = quote.category === 'stock' && !quote.session.open;
  return (
    <>
      <span className="q-name">
        <span className="q-symbol">
          <b>{quote.currency_name}</b>
          <small>/{quote.legal_name}</small>
        </span>
        <span className="q-sub">
          {t('market.volShort', { value: formatCompact(quote.amount) })}
          {closed ? <span className="q-closed"> · {t('market.closedShort')}</span> : null}
        </span>
      </span>
      <span className="q-price">
        <FlashPrice
          value={quote.now_price}
          decimals={quote.price_precision}
          className="q-last"
          testId="quote-price"
        />
        <span className="q-sub">
          {quote.legal_name === 'USDT'
            ? formatFiatEquivalent(quote.now_price, fiat, quote.price_precision)
            : quote.name}
        </span>
      </span>
      <ChangeBadge change={quote.change} />
    </>
  );
}

/**
 * One pair: icon, base/quote and name·volume; last price and its fiat value; the 24 h change badge. Links to the
 * pair page. A tick re-renders the live cells only: the link, the icon and the row's handlers stay as they are.
 */
export const QuoteRow = memo(function QuoteRow({
  quote: listed,
  fiat,
  onLongPress,
  trailing,
  testId,
}: QuoteRowProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // the row follows its own pair's ticks, frame by frame, without the list re-rendering; off screen it waits
  const onScreen = useOnScreen(ref);
  const press = useLongPress(() => {
    const tick = liveQuoteStore.get(listed.id);
    onLongPress?.(tick ? applyTick(listed, tick) : listed);
  });
  return (
    <HashLink
      ref={ref}
      to={pairPath(listed.symbol)}
      className={`quote-row${trailing ? ' with-trailing' : ''}`}
      data-testid={testId ?? `quote-row-${listed.currency_name}`}
      data-symbol={listed.symbol}
      draggable={false}
      {...(onLongPress ? press : {})}
      onClick={(e) => {
        if (onLongPress && press.consumeClick()) e.preventDefault();
      }}
    >
      <CoinIcon name={listed.currency_name} logo={listed.logo} stock={listed.category === 'stock'} />
      <LiveCells listed={listed} fiat={fiat} follow={onScreen} />
      {trailing}
    </HashLink>
  );
}, quoteRowPropsEqual);

/** Placeholder rows with the real rows' geometry while quotes load. */
export function QuoteSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="quote-skeleton" data-testid="state-loading" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div className="quote-row sk" key={i}>
          <span className="sk-circle" />
          <span className="q-name">
            <span className="sk-line w60" />
            <span className="sk-line w40" />
          </span>
          <span className="q-price">
            <span className="sk-line w70 right" />
            <span className="sk-line w50 right" />
          </span>
          <span className="sk-badge" />
        </div>
      ))}
    </div>
  );
}
