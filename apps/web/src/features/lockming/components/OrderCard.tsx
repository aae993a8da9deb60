import type { LockOrder } from '@meridian/contract/lockming';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, ProgressBar } from '../../../components/earn';
import { useLockCancel } from '../data/hooks';
import { redeemPreview } from '../data/lockming';
import { formatDateTime } from '../../../lib/dates';
import { amountOf, dayOf, pct } from './parts';
import { Fact } from '../../../components/Fact';

/** Paid days shown before "show all". */
const DIVIDENDS_FOLDED = 3;

/** The paid days of a lock, newest first: day, that day's rate, the dividend. */
function Dividends({ o, money }: { o: LockOrder; money: (v: string) => string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (o.dividends.length === 0)
    return (
      <p className="lock-note muted">
        {o.status === 'running' ? t('lockming.noDividendsYet') : t('lockming.noDividends')}
      </p>
    );
  const rows = open ? o.dividends : o.dividends.slice(0, DIVIDENDS_FOLDED);
  return (
    <div className="lock-dividends" data-testid={`lock-dividends-${o.id}`}>
      <div className="lock-dividend head">
        <span>{t('lockming.day')}</span>
        <span>{t('lockming.dayRate')}</span>
        <span>{t('lockming.dividend')}</span>
      </div>
      {rows.map((d) => (
        <div className="lock-dividend" key={d.day} data-testid={`lock-dividend-${o.id}-${d.day}`}>
          <span>{d.day}</span>
          <span>{pct(d.rate)}</span>
          <b className="up">+{money(d.amount)}</b>
        </div>
      ))}
      {o.dividends.length > DIVIDENDS_FOLDED ? (
        <button type="button" className="lock-text-link" onClick={() => setOpen((v) => !v)}>
          {open ? t('lockming.showLess') : t('lockming.showAll', { count: o.days_paid })}
        </button>
      ) : null}
    </div>
  );
}

function useRedeem(o: LockOrder, money: (v: string) => string) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const cancel = useLockCancel();
  const run = async () => {
    const r = redeemPreview(o);
    if (!r) return;
    const ok = await overlays.confirm({
      title: t('lockming.redeemTitle'),
      content: (
        <div className="lock-confirm" data-testid="lock-redeem-text">
          <Fact look="lock" label={t('lockming.amount')}>
            {money(o.amount)}
          </Fact>
          <Fact look="lock" label={t('lockming.remainingDays')} testId="lock-redeem-days">
            {t('lockming.daysN', { count: r.remainingDays })}
          </Fact>
          <p className="lock-formula muted" data-testid="lock-redeem-formula">
            {t('lockming.penaltyFormula', {
              rate: pct(o.cancel_rate),
              count: r.remainingDays,
              days: r.remainingDays,
              amount: money(o.amount),
            })}
          </p>
          <Fact look="lock" label={t('lockming.penalty')} testId="lock-redeem-penalty" tone="down">
            {money(r.penalty)}
          </Fact>
          <Fact look="lock" label={t('lockming.returned')} testId="lock-redeem-refund" tone="up">
            {money(r.refund)}
          </Fact>
          <p className="muted">{t('lockming.redeemNote', { earned: money(o.total_interest) })}</p>
        </div>
      ),
      confirmText: <span data-testid="lock-redeem-confirm">{t('lockming.redeemConfirm')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ id: o.id, penalty: r.penalty });
      Toast.show({ icon: 'success', content: t('lockming.redeemedToast', { amount: money(r.refund) }) });
    } catch {
      // toasted by the http helper; a penalty that changed since the preview reloads the order with the new one
    }
  };
  return { run, pending: cancel.isPending };
}

/** One of my locks: amount, term, dividends by day, total earned; early redemption while running. */
export function OrderCard({ o, decimals }: { o: LockOrder; decimals: number }) {
  const { t } = useTranslation();
  const money = (v: string) => amountOf(v, decimals, o.currency_name);
  const redeem = useRedeem(o, money);
  const running = o.status === 'running';
  return (
    <article className="lock-card card" data-testid={`lock-order-${o.id}`} data-status={o.status}>
      <header className="lock-head">
        <div className="lock-head-who">
          <b>{o.title || o.currency_name}</b>
          <span className="muted">
            {t('lockming.daysN', { count: o.day })} · {formatDateTime(o.created_at)}
          </span>
        </div>
        <span className={`lock-status ${o.status}`} data-testid={`lock-order-status-${o.id}`}>
          {t(`lockming.status.${o.status}`)}
        </span>
      </header>
      <div className="lock-facts">
        <Fact look="lock" label={t('lockming.amount')} testId={`lock-order-amount-${o.id}`}>
          {money(o.amount)}
        </Fact>
        <Fact look="lock" label={t('lockming.totalEarned')} testId={`lock-order-earned-${o.id}`} tone="up">
          {money(o.total_interest)}
        </Fact>
        <Fact look="lock" label={t('lockming.term')}>
          {dayOf(o.start_at)} → {dayOf(o.end_at)}
        </Fact>
        <Fact look="lock" label={t('lockming.dailyYield')}>
          {o.rate_min === o.rate_max ? pct(o.rate_min) : `${pct(o.rate_min)}–${pct(o.rate_max)}`}
        </Fact>
        {o.status === 'redeemed' ? (
          <>
            <Fact look="lock" label={t('lockming.penaltyPaid')} testId={`lock-order-fee-${o.id}`} tone="down">
              {money(o.cancel_fee)}
            </Fact>
            <Fact look="lock" label={t('lockming.returned')} testId={`lock-order-returned-${o.id}`}>
              {money(o.returned)}
            </Fact>
          </>
        ) : null}
        {o.status === 'matured' ? (
          <Fact look="lock" label={t('lockming.principalBack')} testId={`lock-order-returned-${o.id}`}>
            {money(o.returned)}
          </Fact>
        ) : null}
        {!running && o.closed_at ? (
          <Fact look="lock" label={t('lockming.closedAt')}>
            {formatDateTime(o.closed_at)}
          </Fact>
        ) : null}
      </div>
      <ProgressBar
        testId={`lock-order-progress-${o.id}`}
        label={t('lockming.dividendDays')}
        detail={t('lockming.paidOf', { paid: o.days_paid, days: o.day })}
        percent={o.day > 0 ? String(Math.min(100, (o.days_paid / o.day) * 100)) : '0'}
        tone="up"
      />
      {running ? (
        <Countdown
          to={o.end_at}
          label={t('lockming.maturesIn')}
          testId={`lock-order-countdown-${o.id}`}
          className="lock-countdown"
        />
      ) : null}
      <Dividends o={o} money={money} />
      {running && o.redeem ? (
        <Button
          block
          size="small"
          fill="outline"
          color="danger"
          loading={redeem.pending}
          data-testid={`lock-redeem-${o.id}`}
          onClick={() => void redeem.run()}
        >
          {t('lockming.redeemEarly')}
        </Button>
      ) : null}
    </article>
  );
}
