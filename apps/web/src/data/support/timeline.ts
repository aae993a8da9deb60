import type { SupportMessage, SupportReceiptMessage, SupportSender } from '@meridian/contract';

/**
 * The chat screen's timeline as pure data (issue 17): the stored messages (ascending ids, one per id) and the
 * messages this device is still sending (pending, or failed with retry). A message is known by its id and by
 * the client id its sender chose, so a push, a page reload after a reconnect and the reply of a resend all
 * land on the same bubble: never twice, never out of order.
 */

/** What a bubble shows under an own message. */
export type Tick = 'pending' | 'failed' | 'sent' | 'delivered' | 'read';

/** An own message not stored yet: being sent, or failed (the retry sends it again with the same client id). */
export interface Outgoing {
  client_id: string;
  text: string;
  /** The uploaded image URL ('' for a text, or while the picture is not uploaded yet). */
  image: string;
  /** The picture on this device (an object URL) shown until the stored copy replaces it; '' for a text. */
  preview: string;
  state: 'pending' | 'failed';
  /** ISO time of the first attempt (the bubble's time while it is not stored). */
  created_at: string;
}

export interface Timeline {
  /** Stored messages, ascending by id, each id once. */
  messages: SupportMessage[];
  /** Own messages not stored yet, in the order they were written; none of them is in `messages`. */
  outgoing: Outgoing[];
}

export const EMPTY_TIMELINE: Timeline = { messages: [], outgoing: [] };

/** Whose side a sender is on: the customer (user or visitor) or the support team (operator or system). */
export function sideOf(sender: SupportSender): 'user' | 'operator' {
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

/**
 * The stored messages plus `incoming` (a page, a push, a send's reply): one per id, ascending. A message that
 * carries the client id of one already shown under another id from the same side (it cannot happen when the
 * server keeps client ids unique, but a merge must not double a bubble) keeps the first id.
 */
export function mergeMessages(
  known: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const m of known) byId.set(m.id, m);
  const clientIds = new Map<string, number>();
  for (const m of known) if (m.client_id) clientIds.set(`${sideOf(m.sender)}:${m.client_id}`, m.id);
  for (const m of incoming) {
    const prev = byId.get(m.id);
    if (prev) {
      byId.set(m.id, combine(prev, m));
      continue;
    }
    const key = m.client_id ? `${sideOf(m.sender)}:${m.client_id}` : '';
    if (key && clientIds.has(key)) continue;
    if (key) clientIds.set(key, m.id);
    byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The timeline with stored messages added; own messages now stored leave the outgoing list. */
export function withMessages(tl: Timeline, incoming: readonly SupportMessage[]): Timeline {
  if (incoming.length === 0) return tl;
  const messages = mergeMessages(tl.messages, incoming);
  const stored = new Set(messages.filter((m) => m.client_id).map((m) => m.client_id!.toLowerCase()));
  const outgoing = tl.outgoing.filter((o) => !stored.has(o.client_id.toLowerCase()));
  return { messages, outgoing };
}

/** Adds an own message being sent, or (same client id) sets a failed one pending again for its retry. */
export function withOutgoing(tl: Timeline, o: Outgoing): Timeline {
  if (tl.messages.some((m) => m.client_id?.toLowerCase() === o.client_id.toLowerCase())) return tl;
  const i = tl.outgoing.findIndex((x) => x.client_id === o.client_id);
  if (i < 0) return { ...tl, outgoing: [...tl.outgoing, o] };
  const outgoing = tl.outgoing.slice();
  outgoing[i] = { ...outgoing[i]!, ...o, created_at: outgoing[i]!.created_at };
  return { ...tl, outgoing };
}

/** Marks an own message failed (its send or upload did not go through). */
export function withFailed(tl: Timeline, clientId: string): Timeline {
  return {
    ...tl,
    outgoing: tl.outgoing.map((o) => (o.client_id === clientId ? { ...o, state: 'failed' } : o)),
  };
}

/** Applies a receipt: the other side received or read the messages of `side` up to an id, at `at`. */
export function withReceipt(
  tl: Timeline,
  receipt: Pick<SupportReceiptMessage, 'side' | 'delivered_up_to' | 'read_up_to'>,
  at: string,
): Timeline {
  const delivered = Math.max(receipt.delivered_up_to ?? 0, receipt.read_up_to ?? 0);
  const read = receipt.read_up_to ?? 0;
  let changed = false;
  const messages = tl.messages.map((m) => {
    if (sideOf(m.sender) !== receipt.side) return m;
    const deliveredAt = m.delivered_at ?? (m.id <= delivered ? at : null);
    const readAt = m.read_at ?? (m.id <= read ? at : null);
    if (deliveredAt === m.delivered_at && readAt === m.read_at) return m;
    changed = true;
    return { ...m, delivered_at: deliveredAt, read_at: readAt };
  });
  return changed ? { ...tl, messages } : tl;
}

/** The largest stored id (0 when none): where a reload after a reconnect starts (`after_id`). */
export function lastId(messages: readonly SupportMessage[]): number {
  return messages.length === 0 ? 0 : messages[messages.length - 1]!.id;
}

/** The smallest stored id (0 when none): where loading older history starts (`before_id`). */
export function firstId(messages: readonly SupportMessage[]): number {
  return messages.length === 0 ? 0 : messages[0]!.id;
}

/** The tick of an own stored message. */
export function tickOf(m: Pick<SupportMessage, 'delivered_at' | 'read_at'>): Tick {
  if (m.read_at) return 'read';
  if (m.delivered_at) return 'delivered';
  return 'sent';
}

/**
 * The id to mark read up to when the thread is on screen: the last message of `other` side that is not read
 * yet, or 0 when every one is read (no call needed).
 */
export function unreadUpTo(messages: readonly SupportMessage[], other: 'user' | 'operator'): number {
  let up = 0;
  for (const m of messages) if (sideOf(m.sender) === other && !m.read_at) up = m.id;
  return up;
}

/** The day key of an ISO time in the local time zone (day separators between bubbles). */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
