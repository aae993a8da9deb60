import type { LoanDetail as Loan } from '@meridian/contract/loans';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useCollateralPrice, useLoanDetail } from '../data/hooks';
import { liveLtv, loanSupportPath, ltvZone } from '../data/loan';
import { ApiError } from '../../../api/http';
import { formatDateTime } from '../../../lib/dates';
import { AddCollateralSheet } from '../components/AddCollateralSheet';
import { LoanStatusTag } from '../components/LoanCard';
import { LoanHistory } from '../components/LoanHistory';
import { LtvBar } from '../components/LtvBar';
import { Card, coin, ltvPct, pct, priceOf, usdt, useTermLabel } from '../components/parts';
import { borrowingPath, idParam } from '../paths';
import { RepaySheet } from '../components/RepaySheet';
import './loans.css';
import { Fact } from '../../../components/Fact';

/** The live LTV card of an open loan: LTV now on the ticker, the bar, the price and both trigger prices. */
function LiveCard({ loan, price }: { loan: Loan; price: string | null }) {
  const { t } = useTranslation();
  const ltv = liveLtv(loan, price);
  const zone = ltvZone(ltv, loan);
  return (
    <Card testId="loan-live">
      <div className="loan-live-head">
        <div>
          <span className="muted">{t('loans.liveLtv')}</span>
          <b className={`loan-live-ltv ${zone}`} data-testid="loan-live-ltv">
            {ltvPct(ltv)}
          </b>
        </div>
        <div className="loan-head-figure">
          <b data-testid="loan-live-price">{price ? priceOf(price, loan.price_precision) : '--'}</b>
          <span className="muted">{t('loans.priceNow', { symbol: loan.currency })}</span>
        </div>
      </div>
      <LtvBar
        ltv={ltv}
        initial={loan.initial_ltv}
        marginCall={loan.margin_call_ltv}
        liquidation={loan.liquidation_ltv}
      />
      <p className={`loan-note ${zone === 'safe' ? 'muted' : 'warn'}`} data-testid="loan-zone-note">
        {zone === 'safe'
          ? t('loans.ltvSafe')
          : zone === 'margin'
            ? t('loans.ltvMargin', { liquidation: priceOf(loan.liquidation_price, loan.price_precision) })
            : t('loans.ltvLiquidation')}
      </p>
      <div className="loan-facts">
        <Fact look="loan" label={t('loans.liquidationPrice')} testId="loan-liquidation-price" tone="down">
          {priceOf(loan.liquidation_price, loan.price_precision)}
        </Fact>
        <Fact look="loan" label={t('loans.marginCallPrice')} testId="loan-margin-call-price">
          {priceOf(loan.margin_call_price, loan.price_precision)}
        </Fact>
      </div>
    </Card>
  );
}

