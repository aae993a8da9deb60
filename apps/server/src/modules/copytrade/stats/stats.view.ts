import { Decimal } from '@meridian/contract';
import { type TraderPosition, type TraderStats } from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import type { CopyTraderStatsRow } from '../copytrade.schema';
import { percent, usdt } from '../follows.view';

/** Statistics, positions and followers as the leaderboard and trader pages show them. Pure. */

/**
 * What is computed at read time: active follows, the copies' results in the window (copies close after the
 * trader's close that recomputed the stored row), open positions valued on the mark, today's P&L.
 */
export interface TraderLive {
  followers: number;
  /** Σ net result of the trader's copies closed in the window. */
  followersProfits: Decimal;
  positionCount: number;
  /** Σ (margin + unrealised P&L) of the open positions. */
  valuation: Decimal;
  /** Net result of today's closes (UTC) + net unrealised P&L now. */
  today: Decimal;
}

export const NO_TRADER_LIVE: TraderLive = {
  followers: 0,
  followersProfits: new Decimal(0),
  positionCount: 0,
  valuation: new Decimal(0),
  today: new Decimal(0),
};

/** The contract's `traderStats` from the stored row (all zeros before the first computation) and live parts. */
export function traderStatsView(row: CopyTraderStatsRow | null | undefined, live: TraderLive): TraderStats {
  return {
    closed_count: row?.closedCount ?? 0,
    profitCount: row?.profitCount ?? 0,
    fallCount: row?.lossCount ?? 0,
    total_profits: usdt(row?.totalProfits),
    correct_rate: percent(row?.winRate ?? 0),
    total_income_rate: percent(row?.roi ?? 0),
    max_drawdown: usdt(row?.maxDrawdown),
    max_drawdown_rate: percent(row?.maxDrawdownRate ?? 0),
    follow_num: live.followers,
    followers_profits: usdt(live.followersProfits),
    position_count: live.positionCount,
    position_valuation: usdt(live.valuation),
    today_profits: usdt(live.today),
    yesterday_profits: percent(row?.yesterdayRoi ?? 0),
    computed_at: row ? row.computedAt.toISOString() : '',
  };
}

/**
 * A trader's position as anyone may see it: no account data; its P&L net of the fees charged to it (as the
 * statistics count it), and P&L rate = that net P&L ÷ opening margin × 100.
 */
export function traderPositionView(p: FuturesPosition): TraderPosition {
  const margin = new Decimal(p.origin_caution_money || 0);
  const net = p.net_profits || '0';
  const rate = margin.isZero()
    ? new Decimal(0)
    : new Decimal(net).div(margin).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    id: p.id,
    symbol: p.symbol,
    type: p.type,
    share: p.share,
    multiple: p.multiple,
    price: p.price,
    update_price: p.update_price,
    profits: net,
    profit_rate: rate.toFixed(2),
    status_name: p.status_name === 'closed' ? 'closed' : 'open',
    close_reason: p.close_reason,
    close_price: p.close_price,
    transaction_time: p.transaction_time,
    complete_time: p.complete_time,
  };
}
