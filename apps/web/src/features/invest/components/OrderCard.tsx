import type { InvestOrder } from '@meridian/contract/invest';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/earn';
import { outcomeCase, sampleArithmetic, sampleMinute, sampleWindow, utcTime } from '../data/orders';
import { formatDateTime } from '../../../lib/dates';
import { OutcomeBox, TypeBadge, apr, exact, price } from './parts';
import { Fact } from '../../../components/Fact';

/** The settlement of an order: its price, the samples it is the mean of (expandable), and the arithmetic. */
function Settlement({ o }: { o: InvestOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const math = sampleArithmetic(o.samples, o.settle_price);
  return (
    <div className="invest-settlement" data-testid={`invest-settlement-${o.id}`}>
      <Fact look="invest" label={t('invest.settlePrice')} testId={`invest-settle-price-${o.id}`}>
        {price(o.settle_price)} USDT
      </Fact>
      {math ? (
        <>
          <p className="invest-note" data-testid={`invest-samples-summary-${o.id}`}>
            {t('invest.samplesSummary', {
              n: math.count,
              window: sampleWindow(o.settle_at),
              low: price(math.low),
              high: price(math.high),
            })}
          </p>
          <button
            type="button"
            className="invest-samples-toggle"
            aria-expanded={open}
            data-testid={`invest-samples-toggle-${o.id}`}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t('invest.hideSamples') : t('invest.showSamples', { n: math.count })}
          </button>
          {open ? (
            <div className="invest-samples" data-testid={`invest-samples-${o.id}`}>
              <ol>
                {o.samples.map((s) => (
                  <li key={s.t}>
                    <span>{sampleMinute(s.t)} UTC</span>
                    <b>{price(s.price)}</b>
                  </li>
                ))}
              </ol>
              <p className="invest-math" data-testid={`invest-samples-math-${o.id}`}>
                {exact(math.sum)} ÷ {math.count} = {price(math.mean)}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One of my invest orders: terms as bought, both outcomes, and — once settled — the price, samples, payout. */
export function OrderCard({ o }: { o: InvestOrder }) {
  const { t } = useTranslation();
  const settled = o.status === 'success';
  const hit = settled && o.settle_price ? outcomeCase(o, o.settle_price) : undefined;
  return (
    <article className="invest-card card" data-testid={`invest-order-${o.id}`} data-status={o.status}>
      <header className="invest-card-head">
        <b className="invest-card-name">{o.name}</b>
        <TypeBadge type={o.type} />
        <span className={`invest-status ${o.status}`} data-testid={`invest-order-status-${o.id}`}>
          {t(`invest.status.${o.status}`)}
        </span>
      </header>
      <div className="invest-grid">
        <Fact look="invest" label={t('invest.shares')}>
          {o.num}
        </Fact>
        <Fact look="invest" label={t('invest.deposit')} testId={`invest-order-amount-${o.id}`}>
          {exact(o.amount)} {o.pay_currency_name}
        </Fact>
        <Fact look="invest" label={t('invest.apr')} tone="up">
          {apr(o.apr)}
        </Fact>
        <Fact look="invest" label={t('invest.holdingDays')}>
          {t('earn.days', { count: o.day })}
        </Fact>
        <Fact look="invest" label={t('invest.linkedPrice')}>
          {price(o.linked_price)}
        </Fact>
        <Fact look="invest" label={t('invest.settlesAt')}>
          {utcTime(o.settle_at)}
        </Fact>
      </div>
      <OutcomeBox
        type={o.type}
        linkedPrice={o.linked_price}
        outcomes={{ below: o.below, above: o.above }}
        hit={hit}
        testId={`invest-order-outcomes-${o.id}`}
      />
      {o.status === 'purchased' ? (
        <Countdown to={o.settle_at} label={t('invest.settlesIn')} doneText={t('invest.settlingSoon')} />
      ) : null}
      {o.status === 'settling' ? <p className="invest-note">{t('invest.settlingText')}</p> : null}
      {settled ? <Settlement o={o} /> : null}
      {o.status === 'failed' ? (
        <p className="invest-note" data-testid={`invest-failed-${o.id}`}>
          {t('invest.failedText')}
        </p>
      ) : null}
      {o.payout ? (
        <div className="invest-payout" data-testid={`invest-payout-${o.id}`}>
          <span>{settled ? t('invest.payout') : t('invest.refund')}</span>
          <b className="up">
            +{exact(o.payout.amount)} {o.payout.currency_name}
          </b>
          {o.settled_at ? <small className="muted">{formatDateTime(o.settled_at)}</small> : null}
        </div>
      ) : null}
      <small className="muted invest-order-time">
        {t('invest.boughtAt', { time: formatDateTime(o.created_at) })}
      </small>
    </article>
  );
}
