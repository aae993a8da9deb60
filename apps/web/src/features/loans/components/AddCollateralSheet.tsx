import type { LoanView } from '@meridian/contract/loans';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collateralDecimals, plain } from '../data/borrow';
import { useAddCollateral, useSpotBalance } from '../data/hooks';
import { addCollateralPreview, addCollateralProblem } from '../data/loan';
import type { CollateralPreview } from '../data/loan';
import { messageParams } from '../../../lib/messageParams';
import { PriceField } from '../../../components/TicketParts';
import { LoanSheet, SheetBody } from './Sheet';
import type { SheetFormProps } from './Sheet';
import { coin, ltvPct, priceOf } from './parts';
import { sanitizeAmount } from '../../../lib/amountInput';
import { Fact } from '../../../components/Fact';

function AfterFacts({ loan, c, prefix }: { loan: LoanView; c: CollateralPreview; prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Fact look="loan" label={t('loans.collateralAfter')} testId={`${prefix}-collateral-after`}>
        {coin(c.collateralAfter, loan.currency)}
      </Fact>
      <Fact look="loan" label={t('loans.ltvAfter')} testId={`${prefix}-ltv-after`}>
        {ltvPct(c.ltvAfter)}
      </Fact>
      <Fact look="loan" label={t('loans.liquidationAfter')} testId={`${prefix}-liquidation-after`}>
        {priceOf(c.liquidationAfter, loan.price_precision)}
      </Fact>
      <Fact look="loan" label={t('loans.marginCallAfter')} testId={`${prefix}-margin-call-after`}>
        {priceOf(c.marginCallAfter, loan.price_precision)}
      </Fact>
    </>
  );
}

function AddForm({ loan, price, onDone }: SheetFormProps) {
  const overlays = usePageOverlays();
  const { t, i18n } = useTranslation();
  const spot = useSpotBalance(loan.currency_id);
  const add = useAddCollateral();
  const decimals = collateralDecimals(spot.precision);
  const [amount, setAmount] = useState('');
  const preview = addCollateralPreview(loan, amount, decimals, price);
  const problem = addCollateralProblem(amount, decimals, spot.available);

  const submit = async () => {
    if (problem || !preview) return;
    const ok = await overlays.confirm({
      title: t('loans.addConfirmTitle'),
      content: (
        <div className="loan-confirm" data-testid="loan-add-confirm-text">
          <Fact look="loan" label={t('loans.addAmount')} testId="loan-add-confirm-amount">
            {coin(plain(amount), loan.currency)}
          </Fact>
          <AfterFacts loan={loan} c={preview} prefix="loan-add-confirm" />
        </div>
      ),
      confirmText: <span data-testid="loan-add-confirm">{t('loans.addConfirm')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const body = { id: loan.id, amount: plain(amount) };
      await add.mutateAsync({ body });
      Toast.show({ icon: 'success', content: t('loans.addedToast') });
      onDone();
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <SheetBody
      title={t('loans.addTitle')}
      testId="loan-add-sheet"
      action={{
        label: t('loans.addCollateralButton'),
        disabled: Boolean(problem),
        pending: add.isPending,
        onClick: () => void submit(),
      }}
    >
      <Fact look="loan" label={t('loans.collateral')}>
        {coin(loan.collateral, loan.currency)}
      </Fact>
      <span className="muted loan-sub" data-testid="loan-add-available">
        {t('loans.available', {
          amount: spot.available === undefined ? '--' : coin(spot.available, loan.currency),
        })}
      </span>
      <PriceField
        testId="loan-add-amount"
        label={t('loans.addAmount')}
        value={amount}
        unit={loan.currency}
        error={
          problem && amount.trim() !== ''
            ? i18n.t(`errors.${problem.key}`, messageParams(problem.key, problem.params))
            : undefined
        }
        onChange={(v) => setAmount(sanitizeAmount(v, decimals))}
      />
      {preview ? (
        <div className="loan-facts">
          <AfterFacts loan={loan} c={preview} prefix="loan-add" />
        </div>
      ) : null}
    </SheetBody>
  );
}

/** Hold more collateral on a loan: the collateral, LTV and trigger prices afterwards; a confirmation. */
export function AddCollateralSheet(props: {
  loan: LoanView | null;
  price: string | null;
  onClose: () => void;
}) {
  return <LoanSheet {...props} form={AddForm} />;
}
