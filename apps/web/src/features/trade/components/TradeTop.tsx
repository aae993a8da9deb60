import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

export type Product = 'spot' | 'futures' | 'options';
export const PRODUCTS: readonly Product[] = ['spot', 'futures', 'options'];

/**
 * The trade tab's top line: the spot / futures / options switch and the orders button. `onIntent` fires when a
 * finger or pointer reaches a product (its ticket's code can start loading). The build paints it into index.html
 * too (app/AppShell.tsx), on spot.
 */
export function TradeTop(props: {
  product: Product;
  onChoose: (p: Product) => void;
  onIntent: (p: Product) => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-top">
      <div className="trade-products" role="tablist" data-testid="trade-products">
        {PRODUCTS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === props.product}
            className={p === props.product ? 'active' : ''}
            data-testid={`trade-product-${p}`}
            onPointerEnter={() => props.onIntent(p)}
            onTouchStart={() => props.onIntent(p)}
            onFocus={() => props.onIntent(p)}
            onClick={() => props.onChoose(p)}
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
        onClick={props.onHistory}
      >
        <UnorderedListOutline />
      </button>
    </div>
  );
}
