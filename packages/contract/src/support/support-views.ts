import { z } from 'zod';

/**
 * Support chat shapes: what the app and the console read. Times are ISO 8601 strings; ids are
 * integers that grow with time (a message with a larger id was sent later in its thread).
 */

/** Who wrote a message: the account holder, a visitor (before login), an operator, or the system. */
export const SUPPORT_SENDERS = ['user', 'visitor', 'operator', 'system'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];
export const SUPPORT_MESSAGE_KINDS = ['text', 'image'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];
export const SUPPORT_THREAD_STATUSES = ['open', 'closed'] as const;
export type SupportThreadStatus = (typeof SUPPORT_THREAD_STATUSES)[number];

/** At most this many characters in a text message. */
export const SUPPORT_TEXT_MAX = 2000;
/** History pages: default and largest `limit`. */
export const SUPPORT_PAGE_SIZE = 30;
export const SUPPORT_PAGE_SIZE_MAX = 100;
/** A `support_reply` notification at most once per thread per this many minutes. */
export const SUPPORT_REPLY_NOTIFY_MINUTES = 5;
/** The topic of a thread about one record: `<kind>:<ref>` (`otc:42`, `loan:7`). */
export const SUPPORT_TOPIC_PATTERN = /^[a-z][a-z0-9_]{0,15}:[A-Za-z0-9_-]{1,40}$/;
/** The socket handshake field (`auth.visitor`) and request field carrying a visitor token. */
export const SUPPORT_VISITOR_FIELD = 'visitor_token';

export const supportMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender: z.enum(SUPPORT_SENDERS),
  kind: z.enum(SUPPORT_MESSAGE_KINDS),
  /** The text ('' for an image without caption). */
  text: z.string(),
  /** The image URL for kind `image`, null otherwise. */
  image: z.string().nullable(),
  /** The sender's client id (a UUID), null for messages the server wrote (system, demo). */
  client_id: z.string().nullable(),
  /** Which operator replied: filled in the console's views only (the app shows "Support"); null otherwise. */
  operator_name: z.string().nullable(),
  created_at: z.string(),
  /** When the other side's client received it; null until then. */
  delivered_at: z.string().nullable(),
  /** When the other side had the thread open on screen; null until then. */
  read_at: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** A thread as the app shows it: the viewer's unread count is the operators' messages not yet read. */
export const supportThread = z.object({
  id: z.number().int(),
  /** `otc:42`, `loan:7`, or null for the general thread. */
  topic: z.string().nullable(),
  /** The record's title from its module (`Buy 100 USDT`), null for the general thread. */
  topic_title: z.string().nullable(),
  status: z.enum(SUPPORT_THREAD_STATUSES),
  unread: z.number().int(),
  last_message: supportMessage.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportThread = z.infer<typeof supportThread>;

/** A page of history, oldest first; `has_more` says whether older (before_id) or newer (after_id) remain. */
export const supportMessagePage = z.object({
  thread_id: z.number().int(),
  data: z.array(supportMessage),
  has_more: z.boolean(),
});
export type SupportMessagePage = z.infer<typeof supportMessagePage>;

/** A record of another module as the console shows it beside a thread (see SupportTopics.recent). */
export const supportRecentItem = z.object({
  kind: z.string(),
  ref: z.string(),
  title: z.string(),
  status: z.string(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  time: z.string(),
});
export type SupportRecentItemView = z.infer<typeof supportRecentItem>;

/** A thread as the console lists it. */
export const opsSupportThread = supportThread.omit({ unread: true }).extend({
  /** The account behind the thread; null while it is a visitor's. */
  user_id: z.number().int().nullable(),
  account: z.string().nullable(),
  nickname: z.string().nullable(),
  /** A visitor's short label (`Visitor 3f2a`) when user_id is null. */
  visitor: z.string().nullable(),
  assignee: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** The user's (or visitor's) messages no operator has read. */
  unread: z.number().int(),
  /** The operators' messages the user has not read. */
  user_unread: z.number().int(),
});
export type OpsSupportThread = z.infer<typeof opsSupportThread>;

/** The user panel beside a thread. Balances: per currency, the total over the user's accounts. */
export const opsSupportProfile = z.object({
  user_id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  kyc_level: z.number().int(),
  balances: z.array(z.object({ currency: z.string(), total: z.string() })),
  /** The latest records of every registered topic kind (OTC orders, loans), newest first. */
  recent: z.array(supportRecentItem),
});
export type OpsSupportProfile = z.infer<typeof opsSupportProfile>;

export const supportCanned = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  is_demo: z.boolean(),
  updated_at: z.string(),
});
export type SupportCanned = z.infer<typeof supportCanned>;
