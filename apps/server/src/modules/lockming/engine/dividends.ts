import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { addDays, DAY_MS, lockDividend, utcDay } from '@meridian/contract/earn';
import { NOTIFICATION_LINKS } from '@meridian/contract/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db';
import type { Ledger, EntryInput } from '../../ledger';
import type { Notifier } from '../../notifications';
import * as repo from '../lockming.repo';
import type { Currencies } from '../lockming.view';

/**
 * The money of lock mining, inside the caller's transaction and on orders it has locked (repo.lockRunning):
 * dividends (one per order and UTC day — lock_dividends' key — at the day's published rate, from the house
 * pool to the holder's spot account), maturity (the remaining dividends, then the principal's hold released)
 * and early redemption (the hold split: the penalty to the house fees, the rest to the holder's spot).
 */

export interface SettleDeps {
  ledger: Pick<Ledger, 'post' | 'postHold' | 'releaseHold'>;
  notifier: Notifier;
  currencies: Currencies;
}

/** House account the dividends are paid from (per currency). */
export const DIVIDEND_POOL = 'pool:lockming' as const;
/** Ledger ref type of a lock (its hold, dividends, redemption). */
export const LOCK_REF = 'lockming_order';
/** Most days one order is paid in one batch run (a long outage's backlog continues in a follow-up job). */
export const DIVIDEND_DAYS_PER_RUN = 62;

/** The last dividend day of an order: the day before its end (end_at is a midnight UTC). */
export const lastDayOf = (o: repo.LockOrderRow) => utcDay(o.endAt.getTime() - DAY_MS);
/** The first day not yet paid. */
const firstUnpaid = (o: repo.LockOrderRow) => (o.paidThrough ? addDays(o.paidThrough, 1) : utcDay(o.startAt));

export interface DividendRun {
  /** Dividends written (and credited when above zero). */
  paid: number;
  /** Some order still has unpaid days up to `through` (the per-run cap was hit). */
  more: boolean;
  /** Σ paid per order id. */
  byOrder: Map<number, { amount: Decimal; days: number; last: string }>;
}

/**
 * Pays every completed, unpaid day up to `through` (inclusive, and never past an order's last day) of these
 * locked running orders, at most `maxDays` per order. A day already in lock_dividends is skipped by the key
 * (ON CONFLICT DO NOTHING … RETURNING), so only the rows this call wrote are credited — run twice, it pays
 * nothing the second time. A day without a published rate pays the order's lowest rate (the default).
 */
export async function payDividends(
  tx: Tx,
  d: SettleDeps,
  orders: readonly repo.LockOrderRow[],
  through: string,
  maxDays = DIVIDEND_DAYS_PER_RUN,
): Promise<DividendRun> {
  const run: DividendRun = { paid: 0, more: false, byOrder: new Map() };
  const plan: { o: repo.LockOrderRow; day: string }[] = [];
  for (const o of orders) {
    const last = [through, lastDayOf(o)].sort()[0]!;
    let day = firstUnpaid(o);
    for (let n = 0; day <= last; n++, day = addDays(day, 1)) {
      if (n >= maxDays) {
        run.more = true;
        break;
      }
      plan.push({ o, day });
    }
  }
  if (plan.length === 0) return run;
  const rates = await repo.ratesOn(
    tx,
    [...new Set(plan.map((p) => p.o.productId))],
    [...new Set(plan.map((p) => p.day))],
  );
  const rows = plan.map(({ o, day }) => {
    const rate = rates.get(`${o.productId}:${day}`)?.rate ?? o.rateMin;
    const amount = lockDividend(o.amount, rate, d.currencies(o.currencyId).decimals);
    return { o, day, rate, amount };
  });
  const written = await insertDividends(tx, rows);
  const entries: EntryInput[] = [];
  for (const r of rows) {
    if (!written.has(`${r.o.id}:${r.day}`)) continue;
    run.paid++;
    const sum = run.byOrder.get(r.o.id) ?? { amount: new Decimal(0), days: 0, last: r.day };
    run.byOrder.set(r.o.id, {
      amount: sum.amount.plus(r.amount),
      days: sum.days + 1,
      last: r.day > sum.last ? r.day : sum.last,
    });
    if (r.amount.isZero()) continue;
    entries.push({
      kind: 'lockming_dividend',
      refType: LOCK_REF,
      refId: String(r.o.id),
      memo: r.day,
      lines: [
        { account: { house: DIVIDEND_POOL, currencyId: r.o.currencyId }, amount: r.amount.neg() },
        {
          account: { userId: r.o.userId, currencyId: r.o.currencyId, type: ACCOUNT_TYPE.change },
          amount: r.amount,
        },
      ],
    });
  }
  await addToOrders(tx, run.byOrder);
  // the pool's row lock is the batches' one shared lock: taken last, held only until the commit
  if (entries.length > 0) await d.ledger.post(tx, entries);
  return run;
}

