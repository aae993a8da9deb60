import { Decimal, isoTime, oneOf } from '@meridian/contract';
import { COPY_END_REASONS, COPY_FOLLOW_STATES, type FollowRecord } from '@meridian/contract/copytrade';
import { FUTURES_MONEY_DECIMALS } from '@meridian/contract/futures';
import type { CopyFollowRow } from './copytrade.schema';

/** Follows as the wire shows them (contract `followRecord`). Pure. */

type DecimalValue = Decimal | string | number;

/** USDT of the futures account, at the futures money precision (6 decimals). */
export const usdt = (v: DecimalValue | null | undefined): string =>
  new Decimal(v ?? 0).toFixed(FUTURES_MONEY_DECIMALS);
/** A percent (profit share), 2 decimals. */
export const percent = (v: DecimalValue): string => new Decimal(v).toFixed(2);

/**
 * A login name as others may see it: an e-mail keeps 2 characters and its domain (`ab***@x.com`), a phone
 * number its first 3 and last 4 digits (`138***5678`).
 */
export function maskAccount(login: string): string {
  const at = login.indexOf('@');
  if (at >= 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  if (login.length > 7) return `${login.slice(0, 3)}***${login.slice(-4)}`;
  return login ? `${login.slice(0, 1)}***` : '';
}

/** A user's name as copy trading shows it to others: the nickname, else the masked login. */
export function displayName(
  userId: number,
  profile: { nickname: string; login: string } | undefined,
): string {
  if (profile?.nickname) return profile.nickname;
  return profile?.login ? maskAccount(profile.login) : `#${userId}`;
}

/** The trader as a follow shows them. */
export interface FollowTrader {
  nickname: string;
  head_portrait: string;
  is_demo: boolean;
}

/** What the follow's open copies hold now (CopyEngine.liveOf). */
export interface FollowLive {
  unrealised: DecimalValue;
  margin_used: DecimalValue;
  open_copies: number;
}

export const NO_LIVE: FollowLive = { unrealised: 0, margin_used: 0, open_copies: 0 };

/** The `number` of a follow: type 1 the multiple at 2 decimals, type 2 whole lots. */
export function followNumber(type: number, number: DecimalValue): string {
  return type === 2 ? new Decimal(number).toFixed(0) : new Decimal(number).toFixed(2);
}

export function followView(row: CopyFollowRow, trader: FollowTrader, live: FollowLive): FollowRecord {
  const type = row.type === 2 ? 2 : 1;
  return {
    id: row.id,
    follow_user_id: row.traderUserId,
    trader_nickname: trader.nickname,
    trader_head_portrait: trader.head_portrait,
    trader_is_demo: trader.is_demo,
    type,
    number: followNumber(type, row.number),
    budget: usdt(row.budget),
    stop_loss_percent: row.stopLossPercent === null ? '' : String(row.stopLossPercent),
    profit_share: percent(row.profitShare),
    status: oneOf(COPY_FOLLOW_STATES, row.status, 'ended'),
    end_reason: oneOf(COPY_END_REASONS, row.endReason, ''),
    follow_earnings: usdt(row.realised),
    unrealised: usdt(live.unrealised),
    margin_used: usdt(live.margin_used),
    shares_paid: usdt(row.sharesPaid),
    high_water: usdt(row.highWater),
    open_copies: live.open_copies,
    created_at: isoTime(row.createdAt),
    ended_at: isoTime(row.endedAt),
  };
}
