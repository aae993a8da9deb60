import type { SupportMessage, SupportSender } from './support-views';
import type { SupportReceiptMessage } from '../realtime';

/**
 * A support thread's history as a client holds it: the app and the console both merge pages, pushes
 * and send replies into one list, ascending by id, one bubble per message. A message is known by its id and by
 * the client id its sender chose, so a push, the page reloaded after a reconnect and the reply of a resend land
 * on the same bubble: never twice, never out of order.
 */

/** Whose side a sender is on: the customer (user or visitor) or the support team (operator or system). */
export function supportSideOf(sender: SupportSender): 'user' | 'operator' {
  return sender === 'user' || sender === 'visitor' ? 'user' : 'operator';
}

/** One message seen twice (a push and a page): the fresher copy, keeping any receipt the other already had. */
function combine(known: SupportMessage, fresh: SupportMessage): SupportMessage {
  return {
    ...fresh,
    delivered_at: known.delivered_at ?? fresh.delivered_at,
    read_at: known.read_at ?? fresh.read_at,
    operator_name: fresh.operator_name ?? known.operator_name,
  };
}

const clientKey = (m: SupportMessage) =>
  m.client_id ? `${supportSideOf(m.sender)}:${m.client_id.toLowerCase()}` : '';

/**
 * The held messages plus `incoming` (a page, a push, a send's reply): one per id, ascending. A message carrying
 * the client id of one already held under another id from the same side (the server keeps client ids unique, but
 * a merge must not double a bubble) keeps the first.
 */
export function mergeSupportMessages(
  known: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  const clientIds = new Set<string>();
  for (const m of known) {
    byId.set(m.id, m);
    if (m.client_id) clientIds.add(clientKey(m));
  }
  for (const m of incoming) {
    const prev = byId.get(m.id);
    if (prev) {
      byId.set(m.id, combine(prev, m));
      continue;
    }
    const key = clientKey(m);
    if (key && clientIds.has(key)) continue;
    if (key) clientIds.add(key);
    byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A receipt applied at `at`: the other side received or read the messages of `side` up to an id (read implies
 * delivered). The same array when nothing changed.
 */
export function withSupportReceipt(
  messages: readonly SupportMessage[],
  receipt: Pick<SupportReceiptMessage, 'side' | 'delivered_up_to' | 'read_up_to'>,
  at: string,
): readonly SupportMessage[] {
  const delivered = Math.max(receipt.delivered_up_to ?? 0, receipt.read_up_to ?? 0);
  const read = receipt.read_up_to ?? 0;
  let changed = false;
  const next = messages.map((m) => {
    if (supportSideOf(m.sender) !== receipt.side) return m;
    const deliveredAt = m.delivered_at ?? (m.id <= delivered ? at : null);
    const readAt = m.read_at ?? (m.id <= read ? at : null);
    if (deliveredAt === m.delivered_at && readAt === m.read_at) return m;
    changed = true;
    return { ...m, delivered_at: deliveredAt, read_at: readAt };
  });
  return changed ? next : messages;
}

/** The largest id held (0 when none): where a reload after a reconnect starts (`after_id`). */
export function lastSupportId(messages: readonly SupportMessage[]): number {
  return messages.length === 0 ? 0 : messages[messages.length - 1]!.id;
}

/** The smallest id held (0 when none): where loading older history starts (`before_id`). */
export function firstSupportId(messages: readonly SupportMessage[]): number {
  return messages.length === 0 ? 0 : messages[0]!.id;
}

/** The tick of a sent message: read, delivered, or only sent. */
export function supportTick(
  m: Pick<SupportMessage, 'delivered_at' | 'read_at'>,
): 'sent' | 'delivered' | 'read' {
  if (m.read_at) return 'read';
  if (m.delivered_at) return 'delivered';
  return 'sent';
}

/**
 * The id to mark read up to when the thread is on screen: the last message of the `other` side not read yet,
 * or 0 when every one is read (no call needed).
 */
export function unreadSupportUpTo(messages: readonly SupportMessage[], other: 'user' | 'operator'): number {
  let up = 0;
  for (const m of messages) if (supportSideOf(m.sender) === other && !m.read_at) up = m.id;
  return up;
}
