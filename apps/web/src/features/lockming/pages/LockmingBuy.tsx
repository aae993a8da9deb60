import type { LockProduct } from '@meridian/contract/lockming';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useNow } from '../../../components/earn';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useLockDeposit, useLockProduct, useSpotBalance } from '../data/hooks';
import { amountProblem, lockPreview, plain } from '../data/lockming';
import { formatDateTime } from '../../../lib/dates';
import { messageParams } from '../../../lib/messageParams';
import { PriceField } from '../../../components/TicketParts';
import { ProductFacts, ProductHead, amountOf, pct, rangePct } from '../components/parts';
import { LOCK_GUIDE, LOCK_HOME, LOCK_ORDERS, idParam } from '../paths';
import '../../../styles/trade.css';
import './lockming.css';
import { sanitizeAmount } from '../../../lib/amountInput';
import { Fact } from '../../../components/Fact';

function BuyForm({ p }: { p: LockProduct }) {
  const overlays = usePageOverlays();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const spot = useSpotBalance(p.currency_id);
  const deposit = useLockDeposit();
  const now = useNow(30_000);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const cur = p.currency_name;
  const money = (v: Parameters<typeof amountOf>[0]) => amountOf(v, spot.decimals, cur);
  const known = spot.query.data !== undefined;
  const found = amountProblem(amount, p, spot);
  // until the balance is read, only the amount itself is checked (the server checks the balance anyway)
  const problem = !known && found?.key === 'insufficient_balance' ? null : found;
  const preview = lockPreview(amount, p, spot.decimals, new Date(now));
  const insufficient = problem?.key === 'insufficient_balance';
  const shown = problem && (tried || amount.trim() !== '') ? problem : null;
  const incomeText = preview.income ? `${money(preview.income.min)} – ${money(preview.income.max)}` : '--';

  const submit = async () => {
    setTried(true);
    if (problem) return;
    const ok = await overlays.confirm({
      title: t('lockming.confirmTitle'),
      content: (
        <div className="lock-confirm" data-testid="lock-confirm-text">
          <Fact look="lock" label={t('lockming.amount')} testId="lock-confirm-amount">
            {money(amount.trim())}
          </Fact>
          <Fact look="lock" label={t('lockming.lockDays')}>
            {t('lockming.daysN', { count: p.day })}
          </Fact>
          <Fact look="lock" label={t('lockming.dailyYield')}>
            {rangePct(p)}
          </Fact>
          <Fact look="lock" label={t('lockming.expectedIncome')} testId="lock-confirm-income" tone="up">
            {incomeText}
          </Fact>
          <Fact look="lock" label={t('lockming.firstDividendDay')}>
            {formatDateTime(preview.startAt.toISOString())}
          </Fact>
          <Fact look="lock" label={t('lockming.maturity')}>
            {formatDateTime(preview.endAt.toISOString())}
          </Fact>
          <p className="muted">{t('lockming.confirmNote', { rate: pct(p.cancel_rate) })}</p>
        </div>
      ),
      confirmText: <span data-testid="lock-confirm">{t('lockming.confirmLock')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await deposit.mutateAsync({ configId: p.id, amount: plain(amount.trim()) });
      Toast.show({ icon: 'success', content: t('lockming.lockedToast') });
      void navigate(LOCK_ORDERS, { replace: true });
    } catch {
      // toasted by the http helper
    }
  };

  return (
    <form
      className="lock-form"
      data-testid="lock-buy-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className="lock-card card">
        <ProductHead
          p={p}
          right={
            <div className="lock-yield">
              <b className="up">{rangePct(p)}</b>
              <span className="muted">{t('lockming.dailyYield')}</span>
            </div>
          }
        />
        <ProductFacts p={p} decimals={spot.decimals} />
      </section>
      <section className="lock-card card">
        <label className="lock-label">
          {t('lockming.amount')}
          <span className="lock-label-side">
            <span className="muted" data-testid="lock-available">
              {t('lockming.available', { amount: known ? money(spot.available) : '--' })}
            </span>
            <button
              type="button"
              className="lock-max"
              data-testid="lock-max"
              disabled={!known}
              onClick={() => setAmount(plain(spot.available))}
            >
              {t('lockming.all')}
            </button>
          </span>
        </label>
        <div className="lock-amount-row">
          <PriceField
            testId="lock-amount"
            label={t('lockming.amountPlaceholder', { min: plain(p.save_min), currency: cur })}
            value={amount}
            unit={cur}
            error={shown ? i18n.t(`errors.${shown.key}`, messageParams(shown.key, shown.params)) : undefined}
            onChange={(v) => setAmount(sanitizeAmount(v, spot.decimals))}
          />
        </div>
        <div className="lock-facts">
          <Fact look="lock" label={t('lockming.expectedIncome')} testId="lock-income" tone="up">
            {incomeText}
          </Fact>
          <Fact look="lock" label={t('lockming.lockTime')}>
            {formatDateTime(now)}
          </Fact>
          <Fact look="lock" label={t('lockming.firstDividendDay')} testId="lock-start">
            {formatDateTime(preview.startAt.toISOString())}
          </Fact>
          <Fact look="lock" label={t('lockming.maturity')} testId="lock-end">
            {formatDateTime(preview.endAt.toISOString())}
          </Fact>
        </div>
        <p className="lock-note muted">{t('lockming.buyNote')}</p>
      </section>
      <Button
        block
        color="primary"
        type="submit"
        disabled={insufficient || deposit.isPending}
        loading={deposit.isPending}
        data-testid="lock-submit"
      >
        {insufficient ? i18n.t('errors.insufficient_balance') : t('lockming.lockUp')}
      </Button>
      <button type="button" className="lock-text-link" onClick={() => void navigate(LOCK_GUIDE)}>
        {t('lockming.howItWorks')}
      </button>
    </form>
  );
}

/** /pages/lockming/buy?id= — lock an amount: available balance, expected income, the term, a confirmation. */
export default function LockmingBuy() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const product = useLockProduct(id);
  const missing = (
    <EmptyView
      testId="lock-buy-missing"
      title={t('lockming.productMissing')}
      action={
        <Button size="small" color="primary" onClick={() => void navigate(LOCK_HOME, { replace: true })}>
          {t('lockming.seeProducts')}
        </Button>
      }
    />
  );
  return (
    <div className="page lock-page" data-testid="lock-buy-page">
      <PageNav title={t('pages.lockmingBuy')} />
      <div className="page-body lock-body">
        {id === 0 ? (
          missing
        ) : (
          <QueryView query={product}>
            {(p) =>
              p === null ? (
                missing
              ) : p.status === 'on' ? (
                <BuyForm p={p} />
              ) : (
                <EmptyView testId="lock-buy-paused" title={t('lockming.pausedText')} />
              )
            }
          </QueryView>
        )}
      </div>
    </div>
  );
}
