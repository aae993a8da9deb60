import { Decimal, type LangCode } from '@meridian/contract';
import {
  lockRedemption,
  lockRemainingDays,
  type LockDayRate,
  type LockTexts,
  type OpsLockProduct,
} from '@meridian/contract/earn';
import {
  type LockDividendRow as LockDividendWire,
  type LockOrder,
  type LockProduct,
} from '@meridian/contract/lockming';
import type { LockDayRateRow, LockDividendRow, LockOrderRow, LockProductRow } from './lockming.repo';

/** Wire views of lock-mining rows (contract `lockming/lockming.ts`, `ops-earn.ts`). */

/** A currency as lock mining shows and rounds it. */
export interface LockCurrency {
  symbol: string;
  /** Wallet decimals: dividends round down to it, penalties up. */
  decimals: number;
}
export type Currencies = (id: number) => LockCurrency;

/** A rate in percent as stored → its shortest decimal string ("0.4"). */
export const pct = (v: string | Decimal) => new Decimal(v).toFixed();
const iso = (d: Date | null) => (d ? d.toISOString() : '');

export function textsIn(texts: LockTexts, lang: LangCode): { title: string; intro: string } {
  const t = texts[lang] ?? texts.en;
  const en = texts.en;
  return { title: t?.title || en?.title || '', intro: t?.intro || en?.intro || '' };
}

export function productView(
  p: LockProductRow,
  c: LockCurrency,
  lang: LangCode,
  rates: { today: string; tomorrow: string | undefined },
): LockProduct {
  const texts = textsIn(p.texts, lang);
  return {
    id: p.id,
    currency_id: p.currencyId,
    currency_name: c.symbol,
    currency_logo: '',
    title: texts.title,
    intro: texts.intro,
    save_min: new Decimal(p.saveMin).toFixed(),
    day: p.days,
    rate_min: pct(p.rateMin),
    rate_max: pct(p.rateMax),
    interest_rate: pct(rates.today),
    next_rate: rates.tomorrow === undefined ? '' : pct(rates.tomorrow),
    cancel_rate: pct(p.cancelRate),
    category: p.category,
    status: p.status === 'paused' ? 'paused' : 'on',
    is_demo: p.isDemo,
    created_at: p.createdAt.toISOString(),
  };
}

export function opsProductView(
  p: LockProductRow,
  c: LockCurrency,
  rates: { today: string; tomorrow: string | undefined },
  totals: { running: number; locked: string },
): OpsLockProduct {
  return {
    ...productView(p, c, 'en', rates),
    texts: p.texts,
    running: totals.running,
    locked: new Decimal(totals.locked).toFixed(c.decimals),
  };
}

export function rateView(r: LockDayRateRow): LockDayRate {
  return {
    config_id: r.productId,
    day: r.day,
    rate: pct(r.rate),
    source: r.source === 'operator' ? 'operator' : 'default',
    published_at: r.publishedAt.toISOString(),
  };
}

function dividendView(d: LockDividendRow, c: LockCurrency): LockDividendWire {
  return {
    day: d.day,
    rate: pct(d.rate),
    amount: new Decimal(d.amount).toFixed(c.decimals),
    paid_at: d.paidAt.toISOString(),
  };
}

/** What an early redemption at `now` would cost and return (null once the order is not running). */
export function redeemPreview(o: LockOrderRow, c: LockCurrency, now: Date): LockOrder['redeem'] {
  if (o.status !== 'running') return null;
  const remaining = lockRemainingDays(o.startAt, o.days, now);
  const { penalty, refund } = lockRedemption(o.amount, o.cancelRate, remaining, c.decimals);
  return {
    remaining_days: remaining,
    penalty: penalty.toFixed(c.decimals),
    refund: refund.toFixed(c.decimals),
  };
}

export function orderView(
  o: LockOrderRow,
  p: { title: string },
  c: LockCurrency,
  dividends: readonly LockDividendRow[],
  now: Date,
): LockOrder {
  const money = (v: string) => new Decimal(v).toFixed(c.decimals);
  return {
    id: o.id,
    config_id: o.productId,
    title: p.title,
    currency_id: o.currencyId,
    currency_name: c.symbol,
    amount: money(o.amount),
    day: o.days,
    rate_min: pct(o.rateMin),
    rate_max: pct(o.rateMax),
    cancel_rate: pct(o.cancelRate),
    total_interest: money(o.totalInterest),
    days_paid: o.daysPaid,
    dividends: dividends.map((d) => dividendView(d, c)),
    created_at: o.createdAt.toISOString(),
    start_at: o.startAt.toISOString(),
    end_at: o.endAt.toISOString(),
    status: o.status === 'redeemed' ? 'redeemed' : o.status === 'matured' ? 'matured' : 'running',
    is_cancel: o.status === 'redeemed' ? 1 : 0,
    cancel_fee: money(o.cancelFee),
    returned: money(o.returned),
    redeem: redeemPreview(o, c, now),
    closed_at: iso(o.closedAt),
  };
}
