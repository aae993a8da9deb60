import { Decimal, isoTime, oneOf } from '@meridian/contract';
import {
  TRADER_APPLICATION_STATES,
  type TraderApplication,
  type TraderProfile,
  type TraderTermsRequest,
} from '@meridian/contract/copytrade';
import type { CopyTraderApplicationRow, CopyTraderRow } from './copytrade.schema';
import { percent } from './follows.view';
import type { Terms } from './traders.repo';

/** Trader applications and profiles as the wire shows them (contract `traderApplication`, `traderProfile`). Pure. */

/** A USDT amount a trader set (minimum copy budget): 2 decimals, as entered. */
const amount = (v: string) => new Decimal(v).toFixed(2);

export function applicationView(row: CopyTraderApplicationRow): TraderApplication {
  return {
    id: row.id,
    user_id: row.userId,
    status: oneOf(TRADER_APPLICATION_STATES, row.status, 'pending'),
    bio: row.bio,
    profit_share: percent(row.profitShare),
    max_followers: row.maxFollowers,
    min_amount: amount(row.minAmount),
    reason: row.reason,
    created_at: isoTime(row.createdAt),
    reviewed_at: isoTime(row.reviewedAt),
  };
}

export function profileView(row: CopyTraderRow): TraderProfile {
  return {
    user_id: row.userId,
    status: row.status === 'revoked' ? 'revoked' : 'active',
    bio: row.bio,
    profit_share: percent(row.profitShare),
    max_followers: row.maxFollowers,
    min_amount: amount(row.minAmount),
    is_demo: row.isDemo,
    strategy: row.strategy,
    reason: row.reason,
    approved_at: isoTime(row.approvedAt),
    revoked_at: isoTime(row.revokedAt),
  };
}

/** The terms of a request as stored (decimal strings normalised). */
export function termsOf(input: TraderTermsRequest): Terms {
  return {
    bio: input.bio,
    profitShare: new Decimal(input.profit_share).toFixed(),
    maxFollowers: input.max_followers,
    minAmount: new Decimal(input.min_amount).toFixed(),
  };
}
