import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { LANG_CODES } from '../languages';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import {
  UPLOAD_REFERENCE,
  wireBoolean,
  wireDay,
  wireId,
  wireInt,
  wireMoment,
  wirePositiveDecimal,
  wireText,
  wireUrl,
} from '../wire';
import {
  INVEST_TYPES,
  EARN_PRODUCT_STATES,
  IEO_SYMBOL_PATTERN,
  LOCK_CATEGORIES,
  LOCK_DAYS_MAX,
} from './earn-rules';
import { investProduct } from '../invest/invest';
import { ieoProject } from '../ieo/ieo';
import { lockProduct } from '../lockming/lockming';

/**
 * The console's earn calls: create, edit and pause each product type; publish a lock-mining day's
 * rate within the product's range; list an IEO token as a spot pair. Terms of a product that already has
 * orders cannot change (`earn_terms_locked`); texts, logo and links can. Every call that changes something is
 * audited (OPS_ACTIONS ieo.*, lockming.*, dual.*). Nothing here moves a balance or decides an outcome.
 */

const decimal = z.string();
/** A rate in percent, positive, at most 4 decimals (checked against a product's range by the server). */
const rate = wirePositiveDecimal('earn_rate_invalid').refine((v) => (v.split('.')[1] ?? '').length <= 4, {
  message: 'earn_rate_invalid',
});

/** Texts per language; English is required, the others fall back to it. */
function textsOf<T extends z.ZodRawShape>(shape: T) {
  const one = z.object(shape);
  return z
    .partialRecord(z.enum(LANG_CODES), one)
    .refine((t) => t.en !== undefined, { message: 'earn_text_required' });
}

const title = wireText({ max: 80, key: 'earn_text_required' }).pipe(
  z.string().min(1, { message: 'earn_text_required' }),
);
export const ieoTexts = textsOf({
  title,
  summary: wireText({ max: 200 }),
  content: wireText({ max: 5000, multiline: true }),
});
export type IeoTexts = z.infer<typeof ieoTexts>;
export const lockTexts = textsOf({ title, intro: wireText({ max: 1000, multiline: true }) });
export type LockTexts = z.infer<typeof lockTexts>;

const paused = z.object({ id: wireId(), paused: wireBoolean() });
const statusFilter = pageQuerySchema.extend({ status: z.enum(EARN_PRODUCT_STATES).optional() });

// ──────────────────────────────────────────────────────────────────────────────────────────────────── IEO

/** Create (no id) or edit a project. Creating one registers its token as a new currency. */
export const opsIeoSaveRequest = z.object({
  id: wireId().optional(),
  symbol: z.string().trim().regex(IEO_SYMBOL_PATTERN, { message: 'ieo_symbol_invalid' }),
  token_name: wireText({ max: 40 }).pipe(z.string().min(1, { message: 'earn_text_required' })),
  pay_currency_id: wireId(),
  price: wirePositiveDecimal(),
  amount: wirePositiveDecimal(),
  min: wirePositiveDecimal(),
  user_limit: wirePositiveDecimal(),
  start_at: wireMoment,
  end_at: wireMoment,
  lock_days: wireInt({ min: 0, max: LOCK_DAYS_MAX }),
  white_book: wireUrl({ max: 300 }).default(''),
  link: wireUrl({ max: 300 }).default(''),
  /** An uploaded image's reference ('' for none). */
  logo: wireUrl({ max: 300, relative: UPLOAD_REFERENCE }).default(''),
  texts: ieoTexts,
});
export type OpsIeoSaveRequest = z.infer<typeof opsIeoSaveRequest>;
export const opsIeoProject = ieoProject.extend({
  symbol: z.string(),
  texts: ieoTexts,
  /** Payments taken at allocation (pay currency), and tokens delivered. */
  raised: decimal,
  delivered: decimal,
});
export type OpsIeoProject = z.infer<typeof opsIeoProject>;

// ──────────────────────────────────────────────────────────────────────────────────────────── lock mining

export const opsLockSaveRequest = z.object({
  id: wireId().optional(),
  currency_id: wireId(),
  save_min: wirePositiveDecimal(),
  day: wireInt({ min: 1, max: LOCK_DAYS_MAX }),
  rate_min: rate,
  rate_max: rate,
  cancel_rate: rate,
  /** Standard (default), DeFi mining or cloud mining. */
  category: z.enum(LOCK_CATEGORIES).default('standard'),
  texts: lockTexts,
});
export type OpsLockSaveRequest = z.infer<typeof opsLockSaveRequest>;
export const opsLockProduct = lockProduct.extend({
  texts: lockTexts,
  /** Running orders and the amount they lock. */
  running: z.number().int(),
  locked: decimal,
});
export type OpsLockProduct = z.infer<typeof opsLockProduct>;