async function insertDividends(
  tx: DbOrTx,
  rows: { o: repo.LockOrderRow; day: string; rate: string; amount: Decimal }[],
): Promise<Set<string>> {
  const r = await tx.execute<{ order_id: string; day: string } & Record<string, unknown>>(sql`
    INSERT INTO lock_dividends (order_id, day, rate, amount)
    SELECT * FROM unnest(${sql.param(rows.map((x) => x.o.id))}::bigint[], ${sql.param(rows.map((x) => x.day))}::date[],
                         ${sql.param(rows.map((x) => x.rate))}::numeric[], ${sql.param(rows.map((x) => x.amount.toFixed()))}::numeric[])
    ON CONFLICT (order_id, day) DO NOTHING
    RETURNING order_id::text, day::text`);
  return new Set(r.rows.map((x) => `${x.order_id}:${x.day}`));
}

async function addToOrders(tx: DbOrTx, byOrder: DividendRun['byOrder']): Promise<void> {
  if (byOrder.size === 0) return;
  const ids = [...byOrder.keys()];
  const v = ids.map((id) => byOrder.get(id)!);
  await tx.execute(sql`
    UPDATE lock_orders o SET total_interest = o.total_interest + v.amount, days_paid = o.days_paid + v.days,
      paid_through = GREATEST(o.paid_through, v.last)
    FROM unnest(${sql.param(ids)}::bigint[], ${sql.param(v.map((x) => x.amount.toFixed()))}::numeric[],
                ${sql.param(v.map((x) => x.days))}::int[], ${sql.param(v.map((x) => x.last))}::date[])
      AS v(id, amount, days, last)
    WHERE o.id = v.id`);
}

/**
 * Matures a locked running order whose term is over: its remaining dividends, then the principal's hold
 * released to its spot account; notified. Returns the closed row.
 */
export async function matureOrder(tx: Tx, d: SettleDeps, o: repo.LockOrderRow): Promise<repo.LockOrderRow> {
  await payDividends(tx, d, [o], lastDayOf(o), Number.MAX_SAFE_INTEGER);
  await d.ledger.releaseHold(tx, o.holdId);
  const closed = await repo.closeOrder(tx, o.id, {
    status: 'matured',
    cancelFee: '0',
    returned: o.amount,
  });
  const c = d.currencies(o.currencyId);
  await d.notifier.notify(tx, {
    userId: o.userId,
    key: 'lockming_matured',
    params: {
      amount: new Decimal(o.amount).toFixed(c.decimals),
      currency: c.symbol,
      interest: new Decimal(closed.totalInterest).toFixed(c.decimals),
    },
    link: NOTIFICATION_LINKS.lockOrders,
    ref: `lock_order:${o.id}`,
  });
  return closed;
}

/** Early redemption of a locked running order: the hold split into the penalty (house fees) and the refund. */
export async function redeemOrder(
  tx: Tx,
  d: SettleDeps,
  o: repo.LockOrderRow,
  split: { penalty: Decimal; refund: Decimal },
): Promise<repo.LockOrderRow> {
  await d.ledger.postHold(
    tx,
    o.holdId,
    [
      { account: { house: 'fees', currencyId: o.currencyId }, amount: split.penalty },
      {
        account: { userId: o.userId, currencyId: o.currencyId, type: ACCOUNT_TYPE.change },
        amount: split.refund,
      },
    ],
    'lockming_redeem',
  );
  return repo.closeOrder(tx, o.id, {
    status: 'redeemed',
    cancelFee: split.penalty.toFixed(),
    returned: split.refund.toFixed(),
  });
}
