import { UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { OPTIONS_ORDERS_PATH, OptionsTrade } from './OptionsTicket';
import { PairPicker } from './PairPicker';
import { rememberSymbol, symbolFromParams } from './symbol';
import '../../components/market/market.css';
import './trade.css';

/** /pages/transaction/index2 — the seconds-options ticket as its own page. */
export default function SecondsOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const [picking, setPicking] = useState(false);
  return (
    <div className="page trade-page" data-testid="options-page">
      <PageNav
        title={t('pages.secondsOptions')}
        right={
          <button
            type="button"
            className="icon-btn"
            aria-label={t('options.orders')}
            data-testid="options-orders-link"
            onClick={() => void navigate(OPTIONS_ORDERS_PATH)}
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <div className="trade-body">
        <OptionsTrade symbol={symbol} onPickSymbol={() => setPicking(true)} />
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
