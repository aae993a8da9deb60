import { z } from 'zod';
import { Decimal } from '../decimal';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';

/**
 * Invitations and rebates (setting/share). Every user has an invite code (`extension_code`);
 * whoever registers with it has that user as `parent_id`. The inviter receives a published share
 * (INVITE_REBATE_PERCENT) of each referee's trading fee — spot fills (taker and maker) and futures opening fees
 * — one level only, in the fee's currency, credited to the inviter's spot account through the ledger
 * (`invite_rebate`, from the house `fees` account) by a domain-event subscriber, exactly once per fee.
 *
 * Totals across currencies are USDT equivalents valued when each rebate was credited (`rebate_usdt` of a row:
 * the rebate × the feed's USDT price of its currency at that moment; 0 when the feed had no price). Per
 * currency totals are given beside them. Accounts of other users are always masked (`ab***@example.com`,
 * `138****5678`). Money is decimal strings, times ISO 8601.
 */

const decimal = z.string();
const moment = z.string();
const both = ['GET', 'POST'] as const;

/** The share of each referee's trading fee the inviter receives, in percent (one level). */
export const INVITE_REBATE_PERCENT = '20';

/**
 * The rebate of one fee: fee × INVITE_REBATE_PERCENT %, rounded DOWN to the currency's decimals (a credit to a
 * user never exceeds the published share). Zero for a zero or negative fee.
 */
export function inviteRebate(fee: Decimal | string, currencyDecimals: number): Decimal {
  const f = new Decimal(fee);
  if (f.lte(0)) return new Decimal(0);
  return f.mul(INVITE_REBATE_PERCENT).div(100).toDecimalPlaces(currencyDecimals, Decimal.ROUND_DOWN);
}

/** Where a rebated fee came from. */
export const INVITE_SOURCES = ['spot', 'futures'] as const;
export type InviteSource = (typeof INVITE_SOURCES)[number];
export const inviteSource = z.enum(INVITE_SOURCES, { message: 'parameter_error' });

/** The register link of an invite code, relative to the site's origin (the app prefixes `location.origin`). */
export const inviteLinkPath = (code: string): string =>
  `/h5/#/pages/common/register?code=${encodeURIComponent(code)}`;

/** A rebate total in one currency. */
export const inviteCurrencyTotal = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  amount: decimal,
});
export type InviteCurrencyTotal = z.infer<typeof inviteCurrencyTotal>;

/** One of my referees with what their fees have paid me (top 3 on the invite summary). */
export const inviteTopReferee = z.object({
  /** Masked account of the referee. */
  account: z.string(),
  /** USDT equivalent of the rebates their fees paid me. */
  rebate_usdt: decimal,
});

/** GET /user/invite: my code, link, counts, totals and the three referees who earned me most. */
export const inviteSummary = z.object({
  extension_code: z.string(),
  /** `inviteLinkPath(code)`: the app prefixes its origin. */
  invite_link: z.string(),
  /** Users registered with my code (direct referrals). */
  invite_num: z.number().int(),
  /** USDT equivalent of all rebates I received (valued when each was credited). */
  invite_return_total: decimal,
  /** The same per currency (only currencies with rebates). */
  invite_return_totals: z.array(inviteCurrencyTotal),
  inviteList: z.array(inviteTopReferee),
  /** INVITE_REBATE_PERCENT. */
  rate: decimal,
});
export type InviteSummary = z.infer<typeof inviteSummary>;

/** One of my invited users (invite/list). */
export const invitedUser = z.object({
  /** Masked e-mail or phone. */
  account: z.string(),
  registered_at: moment,
  /** Identity verification done (level 1 or more). */
  kyc: z.boolean(),
  /** USDT equivalent of the rebates their fees paid me. */
  rebate_usdt: decimal,
  /** Number of rebates their fees paid me. */
  rebate_count: z.number().int(),
});
export type InvitedUser = z.infer<typeof invitedUser>;

/** One rebate I received (invite/rebates). */
export const inviteRebateRow = z.object({
  id: z.number().int(),
  /** Masked account of the referee whose fee it was. */
  referee: z.string(),
  source: inviteSource,
  /** spot: `trade:<tradeId>:taker|maker`; futures: `position:<positionId>`. */
  source_ref: z.string(),
  currency_id: z.number().int(),
  currency: z.string(),
  /** The referee's fee and my share of it, in `currency`. */
  fee: decimal,
  rebate: decimal,
  rebate_usdt: decimal,
  created_at: moment,
});
export type InviteRebateRow = z.infer<typeof inviteRebateRow>;

/** One row of the public top inviters board. */
export const inviteTopInviter = z.object({
  rank: z.number().int(),
  /** Masked account of the inviter. */
  account: z.string(),
  /** Users registered with their code. */
  invite_num: z.number().int(),
  /** USDT equivalent of the rebates they received. */
  rebate_usdt: decimal,
});
export type InviteTopInviter = z.infer<typeof inviteTopInviter>;

/** The board: at most INVITE_TOP_SIZE inviters with rebates, most first (empty when nobody has any). */
export const INVITE_TOP_SIZE = 10;
export const inviteTopBoard = z.object({ data: z.array(inviteTopInviter), rate: decimal });
export type InviteTopBoard = z.infer<typeof inviteTopBoard>;

export const inviteListRequest = z.object({ page: pageSchema, limit: limitSchema(10, 50) });
export type InviteListRequest = z.infer<typeof inviteListRequest>;
export const inviteRebatesRequest = z.object({
  page: pageSchema,
  limit: limitSchema(10, 50),
  source: inviteSource.optional(),
});
export type InviteRebatesRequest = z.infer<typeof inviteRebatesRequest>;

export const inviteApi = {
  summary: defineEndpoint({
    method: both,
    path: '/user/invite',
    auth: 'required',
    request: z.object({}),
    response: inviteSummary,
    summary: 'My invite code and link, how many I invited, the rebates I received and my top three referees.',
  }),
  list: defineEndpoint({
    method: both,
    path: '/invite/list',
    auth: 'required',
    request: inviteListRequest,
    response: paginatedSchema(invitedUser),
    summary: 'Users registered with my code (masked), newest first, with what their fees paid me.',
  }),
  rebates: defineEndpoint({
    method: both,
    path: '/invite/rebates',
    auth: 'required',
    request: inviteRebatesRequest,
    response: paginatedSchema(inviteRebateRow),
    summary: 'The rebates I received, newest first.',
  }),
  top: defineEndpoint({
    method: both,
    path: '/invite/top',
    auth: 'none',
    request: z.object({}),
    response: inviteTopBoard,
    summary: 'The top inviters by rebates received (masked), with how many users each invited.',
  }),
} as const satisfies EndpointGroup;
