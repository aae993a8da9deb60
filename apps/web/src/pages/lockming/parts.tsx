import type { LockProduct } from '@meridian/contract';
import { Decimal } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../components/market/CoinIcon';
import { DemoTag } from '../../components/earn';
import { LabelledFigure, type FigureProps } from '../../components/LabelledFigure';
import { rateRange } from '../../data/lockming/lockming';
import { formatAsset, numberLocale } from '../../lib/format';

/** Small pieces shared by the locked-mining screens. */

/** A rate already in percent, as the locale writes a percentage, 1–4 decimals: "0.4" → "0.4%" (fra "0,4 %"). */
export function pct(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return '--';
  const fraction = new Decimal(value).div(100).toFixed();
  return new Intl.NumberFormat(numberLocale(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 4,
  }).format(Number(fraction));
}

/** The daily yield range: "0.3%–0.4%" (one figure when both ends are equal). */
export function rangePct(p: Pick<LockProduct, 'rate_min' | 'rate_max'>): string {
  return rateRange(p).map(pct).join('–');
}

/** An amount of the lock's currency with its code: "1,000.00 USDT". */
export function amountOf(value: string | Decimal, decimals: number, currency: string): string {
  const v = typeof value === 'string' ? value : value.toFixed();
  return `${formatAsset(v, decimals, currency)} ${currency}`;
}

/** A UTC day (`YYYY-MM-DD`) or a moment, as the date of a term. */
export function dayOf(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '--' : d.toISOString().slice(0, 10);
}

/** A label and its figure, side by side. */
export function Fact(props: FigureProps) {
  return <LabelledFigure className="lock-fact" {...props} />;
}

/** A product's head: coin, title, currency and the demo label. */
export function ProductHead({ p, right }: { p: LockProduct; right?: ReactNode }) {
  return (
    <header className="lock-head">
      <CoinIcon name={p.currency_name} logo={p.currency_logo} size={32} />
      <div className="lock-head-who">
        <b>{p.title || p.currency_name}</b>
        <span className="muted lock-sub">
          {p.currency_name}
          {p.is_demo ? <DemoTag testId={`lock-demo-${p.id}`} /> : null}
        </span>
      </div>
      {right}
    </header>
  );
}

/** The product's terms: range, lock days, today's and tomorrow's rate, minimum and penalty. */
export function ProductFacts({ p, decimals }: { p: LockProduct; decimals: number }) {
  const { t } = useTranslation();
  return (
    <div className="lock-facts">
      <Fact label={t('lockming.lockDays')} testId={`lock-days-${p.id}`}>
        {t('lockming.daysN', { count: p.day })}
      </Fact>
      <Fact label={t('lockming.minAmount')} testId={`lock-min-${p.id}`}>
        {amountOf(p.save_min, decimals, p.currency_name)}
      </Fact>
      <Fact label={t('lockming.todayRate')} testId={`lock-today-${p.id}`} tone="up">
        {p.interest_rate ? pct(p.interest_rate) : '--'}
      </Fact>
      <Fact label={t('lockming.tomorrowRate')} testId={`lock-tomorrow-${p.id}`}>
        {p.next_rate ? pct(p.next_rate) : t('lockming.notPublished')}
      </Fact>
      <Fact label={t('lockming.penaltyRate')} testId={`lock-penalty-${p.id}`}>
        {t('lockming.perDay', { rate: pct(p.cancel_rate) })}
      </Fact>
    </div>
  );
}
