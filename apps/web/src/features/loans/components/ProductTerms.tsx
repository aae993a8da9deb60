import type { LoanProduct } from '@meridian/contract/loans';
import { Decimal } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { DemoTag } from '../../../components/earn';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { formatNumber } from '../../../lib/format';
import { Card, pct, priceOf, useTermLabel } from './parts';
import { Fact } from '../../../components/Fact';

/** A product's published terms: the price now (live), the three LTVs, the hourly rate, terms and limits. */
export function ProductTerms({ p, price }: { p: LoanProduct; price: string | null }) {
  const { t } = useTranslation();
  const termLabel = useTermLabel();
  const daily = new Decimal(p.hourly_rate).times(24).toFixed();
  return (
    <Card testId={`loan-product-${p.currency}`}>
      <header className="loan-head">
        <CoinIcon name={p.currency} size={32} />
        <div className="loan-head-who">
          <b>
            {p.currency} → {p.borrow_currency}
          </b>
          <span className="muted loan-sub">
            {p.symbol}
            {p.is_demo ? <DemoTag testId={`loan-demo-${p.id}`} /> : null}
          </span>
        </div>
        <div className="loan-head-figure">
          <b data-testid="loan-price">{price ? priceOf(price, p.price_precision) : '--'}</b>
          <span className="muted">{t('loans.priceNow', { symbol: p.currency })}</span>
        </div>
      </header>
      <div className="loan-facts">
        <Fact look="loan" label={t('loans.initialLtv')} testId="loan-initial-ltv">
          {pct(p.initial_ltv, 2)}
        </Fact>
        <Fact look="loan" label={t('loans.marginCallLtv')} testId="loan-margin-call-ltv">
          {pct(p.margin_call_ltv, 2)}
        </Fact>
        <Fact look="loan" label={t('loans.liquidationLtv')} testId="loan-liquidation-ltv">
          {pct(p.liquidation_ltv, 2)}
        </Fact>
        <Fact look="loan" label={t('loans.hourlyRate')} testId="loan-hourly-rate">
          {t('loans.perHour', { rate: pct(p.hourly_rate) })}{' '}
          <span className="muted">{t('loans.perDayApprox', { rate: pct(daily) })}</span>
        </Fact>
        <Fact look="loan" label={t('loans.termsOffered')} testId="loan-terms">
          {p.terms.map(termLabel).join(' · ')}
        </Fact>
        <Fact look="loan" label={t('loans.borrowLimits')} testId="loan-limits">
          {t('loans.limitsRange', {
            min: formatNumber(p.min_borrow, { decimals: 8, minDecimals: 0 }),
            max: formatNumber(p.max_borrow, { decimals: 8, minDecimals: 0 }),
            currency: p.borrow_currency,
          })}
        </Fact>
      </div>
    </Card>
  );
}
