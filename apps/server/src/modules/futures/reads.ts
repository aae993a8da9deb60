import { Decimal } from '@meridian/contract';
import { type FuturesRecord } from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { futuresPositions } from './futures.schema';
import type { FuturesService } from './futures.service';
import { netResult, unrealised } from './futures.view';
import { MONEY } from './futures.rules';

/**
 * Read-only futures queries for other modules (: copy-trading statistics, the trader application's
 * record, a trader's public positions). Nothing here changes a row. "Own" positions are the user's own trades,
 * not copies of another trader's (`follow_order_id` null): statistics count only those.
 */

/**
 * A closed position as statistics read it: the exact stored numbers, in close order. A trader's statistics are
 * what their trades made after what they cost, so `profit` is net of the fees charged to the position.
 */
export interface ClosedPosition {
  id: number;
  /** Realised P&L net of fees (`fact_profits − trade_fee − overnight_money`) and the margin it opened with. */
  profit: string;
  originMargin: string;
  closedAt: Date;
}

/** An open position with its unrealised P&L on the pair's mark now (0 without a mark). */
export interface OpenPosition {
  view: FuturesPosition;
  unrealised: Decimal;
  /** The unrealised P&L minus the fees already charged to the position (the view's `net_profits`, exact). */
  net: Decimal;
  margin: Decimal;
  originMargin: Decimal;
}

/** Most closed positions one statistics read returns (a trader's all-time list; newest kept when cut). */
export const CLOSED_READ_MAX = 200_000;
const CLOSED = 3;
const OPEN = 1;

/** A closed position's result net of what it was charged: realised P&L − open fee − overnight fees. */
const NET = sql`${futuresPositions.factProfits} - ${futuresPositions.tradeFee} - ${futuresPositions.overnightMoney}`;

const pct = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? '0.00' : part.div(whole).mul(100).toFixed(2, Decimal.ROUND_HALF_UP);

export interface FuturesReadsDeps {
  db: Db;
  futures: FuturesService;
}

export class FuturesReads {
  constructor(private readonly d: FuturesReadsDeps) {}

  /**
   * The user's closed positions with a close time in [from, to) (either bound optional), oldest close first
   * (ties by id). `own` (default true) leaves out copies of other traders' positions.
   */
  async closed(
    userId: number,
    range: { from?: Date | undefined; to?: Date | undefined; own?: boolean } = {},
  ): Promise<ClosedPosition[]> {
    const rows = await this.d.db
      .select({
        id: futuresPositions.id,
        profit: sql<string | null>`(${NET})::text`,
        originMargin: futuresPositions.originMargin,
        closedAt: futuresPositions.closeTime,
      })
      .from(futuresPositions)
      .where(this.closedWhere(userId, range))
      .orderBy(desc(futuresPositions.closeTime), desc(futuresPositions.id))
      .limit(CLOSED_READ_MAX);
    return rows.reverse().map((r) => ({
      id: r.id,
      profit: r.profit ?? '0',
      originMargin: r.originMargin,
      closedAt: r.closedAt ?? new Date(0),
    }));
  }

  /** A page of the user's own closed positions as the wire shows them, newest close first, and the total. */
  async closedPage(
    userId: number,
    page: number,
    limit: number,
  ): Promise<{ data: FuturesPosition[]; total: number }> {
    const where = this.closedWhere(userId, {});
    const rows = await this.d.db
      .select()
      .from(futuresPositions)
      .where(where)
      .orderBy(desc(futuresPositions.closeTime), desc(futuresPositions.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [c] = await this.d.db.select({ n: count() }).from(futuresPositions).where(where);
    return { data: rows.map((r) => this.d.futures.view(r)), total: c?.n ?? 0 };
  }

  /** The user's open positions (own only unless `own` is false), oldest first, valued on the marks now. */
  async open(userId: number, opts: { own?: boolean } = {}): Promise<OpenPosition[]> {
    const rows = await this.d.db
      .select()
      .from(futuresPositions)
      .where(
        and(
          eq(futuresPositions.userId, userId),
          eq(futuresPositions.status, OPEN),
          opts.own === false ? undefined : isNull(futuresPositions.followOrderId),
        ),
      )
      .orderBy(asc(futuresPositions.id))
      .limit(1000);
    return rows.map((r) => ({
      view: this.d.futures.view(r),
      unrealised: unrealised(r, this.d.futures.mark(r.pairId)),
      net: netResult(r, this.d.futures.mark(r.pairId)),
      margin: new Decimal(r.margin),
      originMargin: new Decimal(r.originMargin),
    }));
  }

  /**
   * Σ result of the closed copies of `traderId`'s positions (every follower), closed at or after `from`, net
   * of the copies' fees (fact_profits − trade_fee − overnight_money: what copy_trades.profit records).
   */
  async copiesProfit(traderId: number, from?: Date): Promise<Decimal> {
    const [r] = await this.d.db
      .select({ v: sql<string | null>`sum(${NET})::text` })
      .from(futuresPositions)
      .where(
        and(
          eq(futuresPositions.followUserId, traderId),
          eq(futuresPositions.status, CLOSED),
          from ? gte(futuresPositions.closeTime, from) : undefined,
        ),
      );
    return new Decimal(r?.v ?? 0);
  }

  /**
   * The user's all-time futures record from their own closed positions (the trader application shows it),
   * net of fees like the statistics: closed and profitable (net result > 0) counts, win rate and rate of return
   * (Σ net result ÷ Σ opening margin × 100, 2 decimals), Σ net result, volume (Σ entry price × quantity) and
   * when they first opened a position.
   */
  async record(userId: number): Promise<FuturesRecord> {
    const own = and(eq(futuresPositions.userId, userId), isNull(futuresPositions.followOrderId));
    const [c] = await this.d.db
      .select({
        closed: count(),
        profitable: sql<number>`count(*) FILTER (WHERE ${NET} > 0)::int`,
        profit: sql<string | null>`sum(${NET})::text`,
        margin: sql<string | null>`sum(${futuresPositions.originMargin})::text`,
        volume: sql<string | null>`sum(${futuresPositions.price} * ${futuresPositions.quantity})::text`,
      })
      .from(futuresPositions)
      .where(and(own, eq(futuresPositions.status, CLOSED)));
    const [first] = await this.d.db
      .select({ at: sql<Date | null>`min(${futuresPositions.openedAt})` })
      .from(futuresPositions)
      .where(and(own, inArray(futuresPositions.status, [OPEN, 2, CLOSED])));
    const closed = c?.closed ?? 0;
    const profitable = Number(c?.profitable ?? 0);
    const profit = new Decimal(c?.profit ?? 0);
    const at = first?.at ? new Date(first.at) : null;
    return {
      closed_count: closed,
      profit_count: profitable,
      correct_rate: pct(new Decimal(profitable), new Decimal(closed)),
      total_profits: profit.toFixed(MONEY),
      total_income_rate: pct(profit, new Decimal(c?.margin ?? 0)),
      volume: new Decimal(c?.volume ?? 0).toFixed(MONEY),
      first_trade_at: at ? at.toISOString() : '',
    };
  }

  private closedWhere(
    userId: number,
    range: { from?: Date | undefined; to?: Date | undefined; own?: boolean },
  ): SQL | undefined {
    return and(
      eq(futuresPositions.userId, userId),
      eq(futuresPositions.status, CLOSED),
      range.own === false ? undefined : isNull(futuresPositions.followOrderId),
      range.from ? gte(futuresPositions.closeTime, range.from) : undefined,
      range.to ? lt(futuresPositions.closeTime, range.to) : undefined,
    );
  }
}
