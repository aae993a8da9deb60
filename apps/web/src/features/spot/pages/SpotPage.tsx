import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavLink, PageNav } from '../../../components/PageNav';
import { PairPicker, rememberSymbol, symbolFromParams } from '../../trade';
import { SpotTrade } from '../components/SpotTrade';
import { SPOT_ORDERS_PATH } from '../components/OpenOrders';
import '../../../components/market/market.css';
import '../../../styles/trade.css';
import '../../../styles/book.css';
import '../../../styles/orders.css';

/** /pages/transaction/currency?symbol= — the spot ticket as its own page (with a back button). */
export default function CurrencyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const [picking, setPicking] = useState(false);
  return (
    <div className="page trade-page" data-testid="currency-page">
      <PageNav
        title={t('pages.spot')}
        right={
          <NavLink to={SPOT_ORDERS_PATH} testId="trade-history">
            {t('trade.history')}
          </NavLink>
        }
      />
      <div className="trade-body">
        <SpotTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
      </div>
      <PairPicker
        visible={picking}
        current={symbol}
        onClose={() => setPicking(false)}
        onPick={(s) => {
          setPicking(false);
          rememberSymbol(s);
          setParams({ symbol: s }, { replace: true });
        }}
      />
    </div>
  );
}
