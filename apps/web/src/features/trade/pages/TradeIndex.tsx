import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/StateViews';
import { useDrawnBehindShell } from '../../../lib/shellStages';
import { allStringsReady } from '../../../i18n';
import { FUTURES_ORDERS_PATH, OPTIONS_ORDERS_PATH } from '../../../lib/paths';
import { PairPickerSlot } from '../components/PairPickerSlot';
import { PRODUCTS, TradeTop } from '../components/TradeTop';
import type { Product } from '../components/TradeTop';
import { SpotTrade, SPOT_ORDERS_PATH } from '../../spot';
import { lastSymbol, rememberSymbol, symbolFromParams } from '../components/symbol';
import type { SymbolMemory } from '../components/symbol';
import '../../../components/market/market.css';
import '../../../styles/trade.css';
import '../../../styles/book.css';
import '../../../styles/orders.css';

const memoryOf = (p: Product): SymbolMemory => (p === 'options' ? 'options' : 'trade');
// spot is the first screen; the other tickets load when chosen (fetched as soon as a finger or pointer is on their tab),
// with the second strings chunk, which holds their texts
const withStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), allStringsReady()]).then(([m]) => m);
const loadFutures = withStrings(() => import('../../futures'));
const loadOptions = withStrings(() => import('../../options'));
const FuturesTrade = lazy(() => loadFutures().then((m) => ({ default: m.FuturesTrade })));
const OptionsTrade = lazy(() => loadOptions().then((m) => ({ default: m.OptionsTrade })));
const PRELOAD: Record<Product, (() => Promise<unknown>) | null> = {
  spot: null,
  futures: loadFutures,
  options: loadOptions,
};
const preload = (p: Product) => void PRELOAD[p]?.().catch(() => undefined);
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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const product: Product = PRODUCTS.find((p) => p === params.get('product')) ?? 'spot';
  const symbol = symbolFromParams(params, memoryOf(product));
  const [picking, setPicking] = useState(false);
  // behind index.html's held shell, which shows the spot frame, the ticket comes in a task after the page's top
  const bodyDrawn = useDrawnBehindShell();

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
      <TradeTop
        product={product}
        onIntent={preload}
        onHistory={() => void navigate(ORDERS_PATHS[product])}
        onChoose={(p) =>
          update({
            product: p === 'spot' ? null : p,
            // each ticket shows its own last pair: options do not inherit a spot stock
            ...(memoryOf(p) === memoryOf(product) ? {} : { symbol: lastSymbol(memoryOf(p)) }),
          })
        }
      />
      <div className="trade-body">
        {!bodyDrawn ? null : product === 'spot' ? (
          <SpotTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
        ) : (
          // the tickets show this same loading view while their pair loads: no jump in between
          <Suspense fallback={<LoadingView />}>
            {product === 'futures' ? (
              <FuturesTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
            ) : (
              <OptionsTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
            )}
          </Suspense>
        )}
      </div>
      <PairPickerSlot
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
