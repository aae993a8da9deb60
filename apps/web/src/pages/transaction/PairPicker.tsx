import type { PairQuote } from '@meridian/contract';
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../components/market/ChangeBadge';
import { EmptyView, ErrorView, LoadingView } from '../../components/StateViews';
import { useQuotations } from '../../data/market/hooks';
import { formatPrice } from '../../lib/format';

/** Pairs open for spot trading, filtered by a search text (symbol or name, case-insensitive). */
export function spotPairs(pairs: readonly PairQuote[] | undefined, text: string): PairQuote[] {
  const q = text.trim().toUpperCase();
  return (pairs ?? []).filter(
    (p) =>
      p.open_coin_trade === 1 &&
      (!q || p.symbol.toUpperCase().includes(q) || p.name.toUpperCase().includes(q)),
  );
}

function PairList(props: { current: string; text: string; onPick: (symbol: string) => void }) {
  const { t } = useTranslation();
  const quotes = useQuotations();
  const list = useMemo(() => spotPairs(quotes.pairs, props.text), [quotes.pairs, props.text]);
  if (quotes.isPending) return <LoadingView />;
  if (quotes.isError) return <ErrorView onRetry={() => void quotes.refetch()} />;
  if (list.length === 0) return <EmptyView title={t('trade.noPairs')} />;
  return (
    <div className="picker-pairs" role="listbox">
      {list.map((p) => (
        <button
          type="button"
          role="option"
          aria-selected={p.symbol === props.current}
          key={p.id}
          className={`picker-pair${p.symbol === props.current ? ' active' : ''}`}
          data-testid={`pair-option-${p.symbol}`}
          onClick={() => props.onPick(p.symbol)}
        >
          <span className="picker-pair-name">
            <b>{p.currency_name}</b>
            <small>/{p.legal_name}</small>
          </span>
          <span className="picker-pair-price num">{formatPrice(p.now_price, p.price_precision)}</span>
          <ChangeBadge change={p.change} />
        </button>
      ))}
    </div>
  );
}

/** Bottom sheet listing the spot pairs with last price and 24 h change, with a search box. */
export function PairPicker(props: {
  visible: boolean;
  current: string;
  onClose: () => void;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="pair-picker"
      bodyStyle={{ height: '75vh', borderRadius: '16px 16px 0 0' }}
    >
      <div className="pair-picker-inner" data-testid="pair-picker">
        <div className="pair-picker-title">{t('trade.choosePair')}</div>
        <SearchBar
          placeholder={t('trade.searchPair')}
          value={text}
          onChange={setText}
          aria-label={t('trade.searchPair')}
        />
        {props.visible ? <PairList current={props.current} text={text} onPick={props.onPick} /> : null}
      </div>
    </Popup>
  );
}
