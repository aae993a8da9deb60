import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { wireBoolean, wireDecimal, wireId, wireText } from '../wire';
import { ALERT_KINDS, ALERT_WINDOWS } from './alerts-rules';

/**
 * Price alerts: a user's alerts on any pair the market publishes — the price at or above a level, at or below
 * it, or a move of a percent within a window — one-shot or repeating (a repeating alert re-arms once the price
 * is back on the other side). A fired alert is an in-app notification linking to the pair.
 */

/** One alert as its owner sees it. */
export const alertView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The level (above/below), null for a move alert. */
  price: z.string().nullable(),
  /** The move in percent and its window (move), null otherwise. */
  percent: z.string().nullable(),
  window: z.enum(ALERT_WINDOWS).nullable(),
  repeat: z.boolean(),
  /** Off when its owner turned it off or a one-shot alert fired. */
  active: z.boolean(),
  /** A repeating alert that fired waits (not armed) until the price is back on the other side. */
  armed: z.boolean(),
  fired_count: z.number().int(),
  last_fired_at: z.string().nullable(),
  last_fired_price: z.string().nullable(),
  created_at: z.string(),
});
export type AlertView = z.infer<typeof alertView>;

/** GET /alerts/list — the caller's alerts, newest first, with the count of active ones and the cap. */
export const alertList = z.object({
  items: z.array(alertView),
  active: z.number().int(),
  max: z.number().int(),
});
export type AlertList = z.infer<typeof alertList>;

const kindField = z.enum(ALERT_KINDS, { message: 'parameter_error' });
const windowField = z.enum(ALERT_WINDOWS, { message: 'parameter_error' });

/** POST /alerts/create — a level (above/below) or a percent and window (move) on a pair, one-shot or repeating. */
export const alertCreateRequest = z.object({
  symbol: wireText({ max: 32, key: 'symbol_unknown' }),
  kind: kindField,
  price: wireDecimal('alert_price_invalid').optional(),
  percent: wireDecimal('alert_percent_invalid').optional(),
  window: windowField.optional(),
  repeat: wireBoolean().optional(),
});
export type AlertCreateRequest = z.infer<typeof alertCreateRequest>;

/**
 * POST /alerts/update — turns an alert on or off, makes it repeat or not, or moves its target (its kind stays).
 * Turning it on or changing its target arms it again.
 */
export const alertUpdateRequest = z.object({
  id: wireId(),
  active: wireBoolean().optional(),
  repeat: wireBoolean().optional(),
  price: wireDecimal('alert_price_invalid').optional(),
  percent: wireDecimal('alert_percent_invalid').optional(),
  window: windowField.optional(),
});
export type AlertUpdateRequest = z.infer<typeof alertUpdateRequest>;

/** POST /alerts/delete {id} */
export const alertDeleteRequest = z.object({ id: wireId() });
export const alertDeleted = z.object({ id: z.number().int() });

/** Endpoints: price alerts. */
export const alertsApi = {
  list: defineEndpoint({
    method: ['GET', 'POST'],
    path: '/alerts/list',
    auth: 'required',
    request: z.object({}),
    response: alertList,
    summary: "The caller's price alerts, newest first, with the number active and the cap.",
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/alerts/create',
    auth: 'required',
    request: alertCreateRequest,
    response: alertView,
    summary: 'Sets a price alert on a pair: above or below a price, or a move within a window.',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/alerts/update',
    auth: 'required',
    request: alertUpdateRequest,
    response: alertView,
    summary: 'Turns a price alert on or off, makes it repeat or not, or changes its target.',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/alerts/delete',
    auth: 'required',
    request: alertDeleteRequest,
    response: alertDeleted,
    summary: 'Deletes one of the caller’s price alerts.',
  }),
} as const;
