import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, paginatedSchema } from '../pagination';
import { stepUpField } from '../security/step-up';
import { wireBoolean, wireId, wireInt, wirePositiveDecimal, wireText } from '../wire';
import { otcOrder, otcOrdersRequest } from './otc';
import { OTC_PAY_WINDOW_MINUTES, OTC_SPREAD_MAX_BPS } from './otc-rules';

/**
 * The console's OTC desk calls: desk settings (open, coins, spread, limits, payment window, the
 * desk's bank details), the order queue, confirm and reject. Every change is audited (OPS_ACTIONS otc.*). Nothing
 * here sets a price: quotes come from the feed, the fiat rates and the published spread; confirming a buy credits
 * the ordered coins from the house pool through the ledger, confirming a sell posts the user's held coins to it.
 */

const read = ['GET', 'POST'] as const;
const bankText = (max: number) => wireText({ max, key: 'otc_settings_invalid' });

/** The desk's bank account buyers transfer to. */
export const opsOtcBank = z.object({
  bank_name: bankText(80),
  account_name: bankText(80),
  account_number: bankText(40),
  branch: bankText(120),
  swift: bankText(20),
});
export type OpsOtcBank = z.infer<typeof opsOtcBank>;

/** The desk settings as saved (POST /ops/otc/settings/save). */
export const opsOtcSettingsSaveRequest = z.object({
  open: wireBoolean(),
  /** Currency ids of the coins the desk trades (at least one). */
  coins: z
    .array(wireId('otc_coin_unavailable'))
    .min(1, 'otc_settings_invalid')
    .max(20, 'otc_settings_invalid'),
  spread_bps: wireInt({ min: 0, max: OTC_SPREAD_MAX_BPS, key: 'otc_settings_invalid' }),
  min_usdt: wirePositiveDecimal('otc_settings_invalid'),
  max_usdt: wirePositiveDecimal('otc_settings_invalid'),
  pay_window_minutes: wireInt({ ...OTC_PAY_WINDOW_MINUTES, key: 'otc_settings_invalid' }),
  bank: opsOtcBank,
  /** Shown to users beside the desk ("demo desk" on a demo install). */
  label: wireText({ max: 40, key: 'otc_settings_invalid' }).default(''),
});
export type OpsOtcSettingsSaveRequest = z.infer<typeof opsOtcSettingsSaveRequest>;

/** The desk settings as read, with the coins the operator may choose from. */
export const opsOtcSettings = z.object({
  open: z.boolean(),
  coins: z.array(z.number().int()),
  spread_bps: z.number().int(),
  min_usdt: z.string(),
  max_usdt: z.string(),
  pay_window_minutes: z.number().int(),
  bank: z.object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    branch: z.string(),
    swift: z.string(),
  }),
  label: z.string(),
  /** Coins and stablecoins of the catalogue (id, symbol). */
  coin_choices: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updated_at: z.string().nullable(),
});
export type OpsOtcSettings = z.infer<typeof opsOtcSettings>;

/** An order as the console's queue shows it: the app's view with whose it is and who decided it. */
export const opsOtcOrder = otcOrder.extend({
  user_id: z.number().int(),
  account: z.string(),
  /** The operator who confirmed or rejected it (null before). */
  operator_id: z.number().int().nullable(),
});
export type OpsOtcOrder = z.infer<typeof opsOtcOrder>;

export const opsOtcOrdersRequest = otcOrdersRequest.extend({
  limit: limitSchema(20, 100),
  user_id: wireId().optional(),
});
export type OpsOtcOrdersRequest = z.infer<typeof opsOtcOrdersRequest>;

/** Confirm and reject move money: each carries a step-up proof of its action (POST /ops/step_up). */
export const opsOtcConfirmRequest = z.object({ id: wireId('otc_order_not_found'), step_up: stepUpField });

export const opsOtcRejectRequest = z.object({
  id: wireId('otc_order_not_found'),
  step_up: stepUpField,
  reason: wireText({ max: 200, key: 'otc_reason_required' }).pipe(
    z.string().trim().min(1, { message: 'otc_reason_required' }),
  ),
});

export const opsOtcApi = {
  settings: defineEndpoint({
    method: read,
    path: '/ops/otc/settings',
    auth: 'operator',
    request: z.object({}),
    response: opsOtcSettings,
    summary: 'The OTC desk settings.',
  }),
  settingsSave: defineEndpoint({
    method: 'POST',
    path: '/ops/otc/settings/save',
    auth: 'operator',
    request: opsOtcSettingsSaveRequest,
    response: opsOtcSettings,
    summary: 'Saves the desk: open, coins, spread, limits, payment window, bank details (audited).',
  }),
  orders: defineEndpoint({
    method: read,
    path: '/ops/otc/orders',
    auth: 'operator',
    request: opsOtcOrdersRequest,
    response: paginatedSchema(opsOtcOrder),
    summary: 'The order queue, oldest waiting first within a status; filter by status, side, user.',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/ops/otc/order/confirm',
    auth: 'operator',
    request: opsOtcConfirmRequest,
    response: opsOtcOrder,
    summary:
      'Confirms a paid buy (coins credited) or a pending sell after the payout (held coins to the desk).',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/ops/otc/order/reject',
    auth: 'operator',
    request: opsOtcRejectRequest,
    response: opsOtcOrder,
    summary: 'Rejects an order with a reason (a sell’s held coins return to the user).',
  }),
} as const satisfies EndpointGroup;
