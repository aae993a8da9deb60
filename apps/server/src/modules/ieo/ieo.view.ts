import { Decimal, isoTime, oneOf, type LangCode } from '@meridian/contract';
import {
  EARN_PRODUCT_STATES,
  IEO_ALLOCATION_STATES,
  IEO_ORDER_STATES,
  IEO_TIME_STATUS,
  DAY_MS,
  ieoCountdownTarget,
  ieoPhase,
  ieoRemainingPercent,
  type IeoTexts,
  type OpsIeoProject,
} from '@meridian/contract/earn';
import { type IeoOrder, type IeoProject, type IeoProjectItem } from '@meridian/contract/ieo';
import type { IeoOrderRow, IeoProjectRow } from './ieo.repo';

/** IEO projects and subscriptions as the wire shows them (contract `ieo/ieo.ts`). Pure. */

/** Names of the currencies a project shows (the token's and the pay currency's symbols). */
export interface ProjectNames {
  currency: string;
  payCurrency: string;
}

/** A decimal as its shortest exact string (stored NUMERIC(36,18) without the trailing zeros). */
export const dec = (v: Decimal | string | number | null | undefined): string => new Decimal(v ?? 0).toFixed();

/** The project's texts in `lang`, else English. */
export function textsIn(
  texts: IeoTexts,
  lang: LangCode,
): { title: string; summary: string; content: string } {
  const en = texts.en ?? { title: '', summary: '', content: '' };
  const t = texts[lang] ?? en;
  return { title: t.title || en.title, summary: t.summary || en.summary, content: t.content || en.content };
}

/** The original's order number: 1000 + id. */
export const orderNo = (id: number): string => String(1000 + id);

export function projectItemView(
  p: IeoProjectRow,
  names: ProjectNames,
  lang: LangCode,
  now: Date,
): IeoProjectItem {
  const phase = ieoPhase(now, p.startAt, p.endAt);
  const texts = textsIn(p.texts, lang);
  const days = Math.max(1, Math.floor((p.endAt.getTime() - p.startAt.getTime()) / DAY_MS));
  return {
    id: p.id,
    currency_id: p.currencyId,
    pay_currency_id: p.payCurrencyId,
    currency_name: names.currency,
    pay_currency_name: names.payCurrency,
    title: texts.title,
    summary: texts.summary,
    logo: p.logo,
    price: dec(p.price),
    amount: dec(p.supply),
    min: dec(p.minAmount),
    user_limit: dec(p.userLimit),
    total_sell: dec(p.requested),
    start_at: isoTime(p.startAt),
    end_at: isoTime(p.endAt),
    sell_begin: isoTime(p.marketAt),
    lock_days: p.lockDays,
    phase,
    time_status: IEO_TIME_STATUS[phase],
    countdown_to: isoTime(ieoCountdownTarget(now, p)),
    percentage: ieoRemainingPercent(p.requested, p.supply),
    day: days,
    total_apply: p.applications,
    total_pass: p.passes,
    allocation: oneOf(IEO_ALLOCATION_STATES, p.allocation, 'pending'),
    status: oneOf(EARN_PRODUCT_STATES, p.status, 'paused'),
    is_demo: p.isDemo,
  };
}

export function projectView(p: IeoProjectRow, names: ProjectNames, lang: LangCode, now: Date): IeoProject {
  return {
    ...projectItemView(p, names, lang, now),
    content: textsIn(p.texts, lang).content,
    white_book: p.whiteBook,
    link: p.link,
    ratio: p.ratio === null ? '' : dec(p.ratio),
    allocated: dec(p.allocated),
    listed: p.listedPairId !== null,
  };
}

export function opsProjectView(p: IeoProjectRow, names: ProjectNames, now: Date): OpsIeoProject {
  return {
    ...projectView(p, names, 'en', now),
    symbol: names.currency,
    texts: p.texts,
    raised: dec(p.raised),
    delivered: dec(p.delivered),
  };
}

export function orderView(o: IeoOrderRow, p: IeoProjectRow, names: ProjectNames, lang: LangCode): IeoOrder {
  return {
    id: o.id,
    order_no: orderNo(o.id),
    project_id: o.projectId,
    name: textsIn(p.texts, lang).title,
    currency_name: names.currency,
    pay_currency_name: names.payCurrency,
    price: dec(o.price),
    amount: dec(o.amount),
    paid: dec(o.paid),
    coin_amount: dec(o.coinAmount),
    cost: dec(o.cost),
    refund: dec(o.refund),
    user_limit: dec(p.userLimit),
    capped: o.capped,
    ratio: p.ratio === null ? '' : dec(p.ratio),
    give_amount: dec(o.giveAmount),
    status: oneOf(IEO_ORDER_STATES, o.status, 'subscribed'),
    sell_begin: isoTime(p.marketAt),
    created_at: isoTime(o.createdAt),
    allocated_at: isoTime(o.allocatedAt),
    delivered_at: isoTime(o.deliveredAt),
  };
}
