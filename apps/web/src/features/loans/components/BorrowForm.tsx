import type { LoanPreview, LoanProduct } from '@meridian/contract/loans';
import { Button, Slider } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import {
  amountAtLtv,
  borrowPreview,
  borrowProblems,
  borrowRequest,
  collateralDecimals,
  defaultTerm,
  maxBorrowNow,
  plain,
  sliderLtv,
} from '../data/borrow';
import type { BorrowForm as Form, LoanProblem } from '../data/borrow';
import { useBorrow, useSpotBalance } from '../data/hooks';
import { messageParams } from '../../../lib/messageParams';
import { PriceField } from '../../../components/TicketParts';
import { Card, coin, ltvPct, pct, priceOf, usdt, useTermLabel } from './parts';
import { loanPath } from '../paths';
import { sanitizeAmount } from '../../../lib/amountInput';
import { Fact } from '../../../components/Fact';

/** The preview's figures: LTV, max borrow, liquidation and margin-call prices, interest per hour, day, term. */
function PreviewFacts({ p, preview, prefix }: { p: LoanProduct; preview: LoanPreview; prefix: string }) {
  const { t } = useTranslation();
  const cur = p.borrow_currency;
  return (
    <>
      <Fact
        look="loan"
        label={t('loans.ltv')}
        testId={`${prefix}-ltv`}
        tone={preview.allowed ? undefined : 'down'}
      >
        {ltvPct(preview.ltv)}
      </Fact>
      <Fact look="loan" label={t('loans.liquidationPrice')} testId={`${prefix}-liquidation`} tone="down">
        {priceOf(preview.liquidationPrice, p.price_precision)}
      </Fact>
      <Fact look="loan" label={t('loans.marginCallPrice')} testId={`${prefix}-margin-call`}>
        {priceOf(preview.marginCallPrice, p.price_precision)}
      </Fact>
      <Fact look="loan" label={t('loans.hourlyInterest')} testId={`${prefix}-hourly`}>
        {usdt(preview.hourlyInterest, cur)}
      </Fact>
      <Fact look="loan" label={t('loans.dailyInterest')} testId={`${prefix}-daily`}>
        {usdt(preview.dailyInterest, cur)}
      </Fact>
      {preview.termInterest ? (
        <Fact look="loan" label={t('loans.termInterest')} testId={`${prefix}-term-interest`}>
          {usdt(preview.termInterest, cur)}
        </Fact>
      ) : (
        <p className="loan-note muted" data-testid={`${prefix}-open-note`}>
          {t('loans.openTermNote')}
        </p>
      )}
    </>
  );
}

