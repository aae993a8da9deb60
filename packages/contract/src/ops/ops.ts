import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireId } from '../wire';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { depositRecord, REQUEST_STATES, withdrawalRecord } from '../wallet/funds';
import { kycReviewItem } from '../kyc/kyc';
import { recoveryCodesResponse, totpEnableRequest, totpSetupResponse } from '../security/security';
import { recoveryCodeSchema, stepUpField, totpCodeSchema } from '../security/step-up';

/**
 * Operator API (`/api/ops/*`). Same envelope as the user API; operator sessions are separate
 * from user sessions (an operator token never works on `/api/user/*` and a user token never works here:
 * `type: 999`). Operators review KYC, deposits and withdrawals and set deposit addresses. No operator call
 * edits a balance: approving a deposit or withdrawal runs the wallet service, which posts to the ledger.
 * Every action writes an audit row (operator, time, target, before/after) in the same transaction.
 */

const id = wireId();
const reason = z
  .string({ message: 'kyc_reason_required' })
  .trim()
  .min(1, { message: 'kyc_reason_required' })
  .max(200, { message: 'kyc_reason_required' });

/**
 * POST /ops/login → an operator session token. An operator with an authenticator sends its code (or a recovery
 * code) too (`second_factor_required` otherwise); one without gets an enrolment-only session
 * (`enrolment_required`): every other call answers `second_factor_required` until POST /ops/totp/enable.
 */
export const opsLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'email_format' }).max(254),
  password: z.string().min(1, { message: 'enter_password' }).max(128),
  totp_code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
});
export type OpsLoginRequest = z.infer<typeof opsLoginRequest>;
export const operatorInfo = z.object({ id: z.number().int(), email: z.string() });
export type OperatorInfo = z.infer<typeof operatorInfo>;
export const opsLoginResponse = z.object({
  token: z.string(),
  operator: operatorInfo,
  enrolment_required: z.boolean(),
});
export type OpsLoginResponse = z.infer<typeof opsLoginResponse>;
/** Operator sessions end this long after login (or at logout). */
export const OPS_SESSION_TTL_MS = 12 * 3_600_000;
/** POST /ops/logout → the localised "logged out" text; GET /ops/me → operatorInfo and the authenticator's state. */
export const opsLogoutResponse = z.string();
export const opsMeResponse = operatorInfo.extend({ totp_enabled: z.boolean() });
export type OpsMe = z.infer<typeof opsMeResponse>;
/** Calls that take no parameters. */
export const opsNoInput = z.object({});

/** Review queues: GET /ops/kyc/list, /ops/deposits/list, /ops/withdrawals/list. */
export const opsQueueRequest = pageQuerySchema.extend({
  status: z.enum(REQUEST_STATES).default('pending'),
});
export type OpsQueueRequest = z.infer<typeof opsQueueRequest>;

/** Who a queue item belongs to, shown beside every review item. */
export const opsUserRef = z.object({ user_id: z.number().int(), account: z.string() });

export const opsKycItem = kycReviewItem.extend({ account: z.string() });
export type OpsKycItem = z.infer<typeof opsKycItem>;
export const opsKycListResponse = paginatedSchema(opsKycItem);

/**
 * A deposit claim for review. `account` is the claimant's login (as on every queue item); the paying account
 * the user typed into the claim (depositRecord's own `account`) is `pay_account` here.
 */
export const opsDepositItem = depositRecord
  .omit({ account: true })
  .extend({ ...opsUserRef.shape, pay_account: z.string() });
export type OpsDepositItem = z.infer<typeof opsDepositItem>;
export const opsDepositListResponse = paginatedSchema(opsDepositItem);

export const opsWithdrawalItem = withdrawalRecord.extend(opsUserRef.shape);
export type OpsWithdrawalItem = z.infer<typeof opsWithdrawalItem>;
export const opsWithdrawalListResponse = paginatedSchema(opsWithdrawalItem);

/** POST /ops/{kyc,deposits,withdrawals}/approve {id}; …/reject {id, reason} → the reviewed item. */
export const opsApproveRequest = z.object({ id });
export const opsRejectRequest = z.object({ id, reason });
export type OpsRejectRequest = z.infer<typeof opsRejectRequest>;
/** The same for calls that move money: they carry a step-up proof for their action (`step_up_required`). */
export const opsMoneyApproveRequest = opsApproveRequest.extend({ step_up: stepUpField });
export const opsMoneyRejectRequest = opsRejectRequest.extend({ step_up: stepUpField });
export type OpsMoneyRejectRequest = z.infer<typeof opsMoneyRejectRequest>;

