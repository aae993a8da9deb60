import { UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { FUTURES_ORDERS_PATH, FuturesTrade } from './FuturesTicket';
import { PairPicker } from './PairPicker';
import { rememberSymbol, symbolFromParams } from './symbol';
import '../../components/market/market.css';
import './trade.css';
import './orders.css';

/** /pages/transaction/contract?symbol= — the futures ticket as its own page. */
export default function ContractPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const [picking, setPicking] = useState(false);
  return (
    <div className="page trade-page" data-testid="contract-page">
      <PageNav
        title={t('pages.futures')}
        right={
          <button
            type="button"
            className="icon-btn"
            aria-label={t('futures.orders')}
            data-testid="futures-orders-link"
            onClick={() => void navigate(FUTURES_ORDERS_PATH)}
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <div className="trade-body">
        <FuturesTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
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
