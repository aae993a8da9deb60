import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { wireId, wireInt } from '../wire';
import {
  COPY_MAX_FOLLOWERS_DEFAULT,
  COPY_MAX_FOLLOWERS_LIMIT,
  TRADER_APPLICATION_STATES,
  TRADER_BIO_MAX,
  TRADER_STATES,
  copyAmount,
  traderShare,
} from './follow-rules';
import { traderStats } from './follow';

/**
 * Copy trading, trader side: applying to become a trader (the applicant's futures record is shown),
 * the trader's settings, and the operators' review (approve, reject with a reason, revoke — each audited).
 * Statistics are computed, never edited: no call here or in the console changes them.
 */

const decimal = z.string();
const bio = z
  .string({ message: 'trader_bio_invalid' })
  .trim()
  .max(TRADER_BIO_MAX, { message: 'trader_bio_invalid' })
  .default('');

/** A trader's terms: bio, profit share (0–30 %), maximum followers (default 100), minimum copy budget. */
export const traderTermsRequest = z.object({
  bio,
  profit_share: traderShare,
  max_followers: wireInt({
    min: 1,
    max: COPY_MAX_FOLLOWERS_LIMIT,
    key: 'trader_max_followers_invalid',
  }).default(COPY_MAX_FOLLOWERS_DEFAULT),
  min_amount: copyAmount,
});
export type TraderTermsRequest = z.infer<typeof traderTermsRequest>;

/** The applicant's futures record (all time, closed positions), shown on the apply screen and to operators. */
export const futuresRecord = z.object({
  closed_count: z.number().int(),
  profit_count: z.number().int(),
  correct_rate: decimal,
  total_profits: decimal,
  total_income_rate: decimal,
  /** Σ notional of closed positions (entry price × quantity). */
  volume: decimal,
  first_trade_at: z.string(),
});
export type FuturesRecord = z.infer<typeof futuresRecord>;

export const traderApplication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(TRADER_APPLICATION_STATES),
  bio: z.string(),
  profit_share: decimal,
  max_followers: z.number().int(),
  min_amount: decimal,
  /** The reason given with a rejection ('' otherwise). */
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
});
export type TraderApplication = z.infer<typeof traderApplication>;

export const traderProfile = z.object({
  user_id: z.number().int(),
  status: z.enum(TRADER_STATES),
  bio: z.string(),
  profit_share: decimal,
  max_followers: z.number().int(),
  min_amount: decimal,
  is_demo: z.boolean(),
  strategy: z.string(),
  /** The reason given with a revocation ('' otherwise). */
  reason: z.string(),
  approved_at: z.string(),
  revoked_at: z.string(),
});
export type TraderProfile = z.infer<typeof traderProfile>;

/** GET /copytrade/apply_info — what the apply and trader-settings screens need. */
export const copytradeApplyInfoResponse = z.object({
  record: futuresRecord,
  /** The latest application, or null. */
  application: traderApplication.nullable(),
  /** The trader profile (active or revoked), or null. */
  trader: traderProfile.nullable(),
  share_max: decimal,
  max_followers_default: z.number().int(),
  max_followers_limit: z.number().int(),
});
export type CopytradeApplyInfo = z.infer<typeof copytradeApplyInfoResponse>;

/** Endpoints: copy trading, trader side (copytrade/*). */
export const copytradeApi = {
  applyInfo: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/copytrade/apply_info',
    auth: 'required',
    request: z.object({}),
    response: copytradeApplyInfoResponse,
    summary:
      "The applicant's futures record, latest application and trader profile, with the published caps.",
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/copytrade/apply',
    auth: 'required',
    idempotent: true,
    request: traderTermsRequest,
    response: traderApplication,
    summary:
      'Applies to become a trader with a bio, profit share, maximum followers and minimum copy budget.',
  }),
  settings: defineEndpoint({
    method: 'POST',
    path: '/copytrade/settings',
    auth: 'required',
    request: traderTermsRequest,
    response: traderProfile,
    summary: "Changes an active trader's terms (existing follows keep the share rate they accepted).",
  }),
} as const satisfies EndpointGroup;

// ---------------------------------------------------------------------------------------------- operators

/** GET /ops/copytrade/applications {status}. */
export const opsTraderApplicationsRequest = pageQuerySchema.extend({
  status: z.enum(TRADER_APPLICATION_STATES).default('pending'),
});
export const opsTraderApplicationItem = traderApplication.extend({
  account: z.string(),
  nickname: z.string(),
  record: futuresRecord,
});
export type OpsTraderApplicationItem = z.infer<typeof opsTraderApplicationItem>;
export const opsTraderApplicationsResponse = paginatedSchema(opsTraderApplicationItem);

/** GET /ops/copytrade/traders {status} — traders with their (read-only) statistics of the last 30 days. */
export const opsTradersRequest = pageQuerySchema.extend({
  status: z.enum(TRADER_STATES).default('active'),
});
export const opsTraderItem = traderProfile.extend({
  account: z.string(),
  nickname: z.string(),
  stats: traderStats,
});
export type OpsTraderItem = z.infer<typeof opsTraderItem>;
export const opsTradersResponse = paginatedSchema(opsTraderItem);

const reason = z
  .string({ message: 'kyc_reason_required' })
  .trim()
  .min(1, { message: 'kyc_reason_required' })
  .max(200, { message: 'kyc_reason_required' });

/** Endpoints of the console: trader applications and traders. */
export const opsCopytradeApi = {
  applications: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/ops/copytrade/applications',
    auth: 'operator',
    request: opsTraderApplicationsRequest,
    response: opsTraderApplicationsResponse,
    summary: "Trader applications by state, each with the applicant's futures record.",
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/ops/copytrade/approve',
    auth: 'operator',
    request: z.object({ id: wireId() }),
    response: opsTraderApplicationItem,
    summary: 'Approves a pending trader application: the user becomes a trader (audited).',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/ops/copytrade/reject',
    auth: 'operator',
    request: z.object({ id: wireId(), reason }),
    response: opsTraderApplicationItem,
    summary: 'Rejects a pending trader application with a reason the applicant sees (audited).',
  }),
  traders: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/ops/copytrade/traders',
    auth: 'operator',
    request: opsTradersRequest,
    response: opsTradersResponse,
    summary: 'Traders (active or revoked) with their computed statistics, which no call can edit.',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/ops/copytrade/revoke',
    auth: 'operator',
    request: z.object({ user_id: wireId(), reason }),
    response: opsTraderItem,
    summary:
      'Revokes a trader: every follow of them ends (copies stay open, detached) and followers are told (audited).',
  }),
} as const satisfies EndpointGroup;