/** GET /ops/deposit_addresses → every currency's networks with the configured address ('' = none yet). */
export const opsDepositAddressItem = z.object({
  currency: z.number().int(),
  currency_name: z.string(),
  network: z.string(),
  address: z.string(),
  /** Seeded on a demo install; an operator's save replaces it with a real one. */
  demo: z.boolean(),
});
export type OpsDepositAddressItem = z.infer<typeof opsDepositAddressItem>;
export const opsDepositAddressListResponse = z.array(opsDepositAddressItem);
/** POST /ops/deposit_addresses/set {currency, network, address}. */
export const opsSetDepositAddressRequest = z.object({
  currency: id,
  network: z.string().trim().min(1, { message: 'parameter_error' }).max(16),
  address: z.string().trim().min(8, { message: 'address_format' }).max(128, { message: 'address_format' }),
});
export type OpsSetDepositAddressRequest = z.infer<typeof opsSetDepositAddressRequest>;

/** GET /ops/audit {page, limit, action?} → newest first. */
export const OPS_ACTIONS = [
  'kyc.approve',
  'kyc.reject',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'deposit_address.set',
  'operator.login',
  'operator.totp_enable',
  'microtrade_tier.set',
  'job.retry',
  'event.retry',
  'trader.approve',
  'trader.reject',
  'trader.revoke',
  // earn products
  'ieo.save',
  'ieo.pause',
  'ieo.list_pair',
  'lockming.save',
  'lockming.pause',
  'lockming.rate',
  'dual.save',
  'dual.pause',
  // NFT marketplace
  'nft.artist_save',
  'nft.collection_save',
  'nft.media_upload',
  'nft.item_save',
  'nft.item_hide',
  'nft.series_save',
  // loans
  'loans.product_save',
  // support chat: replies are stored messages, not audit rows
  'support.assign',
  'support.close',
  'support.canned_save',
  'support.canned_delete',
  // OTC desk
  'otc.settings_save',
  'otc.confirm',
  'otc.reject',
  // experience coupons
  'coupons.campaign_save',
  'coupons.campaign_pause',
  'coupons.grant',
  // content
  'content.article_save',
  'content.article_delete',
  'content.menu_save',
  'content.settings_save',
] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

/**
 * The console's actions that move money (their services post to the ledger): each needs a step-up proof of its
 * own action from POST /ops/step_up, bound to the operator's session, usable once, for STEP_UP_TTL_SECONDS.
 */
export const OPS_STEP_UP_ACTIONS = [
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'otc.confirm',
  'otc.reject',
] as const satisfies readonly OpsAction[];
export type OpsStepUpAction = (typeof OPS_STEP_UP_ACTIONS)[number];

/** POST /ops/step_up {action, totp_code} → a proof for one money action of this session. */
export const opsStepUpRequest = z.object({
  action: z.enum(OPS_STEP_UP_ACTIONS, { message: 'parameter_error' }),
  totp_code: totpCodeSchema,
});
export type OpsStepUpRequest = z.infer<typeof opsStepUpRequest>;
export const opsStepUpResponse = z.object({
  proof: z.string(),
  action: z.enum(OPS_STEP_UP_ACTIONS),
  expires_at: z.string(),
});
export type OpsStepUpResponse = z.infer<typeof opsStepUpResponse>;
export const opsAuditRequest = pageQuerySchema.extend({ action: z.enum(OPS_ACTIONS).optional() });
export type OpsAuditRequest = z.infer<typeof opsAuditRequest>;
export const opsAuditItem = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_email: z.string(),
  action: z.enum(OPS_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  /** The target's state before and after the action (null where there was none). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** Client address the action came from. */
  ip: z.string(),
  created_at: z.string(),
});
export type OpsAuditItem = z.infer<typeof opsAuditItem>;
export const opsAuditListResponse = paginatedSchema(opsAuditItem);

const read = ['GET', 'POST'] as const;

