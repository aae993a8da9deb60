import { useTranslation } from 'react-i18next';
import { OPTIONS_ORDERS_PATH } from '../../../lib/paths';
import { OptionsTrade } from '../components/OptionsTicket';
import { TicketPage } from '../../trade';

/** /pages/transaction/index2 — the seconds-options ticket as its own page. */
export default function SecondsOptionsPage() {
  const { t } = useTranslation();
  return (
    <TicketPage
      testId="options-page"
      title={t('pages.secondsOptions')}
      orders={{ label: t('options.orders'), testId: 'options-orders-link', path: OPTIONS_ORDERS_PATH }}
      memory="options"
      ticket={(symbol, onPick) => <OptionsTrade symbol={symbol} onPickSymbol={onPick} />}
    />
  );
}
