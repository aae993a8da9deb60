import { isoTime, oneOf } from '@meridian/contract';
import {
  COPY_CLOSE_CAUSES,
  COPY_SKIP_REASONS,
  COPY_TRADE_STATES,
  type CopyTrade,
  type ProfitShare,
} from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import type { CopyProfitShareRow, CopyTradeRow } from './copytrade.schema';
import { percent, usdt } from './follows.view';

/** Copies and profit shares as the wire shows them (contract `copyTrade`, `profitShare`). Pure. */

/** One copy of a trader's position for its follower, with the follower's position when one was opened. */
export function copyTradeView(
  row: CopyTradeRow,
  traderNickname: string,
  position: FuturesPosition | null | undefined,
): CopyTrade {
  return {
    id: row.id,
    follow_id: row.followId,
    follow_user_id: row.traderUserId,
    trader_nickname: traderNickname,
    follow_order_id: row.traderPositionId,
    transaction_id: row.positionId ?? 0,
    status: oneOf(COPY_TRADE_STATES, row.status, 'skipped'),
    skip_reason: oneOf(COPY_SKIP_REASONS, row.skipReason, ''),
    close_cause: oneOf(COPY_CLOSE_CAUSES, row.closeCause, ''),
    trader_close_reason: row.traderCloseReason,
    share_paid: usdt(row.share),
    position: position ?? null,
    created_at: isoTime(row.createdAt),
  };
}

/** One profit share, named by the other side (`counterparty`) and the copy's pair. */
export function shareView(row: CopyProfitShareRow, counterparty: string, symbol: string): ProfitShare {
  return {
    id: row.id,
    follow_id: row.followId,
    trader_user_id: row.traderUserId,
    follower_user_id: row.followerUserId,
    counterparty,
    transaction_id: row.positionId,
    symbol,
    profit: usdt(row.profit),
    above_high_water: usdt(row.aboveHighWater),
    rate: percent(row.rate),
    amount: usdt(row.amount),
    entry_id: row.entryId,
    created_at: isoTime(row.createdAt),
  };
}
