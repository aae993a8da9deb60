import { mergeSupportMessages, withSupportReceipt } from '@meridian/contract/support';
import type { SupportReceiptMessage } from '@meridian/contract';
import type { SupportMessage } from '@meridian/contract/support';

/**
 * The chat screen's timeline as pure data: the stored messages (merged as the contract's
 * support-timeline says: ascending ids, one bubble per id and per client id) and the messages this device is
 * still sending (pending, or failed with retry). An own message leaves the outgoing list once a stored copy with
 * its client id arrives, whichever comes first: the send's reply, the push, or a page reloaded after a reconnect.
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
  messages: readonly SupportMessage[];
  /** Own messages not stored yet, in the order they were written; none of them is in `messages`. */
  outgoing: readonly Outgoing[];
}

export const EMPTY_TIMELINE: Timeline = { messages: [], outgoing: [] };

const sameId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** The timeline with stored messages added; own messages now stored leave the outgoing list. */
export function withMessages(tl: Timeline, incoming: readonly SupportMessage[]): Timeline {
  if (incoming.length === 0) return tl;
  const messages = mergeSupportMessages(tl.messages, incoming);
  const stored = new Set(messages.flatMap((m) => (m.client_id ? [m.client_id.toLowerCase()] : [])));
  const outgoing = tl.outgoing.filter((o) => !stored.has(o.client_id.toLowerCase()));
  return { messages, outgoing };
}

/** Adds an own message being sent, or (same client id) sets a failed one pending again for its retry. */
export function withOutgoing(tl: Timeline, o: Outgoing): Timeline {
  if (tl.messages.some((m) => sameId(m.client_id, o.client_id))) return tl;
  const i = tl.outgoing.findIndex((x) => x.client_id === o.client_id);
  if (i < 0) return { ...tl, outgoing: [...tl.outgoing, o] };
  const outgoing = tl.outgoing.slice();
  outgoing[i] = { ...o, created_at: outgoing[i]!.created_at };
  return { ...tl, outgoing };
}

/** Marks an own message failed (its send or upload did not go through). */
export function withFailed(tl: Timeline, clientId: string): Timeline {
  return {
    ...tl,
    outgoing: tl.outgoing.map((o) => (o.client_id === clientId ? { ...o, state: 'failed' } : o)),
  };
}

/** Applies a receipt (delivered / read up to an id) to the stored messages. */
export function withReceipt(
  tl: Timeline,
  receipt: Pick<SupportReceiptMessage, 'side' | 'delivered_up_to' | 'read_up_to'>,
  at: string,
): Timeline {
  const messages = withSupportReceipt(tl.messages, receipt, at);
  return messages === tl.messages ? tl : { ...tl, messages };
}

/** The day key of an ISO time in the local time zone (day separators between bubbles). */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
