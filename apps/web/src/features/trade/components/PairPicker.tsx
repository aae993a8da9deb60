import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../../components/market/ChangeBadge';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useQuotations } from '../../market';
import { formatPrice } from '../../../lib/format';
import { pickablePairs } from './pickablePairs';
import type { PickerProduct } from './pickablePairs';

function PairList(props: {
  current: string;
  text: string;
  product: PickerProduct;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const quotes = useQuotations();
  const list = useMemo(
    () => pickablePairs(quotes.pairs, props.text, props.product),
    [quotes.pairs, props.text, props.product],
  );
  return (
    <QueryView
      query={quotes}
      isEmpty={() => list.length === 0}
      empty={<EmptyView title={t('trade.noPairs')} />}
    >
      {() => (
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
      )}
    </QueryView>
  );
}

/** Bottom sheet listing a product's pairs with last price and 24 h change, with a search box. */
export function PairPicker(props: {
  visible: boolean;
  current: string;
  product?: PickerProduct;
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
        {props.visible ? (
          <PairList
            current={props.current}
            text={text}
            product={props.product ?? 'spot'}
            onPick={props.onPick}
          />
        ) : null}
      </div>
    </Popup>
  );
}
