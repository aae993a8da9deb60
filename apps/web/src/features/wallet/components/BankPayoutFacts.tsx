import type { DomesticCard, InternationalCard } from '@meridian/contract/settings';
import { useTranslation } from 'react-i18next';
import { useBankPayoutQuote } from '../data/bankPayout';
import type { Destination } from '../forms/withdraw/state';
import { formatNumber } from '../../../lib/format';

/** A bank payout as the form and its confirmation say it: the card's fiat, what the bank receives, the rate. */
export interface PayoutFigures {
  fiat: string;
  amount: string;
  rate: string;
}

/** The figures of a quote (`--` while it loads): the fiat amount rounded down to cents, the rate per coin. */
export function payoutFigures(
  quote: { amount: string; rate: string } | null,
  fiat: string,
  coin: string,
): PayoutFigures {
  return {
    fiat,
    amount: quote ? `≈ ${formatNumber(quote.amount, { decimals: 2, rounding: 'down' })} ${fiat}` : '--',
    rate: quote ? `1 ${coin} = ${formatNumber(quote.rate, { decimals: 8, minDecimals: 2 })} ${fiat}` : '--',
  };
}

/**
 * To a bank card, the coin becomes the card's fiat: what the bank receives in it and the rate used (fixed when
 * the withdrawal is submitted, and kept with it). null for a crypto address.
 */
export function useBankPayout(props: {
  currencyId: number;
  currencyName: string;
  destination: Destination | null;
  bank: DomesticCard | null | undefined;
  intl: InternationalCard | null | undefined;
  /** What arrives in the coin (amount − fee), null before a valid amount. */
  arrives: string | null;
}): PayoutFigures | null {
  const card =
    props.destination?.type === 'bank'
      ? props.bank
      : props.destination?.type === 'international'
        ? props.intl
        : null;
  const quote = useBankPayoutQuote(props.currencyId, card?.currency_code ?? null, props.arrives);
  return card ? payoutFigures(quote, card.currency_code, props.currencyName) : null;
}

/** The bank payout under the amount; nothing for a crypto address. */
export function BankPayoutFacts({ payout }: { payout: PayoutFigures | null }) {
  const { t } = useTranslation();
  if (!payout) return null;
  return (
    <dl className="withdraw-facts card bank-payout" data-testid="withdraw-bank-payout">
      <div className="arrives">
        <dt>{t('withdraw.bankReceives')}</dt>
        <dd data-testid="withdraw-fiat-amount">{payout.amount}</dd>
      </div>
      <div>
        <dt>{t('withdraw.payoutRate')}</dt>
        <dd data-testid="withdraw-fiat-rate">{payout.rate}</dd>
      </div>
      <p className="bank-payout-note">{t('withdraw.payoutRateNote', { fiat: payout.fiat })}</p>
    </dl>
  );
}
