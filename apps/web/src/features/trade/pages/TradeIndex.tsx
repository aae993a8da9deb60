import { UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FUTURES_ORDERS_PATH, FuturesTrade } from '../../futures';
import { OPTIONS_ORDERS_PATH, OptionsTrade } from '../../options';
import { PairPicker } from '../components/PairPicker';
import { SpotTrade, SPOT_ORDERS_PATH } from '../../spot';
import { lastSymbol, rememberSymbol, symbolFromParams } from '../components/symbol';
import type { SymbolMemory } from '../components/symbol';
import '../../../components/market/market.css';
import '../../../styles/trade.css';
import '../../../styles/book.css';
import '../../../styles/orders.css';

type Product = 'spot' | 'futures' | 'options';
const PRODUCTS: Product[] = ['spot', 'futures', 'options'];
const memoryOf = (p: Product): SymbolMemory => (p === 'options' ? 'options' : 'trade');
const ORDERS_PATHS: Record<Product, string> = {
  spot: SPOT_ORDERS_PATH,
  futures: FUTURES_ORDERS_PATH,
  options: OPTIONS_ORDERS_PATH,
};

/**
 * /pages/transaction/index — the trade tab: spot / futures / options switch (`?product=`); each shows its
 * ticket for the pair in `?symbol=` (the market pair page links here), chosen with the pair picker.
 */
export default function TradeIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const product: Product = PRODUCTS.find((p) => p === params.get('product')) ?? 'spot';
  const symbol = symbolFromParams(params, memoryOf(product));
  const [picking, setPicking] = useState(false);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page trade-page" data-testid="trade-page">
      <div className="trade-top">
        <div className="trade-products" role="tablist" data-testid="trade-products">
          {PRODUCTS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === product}
              className={p === product ? 'active' : ''}
              data-testid={`trade-product-${p}`}
              onClick={() =>
                update({
                  product: p === 'spot' ? null : p,
                  // each ticket shows its own last pair: options do not inherit a spot stock
                  ...(memoryOf(p) === memoryOf(product) ? {} : { symbol: lastSymbol(memoryOf(p)) }),
                })
              }
            >
              {t(`trade.${p}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('trade.history')}
          title={t('trade.history')}
          data-testid="trade-history"
          onClick={() => void navigate(ORDERS_PATHS[product])}
        >
          <UnorderedListOutline />
        </button>
      </div>
      <div className="trade-body">
        {product === 'spot' ? (
          <SpotTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
        ) : product === 'futures' ? (
          <FuturesTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
        ) : (
          <OptionsTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
        )}
      </div>
      <PairPicker
        visible={picking}
        current={symbol}
        product={product === 'options' ? 'options' : 'spot'}
        onClose={() => setPicking(false)}
        onPick={(s) => {
          setPicking(false);
          rememberSymbol(s, memoryOf(product));
          update({ symbol: s });
        }}
      />
    </div>
  );
}
