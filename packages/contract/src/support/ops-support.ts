import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { UPLOAD_REFERENCE, wireId, wireText, wireUrl } from '../wire';
import { supportClientId, supportText } from './support';
import {
  SUPPORT_PAGE_SIZE,
  SUPPORT_PAGE_SIZE_MAX,
  SUPPORT_THREAD_STATUSES,
  opsSupportProfile,
  opsSupportThread,
  supportCanned,
  supportMessage,
  supportMessagePage,
} from './support-views';

/**
 * The console's support inbox: threads (unassigned / mine / all, with unread counts), one thread with
 * its history and the user panel, replies (text or an image uploaded here), read state, assignment, closing,
 * canned replies. Assignment, closing and canned replies are audited (OPS_ACTIONS support.*); replies are stored
 * messages. The inbox is realtime: the console's socket handshake carries the operator token (`auth.operator`)
 * and joins the operators' room, which gets every `support_message`, `support_receipt` and `support_thread`.
 */

const read = ['GET', 'POST'] as const;
const id = wireId();

export const SUPPORT_INBOX_FILTERS = ['unassigned', 'mine', 'all'] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

export const opsSupportThreadsRequest = z.object({
  filter: z.enum(SUPPORT_INBOX_FILTERS).default('all'),
  /** Open threads by default. */
  status: z.enum(SUPPORT_THREAD_STATUSES).default('open'),
  page: pageSchema,
  limit: limitSchema(20, 100),
});
export type OpsSupportThreadsRequest = z.infer<typeof opsSupportThreadsRequest>;

/** Per tab: open threads and how many of them have unread messages from users. */
const inboxCount = z.object({ threads: z.number().int(), unread_threads: z.number().int() });
export const opsSupportThreadsResponse = paginatedSchema(opsSupportThread).extend({
  counts: z.object({ unassigned: inboxCount, mine: inboxCount, all: inboxCount }),
});
export type OpsSupportThreadsResponse = z.infer<typeof opsSupportThreadsResponse>;

/** One thread: a page of its history (as kefu/messages) and the user panel (null for a visitor's thread). */
export const opsSupportThreadRequest = z.object({
  id,
  before_id: id.optional(),
  after_id: wireId().optional(),
  limit: limitSchema(SUPPORT_PAGE_SIZE, SUPPORT_PAGE_SIZE_MAX),
});
export const opsSupportThreadResponse = z.object({
  thread: opsSupportThread,
  messages: supportMessagePage,
  profile: opsSupportProfile.nullable(),
});
export type OpsSupportThreadResponse = z.infer<typeof opsSupportThreadResponse>;

/** An operator reply: text, an image uploaded with ops/support/upload, or both. */
export const opsSupportSendRequest = z
  .object({
    thread_id: id,
    client_id: supportClientId,
    text: supportText.default(''),
    image: wireUrl({ max: 500, relative: UPLOAD_REFERENCE }).optional(),
  })
  .refine((v) => v.text !== '' || (v.image !== undefined && v.image !== ''), {
    message: 'support_message_empty',
  });
export type OpsSupportSendRequest = z.infer<typeof opsSupportSendRequest>;

export const opsSupportMarkRequest = z.object({ thread_id: id, up_to_id: id });
export const opsSupportReadResponse = z.object({ thread_id: z.number().int(), unread: z.number().int() });

/** `to`: me, nobody, or another operator (`operator_id`). */
export const opsSupportAssignRequest = z
  .object({ thread_id: id, to: z.enum(['me', 'none', 'operator']), operator_id: id.optional() })
  .refine((v) => v.to !== 'operator' || v.operator_id !== undefined, {
    message: 'support_operator_not_found',
  });
export type OpsSupportAssignRequest = z.infer<typeof opsSupportAssignRequest>;

export const opsSupportCannedSaveRequest = z.object({
  id: id.optional(),
  title: wireText({ max: 60 }).pipe(z.string().min(1, { message: 'parameter_error' })),
  text: supportText.pipe(z.string().min(1, { message: 'support_message_empty' })),
});
export type OpsSupportCannedSaveRequest = z.infer<typeof opsSupportCannedSaveRequest>;

/** The reply of an image upload: its URL (what `send` takes as `image`). */
export const opsSupportUploadResponse = z.object({ url: z.string() });

export const opsSupportApi = {
  threads: defineEndpoint({
    method: read,
    path: '/ops/support/threads',
    auth: 'operator',
    request: opsSupportThreadsRequest,
    response: opsSupportThreadsResponse,
    summary: 'Threads of a tab (unassigned, mine, all), most recent activity first, with per-tab counts.',
  }),
  thread: defineEndpoint({
    method: read,
    path: '/ops/support/thread',
    auth: 'operator',
    request: opsSupportThreadRequest,
    response: opsSupportThreadResponse,
    summary:
      "A thread: a page of its history, the user's profile and recent records; marks user messages delivered.",
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/ops/support/send',
    auth: 'operator',
    request: opsSupportSendRequest,
    response: supportMessage,
    summary: 'Replies in a thread; a resend with the same client_id answers the first message.',
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/ops/support/read',
    auth: 'operator',
    request: opsSupportMarkRequest,
    response: opsSupportReadResponse,
    summary: "Marks the user's messages up to an id read.",
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/ops/support/upload',
    auth: 'operator',
    request: z.object({}),
    response: opsSupportUploadResponse,
    multipart: true,
    summary: 'Stores an image (checked by content) for a reply.',
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/ops/support/assign',
    auth: 'operator',
    request: opsSupportAssignRequest,
    response: opsSupportThread,
    summary: 'Assigns a thread to me, to another operator, or to nobody.',
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/ops/support/close',
    auth: 'operator',
    request: z.object({ thread_id: id }),
    response: opsSupportThread,
    summary: "Closes a thread (the user's next message reopens it).",
  }),
  operators: defineEndpoint({
    method: read,
    path: '/ops/support/operators',
    auth: 'operator',
    request: z.object({}),
    response: z.array(z.object({ id: z.number().int(), email: z.string() })),
    summary: 'Operators a thread can be assigned to.',
  }),
  canned: defineEndpoint({
    method: read,
    path: '/ops/support/canned',
    auth: 'operator',
    request: z.object({}),
    response: z.array(supportCanned),
    summary: 'Canned replies, by title.',
  }),
  cannedSave: defineEndpoint({
    method: 'POST',
    path: '/ops/support/canned/save',
    auth: 'operator',
    request: opsSupportCannedSaveRequest,
    response: supportCanned,
    summary: 'Creates or edits a canned reply.',
  }),
  cannedDelete: defineEndpoint({
    method: 'POST',
    path: '/ops/support/canned/delete',
    auth: 'operator',
    request: z.object({ id }),
    response: z.object({ id: z.number().int() }),
    summary: 'Deletes a canned reply.',
  }),
} as const satisfies EndpointGroup;