/** The borrow form of one product: collateral, term, amount or LTV slider, the live preview, a confirmation. */
export function BorrowForm({ p, price }: { p: LoanProduct; price: string | null }) {
  const overlays = usePageOverlays();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const termLabel = useTermLabel();
  const spot = useSpotBalance(p.currency_id);
  const borrow = useBorrow();
  const decimals = collateralDecimals(spot.precision);
  const [form, setForm] = useState<Form>({ collateral: '', amount: '', termDays: defaultTerm(p) });
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const problems = borrowProblems(form, p, price, decimals, spot.available);
  const preview = borrowPreview(form, p, price, decimals);
  const max = maxBorrowNow(form.collateral, p, price, decimals);
  const shown = (problem: LoanProblem | null, raw: string) =>
    problem && (tried || raw.trim() !== '')
      ? i18n.t(`errors.${problem.key}`, messageParams(problem.key, problem.params))
      : undefined;
  const insufficient = problems.collateral?.key === 'insufficient_balance';
  const initialTop = Math.floor(Number(p.initial_ltv));

  const submit = async () => {
    setTried(true);
    if (!problems.ok || !preview) return;
    const ok = await overlays.confirm({
      title: t('loans.confirmTitle'),
      content: (
        <div className="loan-confirm" data-testid="loan-confirm-text">
          <Fact look="loan" label={t('loans.collateral')} testId="loan-confirm-collateral">
            {coin(plain(form.collateral), p.currency)}
          </Fact>
          <Fact look="loan" label={t('loans.borrowAmount')} testId="loan-confirm-amount">
            {usdt(plain(form.amount), p.borrow_currency)}
          </Fact>
          <Fact look="loan" label={t('loans.term')}>
            {termLabel(form.termDays)}
          </Fact>
          <PreviewFacts p={p} preview={preview} prefix="loan-confirm" />
          <p className="muted">
            {t('loans.confirmNote', { collateral: coin(plain(form.collateral), p.currency) })}
          </p>
        </div>
      ),
      confirmText: <span data-testid="loan-confirm">{t('loans.confirmBorrow')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    const body = borrowRequest(form, p);
    try {
      const loan = await borrow.mutateAsync({ body });
      Toast.show({
        icon: 'success',
        content: t('loans.borrowedToast', { amount: usdt(loan.borrowed, p.borrow_currency, 'down') }),
      });
      void navigate(loanPath(loan.id));
    } catch {
      // toasted by the http helper; a lost reply keeps the key for the same request (sendIntent)
    }
  };

  return (
    <form
      className="loan-form"
      data-testid="loan-borrow-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Card>
        <label className="loan-label">
          {t('loans.collateralAmount')}
          <span className="loan-label-side">
            <span className="muted" data-testid="loan-available">
              {t('loans.available', {
                amount: spot.available === undefined ? '--' : coin(spot.available, p.currency),
              })}
            </span>
            <button
              type="button"
              className="loan-link"
              data-testid="loan-collateral-all"
              disabled={spot.available === undefined}
              onClick={() => set({ collateral: plain(sanitizeAmount(spot.available ?? '', decimals)) })}
            >
              {t('loans.all')}
            </button>
          </span>
        </label>
        <PriceField
          testId="loan-collateral"
          label={t('loans.collateralPlaceholder', { currency: p.currency })}
          value={form.collateral}
          unit={p.currency}
          error={shown(problems.collateral, form.collateral)}
          onChange={(v) => set({ collateral: sanitizeAmount(v, decimals) })}
        />
        <span className="loan-label">{t('loans.term')}</span>
        <ChipTabs
          className="loan-chips"
          testId="loan-term"
          value={form.termDays}
          options={p.terms.map((d) => ({ value: d, label: termLabel(d) }))}
          onChange={(termDays) => set({ termDays })}
        />
        <label className="loan-label">
          {t('loans.borrowAmount')}
          <span className="loan-label-side">
            {max ? (
              <span className="muted" data-testid="loan-max-borrow">
                {t('loans.maxBorrow', { amount: usdt(max, p.borrow_currency, 'down') })}
              </span>
            ) : null}
            <button
              type="button"
              className="loan-link"
              data-testid="loan-amount-max"
              disabled={!max}
              onClick={() => max && set({ amount: max.toFixed() })}
            >
              {t('loans.max')}
            </button>
          </span>
        </label>
        <PriceField
          testId="loan-amount"
          label={t('loans.borrowPlaceholder')}
          value={form.amount}
          unit={p.borrow_currency}
          error={shown(problems.amount, form.amount)}
          onChange={(v) => set({ amount: sanitizeAmount(v, 8) })}
        />
        <div className="loan-slider" data-testid="loan-ltv-slider">
          <span className="loan-label">
            {t('loans.ltvSlider')} <b>{pct(String(sliderLtv(form, p, price, decimals)), 0)}</b>
          </span>
          <Slider
            min={0}
            max={initialTop}
            step={1}
            value={sliderLtv(form, p, price, decimals)}
            disabled={!max}
            onChange={(v) => {
              const ltv = Array.isArray(v) ? (v[1] ?? 0) : v;
              set({ amount: amountAtLtv(form.collateral, price, ltv, decimals) });
            }}
          />
        </div>
      </Card>
      <Card title={t('loans.preview')} testId="loan-preview">
        {preview ? (
          <div className="loan-facts">
            <PreviewFacts p={p} preview={preview} prefix="loan-preview" />
          </div>
        ) : (
          <p className="loan-note muted" data-testid="loan-preview-empty">
            {t('loans.previewEmpty')}
          </p>
        )}
        <p className="loan-note muted">
          {t('loans.riskNote', {
            marginCall: pct(p.margin_call_ltv, 2),
            liquidation: pct(p.liquidation_ltv, 2),
          })}
        </p>
      </Card>
      <Button
        block
        color="primary"
        type="submit"
        disabled={insufficient || borrow.isPending}
        loading={borrow.isPending}
        data-testid="loan-submit"
      >
        {insufficient ? i18n.t('errors.insufficient_balance') : t('loans.borrowButton')}
      </Button>
    </form>
  );
}
