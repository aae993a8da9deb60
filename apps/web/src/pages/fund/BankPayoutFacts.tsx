import type { DomesticCard, InternationalCard } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useBankPayoutQuote } from '../../data/wallet/bankPayout';
import type { Destination } from '../../forms/withdraw/state';
import { formatNumber } from '../../lib/format';

/**
 * To a bank card, the coin becomes the card's fiat: what the bank receives in it and the rate used (fixed when
 * the withdrawal is submitted, and kept with it). Nothing for a crypto address.
 */
export function BankPayoutFacts(props: {
  currencyId: number;
  currencyName: string;
  destination: Destination | null;
  bank: DomesticCard | null | undefined;
  intl: InternationalCard | null | undefined;
  /** What arrives in the coin (amount − fee), null before a valid amount. */
  arrives: string | null;
}) {
  const { t } = useTranslation();
  const card =
    props.destination?.type === 'bank'
      ? props.bank
      : props.destination?.type === 'international'
        ? props.intl
        : null;
  const quote = useBankPayoutQuote(props.currencyId, card?.currency_code ?? null, props.arrives);
  if (!card) return null;
  const fiat = card.currency_code;
  return (
    <dl className="withdraw-facts card bank-payout" data-testid="withdraw-bank-payout">
      <div className="arrives">
        <dt>{t('withdraw.bankReceives')}</dt>
        <dd data-testid="withdraw-fiat-amount">
          {quote ? `≈ ${formatNumber(quote.amount, { decimals: 2, rounding: 'down' })} ${fiat}` : '--'}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.payoutRate')}</dt>
        <dd data-testid="withdraw-fiat-rate">
          {quote
            ? `1 ${props.currencyName} = ${formatNumber(quote.rate, { decimals: 8, minDecimals: 2 })} ${fiat}`
            : '--'}
        </dd>
      </div>
      <p className="bank-payout-note">{t('withdraw.payoutRateNote', { fiat })}</p>
    </dl>
  );
}
