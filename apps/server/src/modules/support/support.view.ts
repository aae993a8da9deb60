import type {
  SupportMessage,
  SupportMessageKind,
  SupportSender,
  SupportThread,
  SupportThreadStatus,
} from '@meridian/contract/support';
import type { SupportMessageRow, SupportThreadRow } from './support.schema';

/** Rows → the contract's views (support-views.ts). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message; `operatorName` only for the console (the app shows replies as "Support"). */
export function messageView(row: SupportMessageRow, operatorName: string | null = null): SupportMessage {
  return {
    id: row.id,
    thread_id: row.threadId,
    sender: row.sender as SupportSender,
    kind: row.kind as SupportMessageKind,
    text: row.text,
    image: row.image,
    client_id: row.clientId,
    operator_name: row.sender === 'operator' ? operatorName : null,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
  };
}

export function threadView(
  row: SupportThreadRow,
  extra: { unread: number; last: SupportMessageRow | undefined },
): SupportThread {
  return {
    id: row.id,
    topic: row.topic === '' ? null : row.topic,
    topic_title: row.topic === '' ? null : row.topicTitle,
    status: row.status as SupportThreadStatus,
    unread: extra.unread,
    last_message: extra.last ? messageView(extra.last) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A visitor's short label in the console: `Visitor #12`. */
export const visitorLabel = (visitorId: number) => `Visitor #${visitorId}`;

/** The first characters of a reply, for the notification (an image shows as a camera, in every language). */
export function previewOf(row: SupportMessageRow): string {
  const text = row.text.replace(/\s+/g, ' ').trim();
  if (text === '') return '📷';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