/** How a closed loan ended: repaid, or sold (liquidated or at its term end) at a recorded price. */
function ClosedCard({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const cur = loan.borrow_currency;
  return (
    <Card testId="loan-closed">
      <div className="loan-facts">
        {loan.closed_at ? (
          <Fact look="loan" label={t('loans.closedAt')}>
            {formatDateTime(loan.closed_at)}
          </Fact>
        ) : null}
        {loan.close_price ? (
          <Fact look="loan" label={t('loans.closePrice')} testId="loan-close-price">
            {priceOf(loan.close_price, loan.price_precision)}
          </Fact>
        ) : null}
        {loan.proceeds ? (
          <Fact look="loan" label={t('loans.proceeds')}>
            {usdt(loan.proceeds, cur, 'down')}
          </Fact>
        ) : null}
        {loan.returned ? (
          <Fact look="loan" label={t('loans.returned')} testId="loan-returned" tone="up">
            {usdt(loan.returned, cur, 'down')}
          </Fact>
        ) : null}
        {loan.shortfall && loan.shortfall !== '0' ? (
          <Fact look="loan" label={t('loans.shortfall')}>
            {usdt(loan.shortfall, cur)}
          </Fact>
        ) : null}
      </div>
      {loan.status === 'matured' ? <p className="loan-note muted">{t('loans.maturedNote')}</p> : null}
    </Card>
  );
}

function Body({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const termLabel = useTermLabel();
  const active = loan.status === 'active';
  const price = useCollateralPrice(active ? loan.symbol : undefined, loan.price);
  const [sheet, setSheet] = useState<'repay' | 'add' | null>(null);
  const cur = loan.borrow_currency;
  return (
    <>
      <Card>
        <header className="loan-head">
          <CoinIcon name={loan.currency} size={32} />
          <div className="loan-head-who">
            <b data-testid="loan-title">{t('loans.loanTitle', { currency: loan.currency, id: loan.id })}</b>
            <span className="muted loan-sub">{termLabel(loan.term_days)}</span>
          </div>
          <LoanStatusTag loan={loan} />
        </header>
        <div className="loan-facts">
          <Fact look="loan" label={t('loans.collateral')} testId="loan-collateral">
            {coin(loan.collateral, loan.currency)}
          </Fact>
          <Fact look="loan" label={t('loans.borrowed')} testId="loan-borrowed">
            {usdt(loan.borrowed, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.principal')} testId="loan-principal">
            {usdt(loan.principal, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.accrued')} testId="loan-interest">
            {usdt(loan.interest, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.debt')} testId="loan-debt">
            {usdt(loan.debt, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.repaid')} testId="loan-repaid">
            {usdt(loan.repaid, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.hourlyRate')}>
            {t('loans.perHour', { rate: pct(loan.hourly_rate) })}
          </Fact>
          <Fact look="loan" label={t('loans.takenAt')}>
            {formatDateTime(loan.created_at)}
          </Fact>
          {loan.term_end ? (
            <Fact look="loan" label={t('loans.termEnd')}>
              {formatDateTime(loan.term_end)}
            </Fact>
          ) : null}
        </div>
      </Card>
      {active ? <LiveCard loan={loan} price={price} /> : <ClosedCard loan={loan} />}
      {active ? (
        <div className="loan-actions">
          <Button color="primary" data-testid="loan-repay" onClick={() => setSheet('repay')}>
            {t('loans.repayButton')}
          </Button>
          <Button color="primary" fill="outline" data-testid="loan-add" onClick={() => setSheet('add')}>
            {t('loans.addCollateralButton')}
          </Button>
        </div>
      ) : null}
      <LoanHistory loan={loan} />
      <button
        type="button"
        className="loan-link center"
        data-testid="loan-support"
        onClick={() => void navigate(loanSupportPath(loan.id))}
      >
        {t('loans.contactSupport')}
      </button>
      <RepaySheet loan={sheet === 'repay' ? loan : null} price={price} onClose={() => setSheet(null)} />
      <AddCollateralSheet loan={sheet === 'add' ? loan : null} price={price} onClose={() => setSheet(null)} />
    </>
  );
}

/** /pages/common/loan?id= — one of my loans: live LTV, debt and interest, repay, add collateral, history. */
export default function LoanDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const loan = useLoanDetail(id);
  // a refusal (not a transport fault) of a loan id: no such loan of mine
  const missing =
    id === 0 || (loan.data === undefined && loan.error instanceof ApiError && loan.error.type === 'error');
  return (
    <div className="page loan-page" data-testid="loan-page">
      <PageNav title={t('pages.borrowing')} />
      <div className="page-body loan-body">
        {missing ? (
          <EmptyView
            testId="loan-missing"
            title={t('loans.loanMissing')}
            action={
              <Button
                size="small"
                color="primary"
                onClick={() => void navigate(borrowingPath('loans'), { replace: true })}
              >
                {t('loans.backToLoans')}
              </Button>
            }
          />
        ) : (
          <QueryView query={loan}>{(l) => <Body loan={l} />}</QueryView>
        )}
      </div>
    </div>
  );
}
