import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import {
  optionOutcome,
  optionSettlement,
  type OptionsDirection,
  type OptionsResult,
} from '@meridian/contract/options';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db';
import { domainEvents } from '../../platform/domain-events';
import type { EntryInput, Ledger, PostingLine } from '../ledger';
import type { OptionsHooks } from './options.hooks';

/** House escrow of open stakes; the other side of wins and losses is `house_pnl`. */
export const OPTIONS_POOL = 'pool:microtrade' as const;

interface DueRow {
  id: number;
  userId: number;
  currencyId: number;
  type: OptionsDirection;
  stake: string;
  profitRatio: string;
  openPrice: string;
  /** The recorded price of the order's settle second, or null (then the order is void). */
  endPrice: string | null;
  /** The voucher paying part of the stake, or null. */
  voucherId: number | null;
}

export interface SettledOutcome {
  id: number;
  userId: number;
  result: OptionsResult;
  reason: 'settled' | 'no_price';
  endPrice: string | null;
  payout: string;
  factProfits: string;
}

export interface SettleBatchOptions {
  /** Settles orders whose settle second is at or before this one (their price rows are final). */
  upToSecond: number;
  /** Most orders in one transaction. */
  limit: number;
  /** Written as settled_at. */
  nowMs: number;
  /** The lifecycle hooks run with the batch's closed orders (a voucher-paid order needs the voucher port). */
  hooks?: OptionsHooks;
  /** Effects written in the batch's transaction once its orders are settled (one notification per order). */
  effects?: (tx: Tx, outcomes: readonly SettledOutcome[]) => Promise<void>;
  /** Test seam: runs inside the transaction just before it commits (a throw rolls the batch back). */
  beforeCommit?: (tx: Tx, outcomes: SettledOutcome[]) => Promise<void> | void;
}

/**
 * Settles up to `limit` due orders in one transaction: locks them (`FOR UPDATE SKIP LOCKED`, so concurrent
 * settlers take disjoint orders), decides each on the recorded price of its own second (void when there is
 * none), posts one ledger entry per order, moves the rows from status 1 to 3 `WHERE status = 1` and records
 * an `options.settled` event per order. Either the whole batch commits or nothing does, so every order is paid
 * (and its event recorded) exactly once. Returns what it settled.
 */
export async function settleDueBatch(
  db: Db,
  ledger: Ledger,
  opts: SettleBatchOptions,
): Promise<SettledOutcome[]> {
  return db.transaction(async (tx) => {
    const due = await lockDue(tx, opts.upToSecond, opts.limit);
    if (due.length === 0) return [];
    const outcomes = due.map(decide);
    const entryIds = await ledger.post(
      tx,
      due.map((row, i) => entryOf(row, outcomes[i]!)),
    );
    const updated = await markSettled(tx, outcomes, entryIds, opts.nowMs);
    if (updated !== outcomes.length)
      throw new Error(`option settlement: ${updated} of ${outcomes.length} orders were still open`);
    await recordSettled(tx, due, outcomes, opts.nowMs);
    await runClosedHooks(tx, due, outcomes, opts.hooks);
    await opts.effects?.(tx, outcomes);
    await opts.beforeCommit?.(tx, outcomes);
    return outcomes;
  });
}

async function lockDue(tx: Tx, upToSecond: number, limit: number): Promise<DueRow[]> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    SELECT o.id, o.user_id, o.currency_id, o.type, o.stake::text AS stake, o.profit_ratio::text AS profit_ratio,
           o.open_price::text AS open_price, p.price::text AS end_price, o.coupon_id
    FROM option_orders o
    LEFT JOIN option_prices p ON p.pair_id = o.pair_id AND p.second = o.settle_second
    WHERE o.status = 1 AND o.settle_second <= ${upToSecond}
    ORDER BY o.settle_second, o.user_id, o.id
    LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    currencyId: Number(row.currency_id),
    type: Number(row.type) as OptionsDirection,
    stake: String(row.stake),
    profitRatio: String(row.profit_ratio),
    openPrice: String(row.open_price),
    endPrice: typeof row.end_price === 'string' ? row.end_price : null,
    voucherId: row.coupon_id === null ? null : Number(row.coupon_id),
  }));
}

/**
 * The closed hooks with every order of the batch, after the payouts are posted. An order paid with a voucher
 * needs the module that issued it (its value returns there), so the batch rolls back without one.
 */