/** Endpoints of the operator console (ops/*): sign-in, reviews, deposit addresses, audit. */
export const opsApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/ops/login',
    auth: 'none',
    request: opsLoginRequest,
    response: opsLoginResponse,
    summary: 'Signs an operator in with e-mail and password; the token lasts 12 hours.',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/ops/logout',
    auth: 'operator',
    request: opsNoInput,
    response: opsLogoutResponse,
    summary: "Ends the operator's session.",
  }),
  totpSetup: defineEndpoint({
    method: 'POST',
    path: '/ops/totp/setup',
    auth: 'operator',
    request: opsNoInput,
    response: totpSetupResponse,
    summary:
      "A new authenticator secret for the operator (issuer 'Meridian Console'), pending until confirmed.",
  }),
  totpEnable: defineEndpoint({
    method: 'POST',
    path: '/ops/totp/enable',
    auth: 'operator',
    request: totpEnableRequest,
    response: recoveryCodesResponse,
    summary:
      "Turns the operator's authenticator on with a code; replies ten recovery codes, shown once (audited).",
  }),
  stepUp: defineEndpoint({
    method: 'POST',
    path: '/ops/step_up',
    auth: 'operator',
    request: opsStepUpRequest,
    response: opsStepUpResponse,
    summary:
      'Proves the authenticator for one money action: a proof bound to this session, usable once, 5 minutes.',
  }),
  me: defineEndpoint({
    method: read,
    path: '/ops/me',
    auth: 'operator',
    request: opsNoInput,
    response: opsMeResponse,
    summary: 'The signed-in operator.',
  }),
  kycList: defineEndpoint({
    method: read,
    path: '/ops/kyc/list',
    auth: 'operator',
    request: opsQueueRequest,
    response: opsKycListResponse,
    summary: 'Identity submissions in one review state, with signed links to their images.',
  }),
  kycApprove: defineEndpoint({
    method: 'POST',
    path: '/ops/kyc/approve',
    auth: 'operator',
    request: opsApproveRequest,
    response: opsKycItem,
    summary: 'Approves a pending identity submission (audited).',
  }),
  kycReject: defineEndpoint({
    method: 'POST',
    path: '/ops/kyc/reject',
    auth: 'operator',
    request: opsRejectRequest,
    response: opsKycItem,
    summary: 'Rejects a pending identity submission with a reason the user sees (audited).',
  }),
  depositsList: defineEndpoint({
    method: read,
    path: '/ops/deposits/list',
    auth: 'operator',
    request: opsQueueRequest,
    response: opsDepositListResponse,
    summary: 'Deposit claims in one review state.',
  }),
  depositsApprove: defineEndpoint({
    method: 'POST',
    path: '/ops/deposits/approve',
    auth: 'operator',
    request: opsMoneyApproveRequest,
    response: opsDepositItem,
    summary: "Approves a pending deposit claim: the wallet credits the user's balance (audited).",
  }),
  depositsReject: defineEndpoint({
    method: 'POST',
    path: '/ops/deposits/reject',
    auth: 'operator',
    request: opsMoneyRejectRequest,
    response: opsDepositItem,
    summary: 'Rejects a pending deposit claim with a reason (audited).',
  }),
  withdrawalsList: defineEndpoint({
    method: read,
    path: '/ops/withdrawals/list',
    auth: 'operator',
    request: opsQueueRequest,
    response: opsWithdrawalListResponse,
    summary: 'Withdrawal requests in one review state.',
  }),
  withdrawalsApprove: defineEndpoint({
    method: 'POST',
    path: '/ops/withdrawals/approve',
    auth: 'operator',
    request: opsMoneyApproveRequest,
    response: opsWithdrawalItem,
    summary: 'Approves a pending withdrawal: its frozen amount leaves the wallet (audited).',
  }),
  withdrawalsReject: defineEndpoint({
    method: 'POST',
    path: '/ops/withdrawals/reject',
    auth: 'operator',
    request: opsMoneyRejectRequest,
    response: opsWithdrawalItem,
    summary: 'Rejects a pending withdrawal with a reason; its frozen amount comes back (audited).',
  }),
  depositAddresses: defineEndpoint({
    method: read,
    path: '/ops/deposit_addresses',
    auth: 'operator',
    request: opsNoInput,
    response: opsDepositAddressListResponse,
    summary: "Every depositable currency's networks with the configured address ('' = none yet).",
  }),
  setDepositAddress: defineEndpoint({
    method: 'POST',
    path: '/ops/deposit_addresses/set',
    auth: 'operator',
    request: opsSetDepositAddressRequest,
    response: opsDepositAddressListResponse,
    summary: 'Sets the deposit address of one currency and network (audited); replies with the whole table.',
  }),
  audit: defineEndpoint({
    method: read,
    path: '/ops/audit',
    auth: 'operator',
    request: opsAuditRequest,
    response: opsAuditListResponse,
    summary: "The operators' audit log, newest first, optionally of one action.",
  }),
} as const satisfies EndpointGroup;
