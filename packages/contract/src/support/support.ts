import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema } from '../pagination';
import { wireId, wireText } from '../wire';
import { uploadedImageSchema } from '../settings/uploaded-image';
import {
  SUPPORT_PAGE_SIZE,
  SUPPORT_PAGE_SIZE_MAX,
  SUPPORT_TEXT_MAX,
  SUPPORT_TOPIC_PATTERN,
  supportMessage,
  supportMessagePage,
  supportThread,
} from './support-views';

export * from './support-views';

/**
 * Support chat (kefu/index): a user (or a visitor before login) and the support team.
 *
 * - One general thread per user or visitor, plus one per topic (`otc:42`, `loan:7`) about a record of the user's;
 *   the record's module checks ownership (no thread on someone else's record).
 * - Sending is REST (`kefu/send`) with a client id chosen by the sender (a UUID): a resend after a reconnect
 *   answers the first message, never a second one. Pushes (`support_message`, `support_receipt`) follow on the
 *   socket after commit; after a reconnect a client reloads `kefu/messages` with `after_id` = the last id it has.
 * - Visitors: `kefu/visitor` issues a token (kept by the client; stored hashed on the server). Calls marked
 *   "user or visitor" take it in the `visitor_token` field when no user session is sent; the socket handshake
 *   takes it as `auth.visitor`. At login the app calls `kefu/claim` once: the visitor's messages move into the
 *   account's general thread, in order.
 */

const both = ['GET', 'POST'] as const;
const id = wireId();
/** A visitor token as `kefu/visitor` issued it (base64url). */
export const supportVisitorToken = wireText({ max: 100, key: 'support_visitor_invalid' }).pipe(
  z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'support_visitor_invalid' }),
);
const visitor = { visitor_token: supportVisitorToken.optional() };
export const supportTopic = wireText({ max: 60, key: 'support_topic_invalid' }).pipe(
  z.string().regex(SUPPORT_TOPIC_PATTERN, { message: 'support_topic_invalid' }),
);
/** A client id: a UUID (any version), lower or upper case. */
export const supportClientId = z
  .string({ message: 'support_client_id_invalid' })
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    message: 'support_client_id_invalid',
  })
  .transform((v) => v.toLowerCase());
/** A message text: ≤ SUPPORT_TEXT_MAX characters, line breaks allowed, no other control characters. */
export const supportText = wireText({ max: SUPPORT_TEXT_MAX, multiline: true });

export const supportThreadRequest = z.object({ topic: supportTopic.optional(), ...visitor });
export type SupportThreadRequest = z.infer<typeof supportThreadRequest>;

/** A page: the newest `limit` (neither cursor), older than `before_id`, or newer than `after_id` (reconnect). */
export const supportMessagesRequest = z.object({
  thread_id: id,
  before_id: id.optional(),
  after_id: wireId().optional(),
  limit: limitSchema(SUPPORT_PAGE_SIZE, SUPPORT_PAGE_SIZE_MAX),
  ...visitor,
});
export type SupportMessagesRequest = z.infer<typeof supportMessagesRequest>;

/** A text, an image (an upload reference from POST /upload; users only), or both. */
export const supportSendRequest = z
  .object({
    /** The thread; without it, the general thread (or the `topic`'s, opened if needed). */
    thread_id: id.optional(),
    topic: supportTopic.optional(),
    client_id: supportClientId,
    text: supportText.default(''),
    image: uploadedImageSchema('support_message_empty').optional(),
    ...visitor,
  })
  .refine((v) => v.text !== '' || v.image !== undefined, { message: 'support_message_empty' });
export type SupportSendRequest = z.infer<typeof supportSendRequest>;

/** Marks the other side's messages up to `up_to_id` (included) read, or delivered. */
export const supportMarkRequest = z.object({ thread_id: id, up_to_id: id, ...visitor });
export type SupportMarkRequest = z.infer<typeof supportMarkRequest>;
export const supportReadResponse = z.object({ thread_id: z.number().int(), unread: z.number().int() });

export const supportVisitorResponse = z.object({
  visitor_token: z.string(),
  /** ISO time; the client asks for a new token after it. */
  expires_at: z.string(),
});
export const supportClaimRequest = z.object({ visitor_token: supportVisitorToken });
export const supportClaimResponse = z.object({
  thread_id: z.number().int(),
  /** Messages moved into the account's general thread (0 when the token was already claimed or empty). */
  moved: z.number().int(),
});
export const supportUnreadRequest = z.object({ ...visitor });
export const supportUnreadResponse = z.object({ unread: z.number().int() });

export const supportApi = {
  visitor: defineEndpoint({
    method: 'POST',
    path: '/kefu/visitor',
    auth: 'none',
    request: z.object({}),
    response: supportVisitorResponse,
    summary: 'Issues a visitor token so someone not logged in can chat with support.',
  }),
  thread: defineEndpoint({
    method: both,
    path: '/kefu/thread',
    auth: 'optional',
    request: supportThreadRequest,
    response: supportThread,
    summary:
      "The caller's (user or visitor) general thread, or the thread about one of their records (`topic`).",
  }),
  messages: defineEndpoint({
    method: both,
    path: '/kefu/messages',
    auth: 'optional',
    request: supportMessagesRequest,
    response: supportMessagePage,
    summary:
      "A page of a thread's history, oldest first (user or visitor); marks the replies it returns delivered.",
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/kefu/send',
    auth: 'optional',
    request: supportSendRequest,
    response: supportMessage,
    summary: 'Sends a message (user or visitor); a resend with the same client_id answers the first one.',
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/kefu/read',
    auth: 'optional',
    request: supportMarkRequest,
    response: supportReadResponse,
    summary: "Marks the support team's messages up to an id read (the thread is on screen).",
  }),
  delivered: defineEndpoint({
    method: 'POST',
    path: '/kefu/delivered',
    auth: 'optional',
    request: supportMarkRequest,
    response: supportReadResponse,
    summary:
      "Marks the support team's messages up to an id delivered (the client received them on the socket).",
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/kefu/claim',
    auth: 'required',
    request: supportClaimRequest,
    response: supportClaimResponse,
    summary: "Merges a visitor's chat into the account's general thread (once), after login.",
  }),
  unread: defineEndpoint({
    method: both,
    path: '/kefu/unread',
    auth: 'optional',
    request: supportUnreadRequest,
    response: supportUnreadResponse,
    summary: "The caller's unread replies over all their threads (the badge).",
  }),
} as const satisfies EndpointGroup;
