import {
  COPY_CLOSE_CAUSES,
  COPY_SKIP_REASONS,
  COPY_TRADE_STATES,
  type CopyCloseCause,
  type CopySkipReason,
  type CopyTrade,
  type CopyTradeState,
  type LeverPosition,
  type ProfitShare,
} from '@meridian/contract';
import type { CopyProfitShareRow, CopyTradeRow } from './copytrade.schema';
import { isoTime, percent, usdt } from './follows.view';

/** Copies and profit shares as the wire shows them (contract `copyTrade`, `profitShare`). Pure. */

const oneOf = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

/** One copy of a trader's position for its follower, with the follower's position when one was opened. */
export function copyTradeView(
  row: CopyTradeRow,
  traderNickname: string,
  position: LeverPosition | null | undefined,
): CopyTrade {
  const status: CopyTradeState = oneOf(COPY_TRADE_STATES, row.status) ? row.status : 'skipped';
  const skip: CopySkipReason | '' = oneOf(COPY_SKIP_REASONS, row.skipReason) ? row.skipReason : '';
  const cause: CopyCloseCause | '' = oneOf(COPY_CLOSE_CAUSES, row.closeCause) ? row.closeCause : '';
  return {
    id: row.id,
    follow_id: row.followId,
    follow_user_id: row.traderUserId,
    trader_nickname: traderNickname,
    follow_order_id: row.traderPositionId,
    transaction_id: row.positionId ?? 0,
    status,
    skip_reason: skip,
    close_cause: cause,
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
