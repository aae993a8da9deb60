import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { pageQuerySchema, paginatedSchema } from '../pagination';
import { wireBoolean, wireId } from '../wire';

/**
 * Notifications: the home menu's system notifications and what later products send (auction won,
 * payment due, copy skipped, allocation done, chat reply). Stored as a key of NOTIFICATION_KEYS plus its
 * parameters; `title` and `content` are rendered in the request's `lang`, and `key` + `params` come along so
 * a client may render them itself (the socket push carries only those). `link` is a route of the H5 app
 * (`/pages/…`, may carry a query) of the screen the notification is about, or ''.
 */

/** GET|POST /notifications/list {page, limit} — the caller's notifications, newest first. */
export const notificationsListRequest = pageQuerySchema;
export type NotificationsListRequest = z.infer<typeof notificationsListRequest>;

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const notificationItem = z.object({
  id: z.number().int(),
  /** A NOTIFICATION_KEYS entry (a string: a client that does not know a newer key shows title/content). */
  key: z.string(),
  params,
  title: z.string(),
  content: z.string(),
  link: z.string(),
  read: z.boolean(),
  /** ISO time. */
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationsListResponse = paginatedSchema(notificationItem);

/** GET|POST /notifications/unread_count → how many of the caller's notifications are unread. */
export const notificationsUnreadRequest = z.object({});
export const notificationsUnreadResponse = z.object({ count: z.number().int() });
export type NotificationsUnread = z.infer<typeof notificationsUnreadResponse>;

/**
 * POST /notifications/read {id} marks one of the caller's notifications read (another user's id or an unknown
 * one: notification_not_found); {all: true} marks all of them read. Exactly one of the two. Reply: how many
 * changed and the unread count after it.
 */
export const notificationsReadRequest = z
  .object({
    id: wireId().optional(),
    all: wireBoolean().optional(),
  })
  .refine((v) => (v.id !== undefined) !== (v.all === true), { message: 'parameter_error' });
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequest>;
export const notificationsReadResponse = z.object({
  updated: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsReadResult = z.infer<typeof notificationsReadResponse>;

const both = ['GET', 'POST'] as const;

/** Endpoints: notifications. */
export const notificationsApi = {
  list: defineEndpoint({
    method: both,
    path: '/notifications/list',
    auth: 'required',
    request: notificationsListRequest,
    response: notificationsListResponse,
    summary: "The caller's notifications, newest first, rendered in the request's language.",
  }),
  unreadCount: defineEndpoint({
    method: both,
    path: '/notifications/unread_count',
    auth: 'required',
    request: notificationsUnreadRequest,
    response: notificationsUnreadResponse,
    summary: "How many of the caller's notifications are unread.",
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    auth: 'required',
    request: notificationsReadRequest,
    response: notificationsReadResponse,
    summary:
      "Marks one of the caller's notifications read, or all of them; replies the unread count after it.",
  }),
} as const satisfies EndpointGroup;
