import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { wireBoolean, wireText, wireUrl } from '../wire';
import { PUSH_CATEGORIES } from './categories';

/**
 * Web Push to the user's phones (product `push`): a device subscribes through the app's service worker with the
 * server's VAPID public key, and every in-app notification of a category the user has not muted is also pushed
 * to each subscribed device, rendered in the language the device subscribed in.
 */

const invalid = { message: 'parameter_error' } as const;
const both = ['GET', 'POST'] as const;

/** GET /push/vapid_key — the application server key `pushManager.subscribe` takes (base64url, P-256 point). */
export const pushVapidKeyRequest = z.object({});
export const pushVapidKeyResponse = z.object({ public_key: z.string() });
export type PushVapidKey = z.infer<typeof pushVapidKeyResponse>;

/** A push service's URL for one browser install (the server accepts known push services only). */
const endpointField = wireUrl({ max: 1000 });

/**
 * POST /push/subscribe — `PushSubscription.toJSON()` as the browser gives it: the endpoint and the keys the
 * payload is encrypted to (p256dh: the browser's P-256 public key; auth: its 16-byte secret, both base64url).
 * One subscription per endpoint: subscribing again refreshes its keys and language, and moves it to the caller.
 */
export const pushSubscribeRequest = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      p256dh: wireText({ max: 200 }),
      auth: wireText({ max: 100 }),
    },
    invalid,
  ),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequest>;

/** POST /push/unsubscribe {endpoint} — this device stops receiving pushes. */
export const pushUnsubscribeRequest = z.object({ endpoint: endpointField });
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeRequest>;

/** The caller's devices after a subscribe or unsubscribe. */
export const pushDevicesResponse = z.object({
  /** Devices subscribed for the caller. */
  devices: z.number().int(),
  /** Whether the endpoint of the request is one of them now. */
  subscribed: z.boolean(),
});
export type PushDevices = z.infer<typeof pushDevicesResponse>;

/**
 * GET|POST /push/categories {endpoint?} — which categories are pushed (all, until the user mutes one), how many
 * devices are subscribed and whether `endpoint` (this device's, if it has one) is one of them.
 */
export const pushCategoriesRequest = z.object({ endpoint: endpointField.optional() });
export type PushCategoriesRequest = z.input<typeof pushCategoriesRequest>;
export const pushCategoryState = z.object({
  category: z.enum(PUSH_CATEGORIES),
  enabled: z.boolean(),
});
export type PushCategoryState = z.infer<typeof pushCategoryState>;
export const pushCategoriesResponse = z.object({
  categories: z.array(pushCategoryState),
  devices: z.number().int(),
  subscribed: z.boolean(),
});
export type PushCategories = z.infer<typeof pushCategoriesResponse>;

/** POST /push/categories/set {category, enabled} — turns one category on or off for every device of the caller. */
export const pushCategorySetRequest = z.object({
  category: z.enum(PUSH_CATEGORIES, invalid),
  enabled: wireBoolean(),
});
export type PushCategorySetRequest = z.input<typeof pushCategorySetRequest>;

/** Endpoints: push. */
export const pushApi = {
  vapidKey: defineEndpoint({
    method: both,
    path: '/push/vapid_key',
    auth: 'required',
    request: pushVapidKeyRequest,
    response: pushVapidKeyResponse,
    summary: "The server's VAPID public key, for the browser's push subscription.",
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/push/subscribe',
    auth: 'required',
    request: pushSubscribeRequest,
    response: pushDevicesResponse,
    summary: "Registers this device's push subscription for the caller.",
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/push/unsubscribe',
    auth: 'required',
    request: pushUnsubscribeRequest,
    response: pushDevicesResponse,
    summary: "Removes this device's push subscription.",
  }),
  categories: defineEndpoint({
    method: both,
    path: '/push/categories',
    auth: 'required',
    request: pushCategoriesRequest,
    response: pushCategoriesResponse,
    summary: "The caller's push categories, devices, and whether this device is subscribed.",
  }),
  setCategory: defineEndpoint({
    method: 'POST',
    path: '/push/categories/set',
    auth: 'required',
    request: pushCategorySetRequest,
    response: pushCategoriesResponse,
    summary: 'Turns pushes of one category on or off for all of the caller’s devices.',
  }),
} as const satisfies EndpointGroup;
