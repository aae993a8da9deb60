import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FUTURES_ORDERS_PATH } from '../../../lib/paths';
import { FuturesTrade } from '../components/FuturesTicket';
import { TicketPage } from '../../trade';
import '../../../styles/orders.css';
import '../../../styles/entries.css';

/**
 * /pages/transaction/super_leverage?symbol= — the futures ticket with the pair's highest leverage
 * preselected (`leverage=max`, kept when another pair is picked: the new pair opens at its own maximum).
 */
export default function SuperLeveragePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const hasMax = params.get('leverage') === 'max';
  useEffect(() => {
    if (hasMax) return;
    setParams(
      (p) => {
        p.set('leverage', 'max');
        return p;
      },
      { replace: true },
    );
  }, [hasMax, setParams]);
  return (
    <TicketPage
      testId="super-leverage-page"
      title={t('pages.superLeverage')}
      orders={{ label: t('futures.orders'), testId: 'futures-orders-link', path: FUTURES_ORDERS_PATH }}
      ticket={(symbol, onPick) => (
        <>
          <p className="super-leverage-hint" data-testid="super-leverage-hint">
            {t('entries.superLeverageHint')}
          </p>
          <FuturesTrade symbol={symbol} onPickSymbol={onPick} />
        </>
      )}
    />
  );
}
