import { useTranslation } from 'react-i18next';
import { FUTURES_ORDERS_PATH } from '../../../lib/paths';
import { FuturesTrade } from '../components/FuturesTicket';
import { TicketPage } from '../../trade';
import '../../../styles/orders.css';

/** /pages/transaction/contract?symbol= — the futures ticket as its own page. */
export default function ContractPage() {
  const { t } = useTranslation();
  return (
    <TicketPage
      testId="contract-page"
      title={t('pages.futures')}
      orders={{ label: t('futures.orders'), testId: 'futures-orders-link', path: FUTURES_ORDERS_PATH }}
      ticket={(symbol, onPick) => <FuturesTrade symbol={symbol} onPickSymbol={onPick} />}
    />
  );
}
