import type { SupportMessage } from '@meridian/contract/support';
import { describe, expect, it } from 'vitest';
import { EMPTY_TIMELINE, withFailed, withMessages, withOutgoing, withReceipt } from './timeline';
import type { Outgoing } from './timeline';

const CID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function stored(id: number, clientNo: number): SupportMessage {
  return {
    id,
    thread_id: 7,
    sender: 'user',
    kind: 'text',
    text: `m${clientNo}`,
    image: null,
    client_id: CID(clientNo),
    operator_name: null,
    created_at: '2026-11-28T02:01:01.000Z',
    delivered_at: null,
    read_at: null,
  };
}

function pending(n: number, over: Partial<Outgoing> = {}): Outgoing {
  return {
    client_id: CID(n),
    text: `m${n}`,
    image: '',
    preview: '',
    state: 'pending',
    created_at: '2026-11-28T02:01:00.000Z',
    ...over,
  };
}

describe('chat timeline: own messages being sent', () => {
  it('pending, then stored (the send reply or the push): the bubble is replaced, never doubled', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(3));
    expect(tl.outgoing).toHaveLength(1);
    tl = withMessages(tl, [stored(40, 3)]);
    expect(tl.outgoing).toEqual([]);
    expect(tl.messages.map((m) => m.id)).toEqual([40]);
    // the same message again (the push after the send's reply): still one
    tl = withMessages(tl, [stored(40, 3)]);
    expect(tl.messages).toHaveLength(1);
  });

  it('matches client ids whatever their case (the server stores them lower case)', () => {
    const tl = withMessages(withOutgoing(EMPTY_TIMELINE, pending(3, { client_id: CID(3).toUpperCase() })), [
      stored(40, 3),
    ]);
    expect(tl.outgoing).toEqual([]);
  });

  it('a failed message retried keeps its place and first time; a stored one is not added again', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(1));
    tl = withOutgoing(tl, pending(2));
    tl = withFailed(tl, CID(1));
    expect(tl.outgoing.map((o) => o.state)).toEqual(['failed', 'pending']);
    tl = withOutgoing(tl, pending(1, { created_at: '2026-11-28T03:00:00.000Z' }));
    expect(tl.outgoing.map((o) => [o.client_id, o.state, o.created_at])).toEqual([
      [CID(1), 'pending', '2026-11-28T02:01:00.000Z'],
      [CID(2), 'pending', '2026-11-28T02:01:00.000Z'],
    ]);
    tl = withMessages(tl, [stored(5, 2)]);
    expect(withOutgoing(tl, pending(2))).toBe(tl);
  });

  it('an uploaded picture replaces the pending copy (same client id) and keeps the local preview', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(4, { text: '', preview: 'blob:x' }));
    tl = withOutgoing(tl, pending(4, { text: '', preview: 'blob:x', image: 'https://h/u/a.png' }));
    expect(tl.outgoing).toEqual([pending(4, { text: '', preview: 'blob:x', image: 'https://h/u/a.png' })]);
  });

  it('a receipt reaches the stored messages; an unrelated one keeps the same timeline', () => {
    const tl = withMessages(EMPTY_TIMELINE, [stored(40, 3)]);
    expect(withReceipt(tl, { side: 'operator', delivered_up_to: 40, read_up_to: 40 }, 'T')).toBe(tl);
    const read = withReceipt(tl, { side: 'user', delivered_up_to: null, read_up_to: 40 }, 'T');
    expect(read.messages[0]!.read_at).toBe('T');
  });
});
