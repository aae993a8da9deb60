import type { LockProduct } from '@meridian/contract/lockming';
import type { Decimal } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { DemoTag } from '../../../components/earn';
import { rateRange } from '../data/lockming';
import { formatPercentFigure } from '../../../lib/format';
import { amountText } from '../../../components/Amount';
import { Fact } from '../../../components/Fact';

/** Small pieces shared by the locked-mining screens. */

/** A rate already in percent, as the locale writes a percentage, 1–4 decimals: "0.4" → "0.4%" (fra "0,4 %"). */
export function pct(value: string): string {
  return formatPercentFigure(value, { decimals: 4, minDecimals: 1 });
}

/** The daily yield range: "0.3%–0.4%" (one figure when both ends are equal). */
export function rangePct(p: Pick<LockProduct, 'rate_min' | 'rate_max'>): string {
  return rateRange(p).map(pct).join('–');
}

/** An amount of the lock's currency with its code: "1,000.00 USDT". */
export function amountOf(value: string | Decimal, decimals: number, currency: string): string {
  return amountText({ value, precision: decimals, currency });
}

/** A UTC day (`YYYY-MM-DD`) or a moment, as the date of a term. */
export function dayOf(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '--' : d.toISOString().slice(0, 10);
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
      <Fact look="lock" label={t('lockming.lockDays')} testId={`lock-days-${p.id}`}>
        {t('lockming.daysN', { count: p.day })}
      </Fact>
      <Fact look="lock" label={t('lockming.minAmount')} testId={`lock-min-${p.id}`}>
        {amountOf(p.save_min, decimals, p.currency_name)}
      </Fact>
      <Fact look="lock" label={t('lockming.todayRate')} testId={`lock-today-${p.id}`} tone="up">
        {p.interest_rate ? pct(p.interest_rate) : '--'}
      </Fact>
      <Fact look="lock" label={t('lockming.tomorrowRate')} testId={`lock-tomorrow-${p.id}`}>
        {p.next_rate ? pct(p.next_rate) : t('lockming.notPublished')}
      </Fact>
      <Fact look="lock" label={t('lockming.penaltyRate')} testId={`lock-penalty-${p.id}`}>
        {t('lockming.perDay', { rate: pct(p.cancel_rate) })}
      </Fact>
    </div>
  );
}
