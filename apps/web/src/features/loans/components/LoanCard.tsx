import type { LoanView } from '@meridian/contract/loans';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { useCollateralPrice } from '../data/hooks';
import { liveLtv, ltvZone } from '../data/loan';
import { coin, ltvPct, priceOf, usdt } from './parts';
import { loanPath } from '../paths';
import { Fact } from '../../../components/Fact';

/** A loan's status chip. */
export function LoanStatusTag({ loan }: { loan: Pick<LoanView, 'id' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className={`loan-status ${loan.status}`} data-testid={`loan-status-${loan.id}`}>
      {t(`loans.status.${loan.status}`)}
    </span>
  );
}

/** One of my loans in the list: collateral, debt, the live LTV (active) or how it ended; opens the detail. */
export function LoanCard({ loan }: { loan: LoanView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = loan.status === 'active';
  const price = useCollateralPrice(active ? loan.symbol : undefined, loan.price);
  const ltv = active ? liveLtv(loan, price) : null;
  const zone = ltvZone(ltv, loan);
  return (
    <button
      type="button"
      className="loan-card card loan-row"
      data-testid={`loan-row-${loan.id}`}
      onClick={() => void navigate(loanPath(loan.id))}
    >
      <header className="loan-head">
        <CoinIcon name={loan.currency} size={28} />
        <div className="loan-head-who">
          <b>{t('loans.loanTitle', { currency: loan.currency, id: loan.id })}</b>
          <span className="muted loan-sub">{coin(loan.collateral, loan.currency)}</span>
        </div>
        <LoanStatusTag loan={loan} />
      </header>
      <div className="loan-facts">
        <Fact look="loan" label={t('loans.borrowed')}>
          {usdt(loan.borrowed, loan.borrow_currency)}
        </Fact>
        {active ? (
          <>
            <Fact look="loan" label={t('loans.debt')} testId={`loan-row-debt-${loan.id}`}>
              {usdt(loan.debt, loan.borrow_currency)}
            </Fact>
            <Fact
              look="loan"
              label={t('loans.liveLtv')}
              testId={`loan-row-ltv-${loan.id}`}
              tone={zone === 'safe' ? undefined : 'down'}
            >
              {ltvPct(ltv)}
            </Fact>
            <Fact look="loan" label={t('loans.liquidationPrice')}>
              {priceOf(loan.liquidation_price, loan.price_precision)}
            </Fact>
          </>
        ) : (
          <Fact look="loan" label={t('loans.repaid')}>
            {usdt(loan.repaid, loan.borrow_currency)}
          </Fact>
        )}
      </div>
    </button>
  );
}
