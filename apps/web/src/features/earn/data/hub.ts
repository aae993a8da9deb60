import type { IeoPhase } from '@meridian/contract/earn';
import type { IeoProjectItem } from '@meridian/contract/ieo';
import type { InvestProduct } from '@meridian/contract/invest';
import type { LockOrder, LockProduct } from '@meridian/contract/lockming';
import type { IeoOrder } from '@meridian/contract/ieo';
import type { InvestOrder } from '@meridian/contract/invest';
import { Dec, toDec } from '../../../lib/decimal';

/**
 * The financial hub's highlights: what each product kind's list says at a glance. Pure functions
 * over the list calls' rows (tested in hub.test.ts).
 */

export interface IeoHighlight {
  count: Record<IeoPhase, number>;
  /** The project to show: the live one ending soonest, else the warm-up one starting soonest, else none. */
  featured: IeoProjectItem | null;
}

export function ieoHighlight(projects: readonly IeoProjectItem[]): IeoHighlight {
  const count: Record<IeoPhase, number> = { warmup: 0, live: 0, ended: 0 };
  for (const p of projects) count[p.phase] += 1;
  const soonest = (phase: IeoPhase, at: (p: IeoProjectItem) => string) =>
    projects
      .filter((p) => p.phase === phase && p.status === 'on')
      .sort((a, b) => Date.parse(at(a)) - Date.parse(at(b)) || a.id - b.id)[0];
  const featured = soonest('live', (p) => p.end_at) ?? soonest('warmup', (p) => p.start_at) ?? null;
  return { count, featured };
}

/** A min–max range of decimal strings ('' when there is nothing). */
export interface Range {
  min: string;
  max: string;
}

function range(values: readonly string[]): Range {
  const ds = values.map((v) => toDec(v)).filter((d): d is Dec => d !== null);
  if (ds.length === 0) return { min: '', max: '' };
  return { min: Dec.min(...ds).toFixed(), max: Dec.max(...ds).toFixed() };
}

export interface LockHighlight {
  count: number;
  /** Daily yield range over every product on sale (percent a day). */
  rate: Range;
  /** Lock days, shortest and longest. */
  days: { min: number; max: number } | null;
  currencies: string[];
}

export function lockHighlight(products: readonly LockProduct[]): LockHighlight {
  const on = products.filter((p) => p.status === 'on');
  return {
    count: on.length,
    rate: range(on.flatMap((p) => [p.rate_min, p.rate_max])),
    days: on.length
      ? { min: Math.min(...on.map((p) => p.day)), max: Math.max(...on.map((p) => p.day)) }
      : null,
    currencies: [...new Set(on.map((p) => p.currency_name))],
  };
}

export interface InvestHighlight {
  /** Products open for purchase. */
  count: number;
  /** APR range (percent a year) of the open products. */
  apr: Range;
  /** The open product with the highest APR (ties: earliest maturity). */
  best: InvestProduct | null;
}

export function investHighlight(products: readonly InvestProduct[]): InvestHighlight {
  const open = products.filter((p) => p.open);
  const best =
    [...open].sort(
      (a, b) => new Dec(b.apr).cmp(a.apr) || Date.parse(a.settle_at) - Date.parse(b.settle_at) || a.id - b.id,
    )[0] ?? null;
  return { count: open.length, apr: range(open.map((p) => p.apr)), best };
}

/** Amounts summed per currency, in first-seen order: [["USDT", "1500"], ["BTC", "0.2"]]. */
export function sumByCurrency(rows: readonly { currency: string; amount: string }[]): [string, string][] {
  const sums = new Map<string, Dec>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? new Dec(0)).plus(toDec(r.amount) ?? 0));
  return [...sums].map(([c, d]) => [c, d.toFixed()]);
}

export interface Holdings {
  /** Subscriptions still waiting for allocation or delivery, and what they hold or paid per pay currency. */
  ieo: { count: number; amounts: [string, string][] };
  /** Running locks and their principal per currency, and the dividends they earned. */
  locks: { count: number; amounts: [string, string][]; earned: [string, string][] };
  /** Invest orders not yet settled and their deposits per currency. */
  invest: { count: number; amounts: [string, string][] };
}

export function holdingsOf(
  ieo: readonly IeoOrder[],
  locks: readonly LockOrder[],
  invest: readonly InvestOrder[],
): Holdings {
  const ieoOpen = ieo.filter((o) => o.status === 'subscribed' || o.status === 'allocated');
  const lockOpen = locks.filter((o) => o.status === 'running');
  const investOpen = invest.filter((o) => o.status === 'purchased' || o.status === 'settling');
  return {
    ieo: {
      count: ieoOpen.length,
      amounts: sumByCurrency(
        ieoOpen.map((o) => ({
          currency: o.pay_currency_name,
          amount: o.status === 'subscribed' ? o.paid : o.cost,
        })),
      ),
    },
    locks: {
      count: lockOpen.length,
      amounts: sumByCurrency(lockOpen.map((o) => ({ currency: o.currency_name, amount: o.amount }))),
      earned: sumByCurrency(lockOpen.map((o) => ({ currency: o.currency_name, amount: o.total_interest }))),
    },
    invest: {
      count: investOpen.length,
      amounts: sumByCurrency(investOpen.map((o) => ({ currency: o.pay_currency_name, amount: o.amount }))),
    },
  };
}