async function runClosedHooks(
  tx: Tx,
  due: readonly DueRow[],
  outcomes: readonly SettledOutcome[],
  hooks: OptionsHooks | undefined,
): Promise<void> {
  if (due.some((row) => row.voucherId !== null) && !hooks?.vouchers.current)
    throw new Error('option settlement: orders paid with a voucher need the voucher port');
  await hooks?.closed.run(
    tx,
    due.map((row, i) => ({
      orderId: row.id,
      userId: row.userId,
      currencyId: row.currencyId,
      stake: row.stake,
      voucherId: row.voucherId,
      payout: outcomes[i]!.payout,
      result: outcomes[i]!.result,
      origin: 'settler' as const,
      reason: outcomes[i]!.reason,
    })),
  );
}

function decide(row: DueRow): SettledOutcome {
  const result: OptionsResult =
    row.endPrice === null ? 0 : optionOutcome(row.type, row.openPrice, row.endPrice);
  const money = optionSettlement(row.stake, row.profitRatio, result);
  return {
    id: row.id,
    userId: row.userId,
    result,
    reason: row.endPrice === null ? 'no_price' : 'settled',
    endPrice: row.endPrice,
    payout: money.payout,
    factProfits: money.fact_profits,
  };
}

/** Stake out of the pool; to the user (with the profit from house_pnl) or to house_pnl. */
function entryOf(row: DueRow, o: SettledOutcome): EntryInput {
  const currencyId = row.currencyId;
  const pool = { house: OPTIONS_POOL, currencyId };
  const pnl = { house: 'house_pnl' as const, currencyId };
  const user = { userId: row.userId, currencyId, type: ACCOUNT_TYPE.micro };
  const stake = new Decimal(row.stake);
  const payout = new Decimal(o.payout);
  const lines: PostingLine[] = [{ account: pool, amount: stake.neg() }];
  if (payout.gt(0)) lines.push({ account: user, amount: payout });
  const toHouse = stake.minus(payout);
  if (!toHouse.isZero()) lines.push({ account: pnl, amount: toHouse });
  return {
    kind: o.reason === 'no_price' ? 'option_void' : 'option_settle',
    refType: 'option_order',
    refId: String(row.id),
    memo:
      o.reason === 'no_price' ? 'void: no price recorded for the settlement second' : `result ${o.result}`,
    lines,
  };
}

async function markSettled(
  tx: Tx,
  outcomes: readonly SettledOutcome[],
  entryIds: readonly number[],
  nowMs: number,
): Promise<number> {
  const col = <T>(f: (o: SettledOutcome, i: number) => T) => sql.param(outcomes.map(f));
  const r = await tx.execute(sql`
    UPDATE option_orders o SET status = 3, end_price = v.end_price, profit_result = v.result,
      result_reason = v.reason, payout = v.payout, fact_profits = v.fact, settle_entry_id = v.entry,
      settled_at = ${new Date(nowMs).toISOString()}::timestamptz
    FROM unnest(${col((o) => o.id)}::bigint[], ${col((o) => o.endPrice)}::numeric[], ${col((o) => o.result)}::smallint[],
      ${col((o) => o.reason)}::text[], ${col((o) => o.payout)}::numeric[], ${col((o) => o.factProfits)}::numeric[],
      ${col((_o, i) => entryIds[i]!)}::bigint[]) AS v(id, end_price, result, reason, payout, fact, entry)
    WHERE o.id = v.id AND o.status = 1`);
  return r.rowCount ?? 0;
}

async function recordSettled(
  tx: Tx,
  due: readonly DueRow[],
  outcomes: readonly SettledOutcome[],
  nowMs: number,
): Promise<void> {
  const settledAt = new Date(nowMs).toISOString();
  await domainEvents.recordAll(
    tx,
    'options.settled',
    outcomes.map((o, i) => ({
      orderId: o.id,
      userId: o.userId,
      currencyId: due[i]!.currencyId,
      stake: new Decimal(due[i]!.stake).toFixed(),
      result: o.result,
      reason: o.reason,
      endPrice: o.endPrice === null ? null : new Decimal(o.endPrice).toFixed(),
      payout: new Decimal(o.payout).toFixed(),
      profit: new Decimal(o.factProfits).toFixed(),
      settledAt,
    })),
  );
}
