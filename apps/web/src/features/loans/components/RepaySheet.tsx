import type { LoanView } from '@meridian/contract/loans';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { plain } from '../data/borrow';
import { useRepay, useSpotBalance } from '../data/hooks';
import { repayPreview, repayProblem } from '../data/loan';
import type { RepayPreview } from '../data/loan';
import { messageParams } from '../../../lib/messageParams';
import { PriceField } from '../../../components/TicketParts';
import { LoanSheet, SheetBody } from './Sheet';
import type { SheetFormProps } from './Sheet';
import { coin, ltvPct, priceOf, usdt } from './parts';
import { sanitizeAmount } from '../../../lib/amountInput';
import { Fact } from '../../../components/Fact';

type Mode = 'part' | 'full';

function RepayFacts({ loan, r, prefix }: { loan: LoanView; r: RepayPreview; prefix: string }) {
  const { t } = useTranslation();
  const cur = loan.borrow_currency;
  return (
    <>
      <Fact look="loan" label={t('loans.toInterest')} testId={`${prefix}-interest`}>
        {usdt(r.interest, cur)}
      </Fact>
      <Fact look="loan" label={t('loans.toPrincipal')} testId={`${prefix}-principal`}>
        {usdt(r.principal, cur)}
      </Fact>
      <Fact look="loan" label={t('loans.repayTotal')} testId={`${prefix}-total`}>
        {usdt(r.total, cur)}
      </Fact>
      {r.full ? (
        <Fact look="loan" label={t('loans.collateralBack')} testId={`${prefix}-collateral-back`} tone="up">
          {coin(loan.collateral, loan.currency)}
        </Fact>
      ) : (
        <>
          <Fact look="loan" label={t('loans.debtAfter')} testId={`${prefix}-debt-after`}>
            {usdt(r.debtAfter, cur)}
          </Fact>
          <Fact look="loan" label={t('loans.ltvAfter')} testId={`${prefix}-ltv-after`}>
            {ltvPct(r.ltvAfter)}
          </Fact>
          <Fact look="loan" label={t('loans.liquidationAfter')} testId={`${prefix}-liquidation-after`}>
            {priceOf(r.liquidationAfter, loan.price_precision)}
          </Fact>
        </>
      )}
    </>
  );
}

function RepayForm({ loan, price, onDone }: SheetFormProps) {
  const overlays = usePageOverlays();
  const { t, i18n } = useTranslation();
  const usdtBalance = useSpotBalance(loan.borrow_currency);
  const repay = useRepay();
  const [mode, setMode] = useState<Mode>('part');
  const [amount, setAmount] = useState('');
  const full = mode === 'full';
  const preview = repayPreview(loan, amount, full, price);
  const problem = repayProblem(loan, amount, full, usdtBalance.available);
  const cur = loan.borrow_currency;

  const submit = async () => {
    if (problem || !preview) return;
    const ok = await overlays.confirm({
      title: t('loans.repayConfirmTitle'),
      content: (
        <div className="loan-confirm" data-testid="loan-repay-confirm-text">
          <RepayFacts loan={loan} r={preview} prefix="loan-repay-confirm" />
          {full ? <p className="muted">{t('loans.repayFullNote')}</p> : null}
        </div>
      ),
      confirmText: <span data-testid="loan-repay-confirm">{t('loans.repayConfirm')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const body = full ? { id: loan.id, full: true } : { id: loan.id, amount: plain(amount), full: false };
      const after = await repay.mutateAsync({ body });
      Toast.show({
        icon: 'success',
        content:
          after.status === 'repaid'
            ? t('loans.repaidFullToast', { collateral: coin(loan.collateral, loan.currency) })
            : t('loans.repaidToast'),
      });
      onDone();
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <SheetBody
      title={t('loans.repayTitle')}
      testId="loan-repay-sheet"
      action={{
        label: t('loans.repayButton'),
        disabled: Boolean(problem),
        pending: repay.isPending,
        onClick: () => void submit(),
      }}
    >
      <ChipTabs
        className="loan-chips"
        testId="loan-repay-mode"
        value={mode}
        options={[
          { value: 'part', label: t('loans.repayPart') },
          { value: 'full', label: t('loans.repayFull') },
        ]}
        onChange={setMode}
      />
      <Fact look="loan" label={t('loans.debt')} testId="loan-repay-debt">
        {usdt(loan.debt, cur)}
      </Fact>
      <span className="muted loan-sub" data-testid="loan-repay-available">
        {t('loans.available', {
          amount: usdtBalance.available === undefined ? '--' : usdt(usdtBalance.available, cur, 'down'),
        })}
      </span>
      {full ? (
        <p className="loan-note muted">{t('loans.repayFullNote')}</p>
      ) : (
        <PriceField
          testId="loan-repay-amount"
          label={t('loans.repayAmount')}
          value={amount}
          unit={cur}
          error={
            problem && amount.trim() !== ''
              ? i18n.t(`errors.${problem.key}`, messageParams(problem.key, problem.params))
              : undefined
          }
          onChange={(v) => setAmount(sanitizeAmount(v, 8))}
        />
      )}
      {preview ? (
        <div className="loan-facts">
          <RepayFacts loan={loan} r={preview} prefix="loan-repay" />
        </div>
      ) : null}
      {full && problem ? (
        <div className="ticket-error" role="alert">
          {i18n.t(`errors.${problem.key}`, messageParams(problem.key, problem.params))}
        </div>
      ) : null}
    </SheetBody>
  );
}

/** Repay part or all of a loan: interest first, with what the loan looks like afterwards; a confirmation. */
export function RepaySheet(props: { loan: LoanView | null; price: string | null; onClose: () => void }) {
  return <LoanSheet {...props} form={RepayForm} />;
}