/** A published day rate: the default (the range's minimum) or set by an operator. */
export const lockDayRate = z.object({
  config_id: z.number().int(),
  day: z.string(),
  rate: decimal,
  source: z.enum(['default', 'operator']),
  published_at: z.string(),
});
export type LockDayRate = z.infer<typeof lockDayRate>;
/** Set the rate of a day that has not started yet (tomorrow or later), within the product's range. */
export const opsLockSetRateRequest = z.object({ config_id: wireId(), day: wireDay, rate });

// ───────────────────────────────────────────────────────────────────────────────────────────── invest/dual

export const opsInvestSaveRequest = z.object({
  id: wireId().optional(),
  name: wireText({ max: 60 }).pipe(z.string().min(1, { message: 'earn_text_required' })),
  section: wireText({ max: 40 }).default(''),
  type: z.enum(INVEST_TYPES),
  currency_id: wireId(),
  per_price: wirePositiveDecimal(),
  apr: rate,
  linked_price: wirePositiveDecimal(),
  /** Maturity date: at least tomorrow (UTC). */
  end_time: wireDay,
  total_number: wireInt({ min: 1, max: 100_000_000 }),
  user_limit: wireInt({ min: 1, max: 100_000_000 }),
});
export type OpsInvestSaveRequest = z.infer<typeof opsInvestSaveRequest>;
export const opsInvestProduct = investProduct.extend({
  /** Orders not settled yet, and settled ones. */
  open_orders: z.number().int(),
  settled_orders: z.number().int(),
});
export type OpsInvestProduct = z.infer<typeof opsInvestProduct>;

const read = ['GET', 'POST'] as const;

export const opsEarnApi = {
  ieoProjects: defineEndpoint({
    method: read,
    path: '/ops/ieo/projects',
    auth: 'operator',
    request: statusFilter,
    response: paginatedSchema(opsIeoProject),
    summary: 'IEO projects, newest first, with subscriptions, allocation and delivery figures.',
  }),
  ieoSave: defineEndpoint({
    method: 'POST',
    path: '/ops/ieo/save',
    auth: 'operator',
    request: opsIeoSaveRequest,
    response: opsIeoProject,
    summary:
      'Creates a project (its token becomes a currency) or edits one (terms only before any subscription).',
  }),
  ieoPause: defineEndpoint({
    method: 'POST',
    path: '/ops/ieo/pause',
    auth: 'operator',
    request: paused,
    response: opsIeoProject,
    summary: 'Pauses or resumes subscriptions (allocation and delivery still run on time).',
  }),
  ieoListPair: defineEndpoint({
    method: 'POST',
    path: '/ops/ieo/list_pair',
    auth: 'operator',
    request: z.object({ id: wireId() }),
    response: opsIeoProject,
    summary:
      'Lists an ended project’s token as a spot pair; the simulated feed starts at the issuance price.',
  }),
  lockProducts: defineEndpoint({
    method: read,
    path: '/ops/lockming/products',
    auth: 'operator',
    request: statusFilter,
    response: paginatedSchema(opsLockProduct),
    summary: 'Lock-mining products with running orders and the amount locked.',
  }),
  lockSave: defineEndpoint({
    method: 'POST',
    path: '/ops/lockming/save',
    auth: 'operator',
    request: opsLockSaveRequest,
    response: opsLockProduct,
    summary: 'Creates or edits a lock-mining product (terms only before any order).',
  }),
  lockPause: defineEndpoint({
    method: 'POST',
    path: '/ops/lockming/pause',
    auth: 'operator',
    request: paused,
    response: opsLockProduct,
    summary: 'Pauses or resumes new locks (running locks go on earning).',
  }),
  lockRates: defineEndpoint({
    method: read,
    path: '/ops/lockming/rates',
    auth: 'operator',
    request: pageQuerySchema.extend({ config_id: wireId() }),
    response: paginatedSchema(lockDayRate),
    summary: "A product's published day rates, latest day first.",
  }),
  lockSetRate: defineEndpoint({
    method: 'POST',
    path: '/ops/lockming/set_rate',
    auth: 'operator',
    request: opsLockSetRateRequest,
    response: lockDayRate,
    summary: 'Publishes the rate of a day not yet started, within the range; every holder gets it (audited).',
  }),
  dualProducts: defineEndpoint({
    method: read,
    path: '/ops/dual/products',
    auth: 'operator',
    request: statusFilter,
    response: paginatedSchema(opsInvestProduct),
    summary: 'Invest products with open and settled orders.',
  }),
  dualSave: defineEndpoint({
    method: 'POST',
    path: '/ops/dual/save',
    auth: 'operator',
    request: opsInvestSaveRequest,
    response: opsInvestProduct,
    summary: 'Creates or edits an invest product (terms only before any purchase).',
  }),
  dualPause: defineEndpoint({
    method: 'POST',
    path: '/ops/dual/pause',
    auth: 'operator',
    request: paused,
    response: opsInvestProduct,
    summary: 'Pauses or resumes purchases (orders still settle on their date).',
  }),
} as const satisfies EndpointGroup;
