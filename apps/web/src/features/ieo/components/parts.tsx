import { toDecimalOrNull } from '@meridian/contract';
import type { IeoPhase } from '@meridian/contract/earn';
import type { IeoOrder, IeoProjectItem } from '@meridian/contract/ieo';
import { useTranslation } from 'react-i18next';
import { Countdown, DemoTag, ProgressBar } from '../../../components/earn';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { allocationAddsUp, allocationLines, ratioPercent, subscribedPercent } from '../data/ticket';
import { formatNumber, formatPercentFigure } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import './ieo.css';

/** Small pieces shared by the IEO screens. */

/** Tokens: up to 8 decimals, trailing zeros trimmed ("1,000", "187.5"), rounded down. */
export const tokens = (v: string): string =>
  formatNumber(v, { decimals: 8, minDecimals: 0, rounding: 'down' });
/** Pay-currency amounts and prices, exact to 8 decimals, at least 2 ("150.00", "93.75", "0.0125"). */
export const money = (v: string): string =>
  formatNumber(v, { decimals: 8, minDecimals: 2, rounding: 'down' });

export function PhaseTag({ phase }: { phase: IeoPhase }) {
  const { t } = useTranslation();
  return (
    <span className={`ieo-phase ${phase}`} data-testid="ieo-phase" data-phase={phase}>
      {t(`ieo.phase.${phase}`)}
    </span>
  );
}

/**
 * The phase's countdown: to the start (warm-up), the end (in progress), the time to market (ended, tokens not
 * yet delivered); else a "closed" line. `onDone` refetches when the phase changes.
 */
export function PhaseCountdown({
  p,
  onDone,
}: {
  p: Pick<IeoProjectItem, 'phase' | 'countdown_to' | 'allocation' | 'total_sell'>;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const label =
    p.phase === 'warmup' ? t('ieo.startsIn') : p.phase === 'live' ? t('ieo.endsIn') : t('ieo.marketIn');
  // a sale nobody subscribed to delivered nothing: it is closed, not "tokens delivered"
  const delivered = p.allocation === 'delivered' && !nothingRequested(p);
  const closed = delivered ? t('ieo.deliveredAll') : t('ieo.closed');
  return (
    <Countdown to={p.countdown_to} label={label} doneText={closed} onDone={onDone} testId="ieo-countdown" />
  );
}

const nothingRequested = (p: Pick<IeoProjectItem, 'total_sell'>) =>
  toDecimalOrNull(p.total_sell)?.isZero() ?? false;

/**
 * Requested so far against the supply (beyond 100 % when oversubscribed: then pro rata); an ended sale that
 * nobody subscribed to says so instead of "Subscribed 0.00 %".
 */
export function SubscribedBar({
  p,
}: {
  p: Pick<IeoProjectItem, 'total_sell' | 'amount' | 'currency_name' | 'phase'>;
}) {
  const { t } = useTranslation();
  const pct = subscribedPercent(p.total_sell, p.amount);
  if (p.phase === 'ended' && nothingRequested(p))
    return (
      <p className="ieo-none" data-testid="ieo-progress-none">
        {t('ieo.noSubscriptions')}
      </p>
    );
  return (
    <ProgressBar
      testId="ieo-progress"
      percent={pct}
      label={t('ieo.subscribedShare', { pct: formatNumber(pct, { decimals: 2 }) })}
      detail={`${tokens(p.total_sell)} / ${tokens(p.amount)} ${p.currency_name}`}
    />
  );
}

export function ProjectLogo({
  p,
  size = 40,
}: {
  p: Pick<IeoProjectItem, 'logo' | 'currency_name'>;
  size?: number;
}) {
  return <CoinIcon name={p.currency_name} logo={p.logo || undefined} size={size} />;
}

/** A project's head on its card and its page: logo, title with the demo label, summary, phase. */
export function ProjectHead({
  p,
  logoSize,
  titleTestId,
}: {
  p: Pick<IeoProjectItem, 'logo' | 'currency_name' | 'title' | 'is_demo' | 'summary' | 'phase'>;
  logoSize?: number;
  titleTestId?: string;
}) {
  return (
    <div className="ieo-card-head">
      <ProjectLogo p={p} size={logoSize} />
      <div className="ieo-card-title">
        <h3 data-testid={titleTestId}>
          {p.title} {p.is_demo ? <DemoTag /> : null}
        </h3>
        <p>{p.summary || p.currency_name}</p>
      </div>
      <PhaseTag phase={p.phase} />
    </div>
  );
}

/** The status of a subscription, coloured. */
export function OrderStatus({ status }: { status: IeoOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`ieo-status ${status}`} data-testid="ieo-order-status" data-status={status}>
      {t(`ieo.status.${status}`)}
    </span>
  );
}

/**
 * A subscription's allocation arithmetic, line by line: requested, held; then the fill (ratio or cap),
 * allocated, cost = allocated × price, refunded = held − cost, delivered (or when).
 */
export function AllocationCalc({ o }: { o: IeoOrder }) {
  const { t } = useTranslation();
  const unit = (u: string) => (u === 'token' ? o.currency_name : u === 'pay' ? o.pay_currency_name : '');
  const show = (line: ReturnType<typeof allocationLines>[number]) => {
    if (line.unit === 'time') return formatDateTime(line.value);
    if (line.unit === 'ratio')
      return formatPercentFigure(ratioPercent(line.value), { decimals: 4, minDecimals: 0 });
    return `${line.unit === 'token' ? tokens(line.value) : money(line.value)} ${unit(line.unit)}`;
  };
  const lines = allocationLines(o);
  return (
    <div className="ieo-calc" data-testid="ieo-calc" data-adds-up={allocationAddsUp(o)}>
      {lines.map((l) => (
        <div key={l.key} className={`ieo-calc-row ${l.key}`}>
          <span>
            {t(`ieo.calc.${l.key}`)}
            {l.key === 'cost' ? (
              <small>
                {' '}
                {tokens(o.coin_amount)} × {money(o.price)}
              </small>
            ) : null}
            {l.key === 'refunded' ? (
              <small>
                {' '}
                {money(o.paid)} − {money(o.cost)}
              </small>
            ) : null}
          </span>
          <b data-testid={`ieo-calc-${l.key}`}>{show(l)}</b>
        </div>
      ))}
      {o.status === 'subscribed' ? <p className="ieo-calc-note">{t('ieo.calc.waiting')}</p> : null}
    </div>
  );
}
