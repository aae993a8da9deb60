import type { SupportMessage } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TIMELINE,
  firstId,
  lastId,
  mergeMessages,
  tickOf,
  unreadUpTo,
  withFailed,
  withMessages,
  withOutgoing,
  withReceipt,
} from './timeline';
import type { Outgoing } from './timeline';

const CID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function msg(id: number, over: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id,
    thread_id: 7,
    sender: 'user',
    kind: 'text',
    text: `m${id}`,
    image: null,
    client_id: CID(id),
    operator_name: null,
    created_at: `2026-11-28T02:00:${String(id % 60).padStart(2, '0')}.000Z`,
    delivered_at: null,
    read_at: null,
    ...over,
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

describe('support timeline: merge and order', () => {
  it('orders by id whatever the arrival order (push of 12 before the page 10, 11)', () => {
    const afterPush = mergeMessages([], [msg(12)]);
    const merged = mergeMessages(afterPush, [msg(10), msg(11)]);
    expect(merged.map((m) => m.id)).toEqual([10, 11, 12]);
  });

  it('keeps one bubble per id: a push then the reload after a reconnect bring 11 twice', () => {
    const merged = mergeMessages([msg(10), msg(11)], [msg(11), msg(12)]);
    expect(merged.map((m) => m.id)).toEqual([10, 11, 12]);
  });

  it('never doubles a client id of the same side under another id', () => {
    const merged = mergeMessages([msg(10, { client_id: CID(1) })], [msg(11, { client_id: CID(1) })]);
    expect(merged.map((m) => m.id)).toEqual([10]);
  });

  it('keeps a receipt the newer copy does not carry yet (a stale page after a read push)', () => {
    const read = msg(10, { delivered_at: '2026-11-28T02:00:20.000Z', read_at: '2026-11-28T02:00:30.000Z' });
    const [m] = mergeMessages([read], [msg(10)]);
    expect(m!.read_at).toBe('2026-11-28T02:00:30.000Z');
    expect(m!.delivered_at).toBe('2026-11-28T02:00:20.000Z');
  });

  it('an own message pending, then stored (send reply or push): the outgoing bubble is replaced, not doubled', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(3));
    expect(tl.outgoing).toHaveLength(1);
    tl = withMessages(tl, [msg(40, { client_id: CID(3) })]);
    expect(tl.outgoing).toEqual([]);
    expect(tl.messages.map((m) => m.id)).toEqual([40]);
    // the same message again (the reply of the send after its push): still one
    tl = withMessages(tl, [msg(40, { client_id: CID(3) })]);
    expect(tl.messages).toHaveLength(1);
  });

  it('matches client ids whatever their case (the server stores them lower case)', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(3, { client_id: CID(3).toUpperCase() }));
    tl = withMessages(tl, [msg(40, { client_id: CID(3) })]);
    expect(tl.outgoing).toEqual([]);
  });

  it('a failed message retried keeps its place and first time; a stored one is not re-added', () => {
    let tl = withOutgoing(EMPTY_TIMELINE, pending(1));
    tl = withOutgoing(tl, pending(2));
    tl = withFailed(tl, CID(1));
    expect(tl.outgoing.map((o) => o.state)).toEqual(['failed', 'pending']);
    tl = withOutgoing(tl, pending(1, { created_at: '2026-11-28T03:00:00.000Z' }));
    expect(tl.outgoing.map((o) => [o.client_id, o.state, o.created_at])).toEqual([
      [CID(1), 'pending', '2026-11-28T02:01:00.000Z'],
      [CID(2), 'pending', '2026-11-28T02:01:00.000Z'],
    ]);
    tl = withMessages(tl, [msg(5, { client_id: CID(2) })]);
    expect(withOutgoing(tl, pending(2))).toBe(tl);
  });

  it('first and last ids bound the pages (before_id, after_id)', () => {
    expect(lastId([])).toBe(0);
    expect(firstId([])).toBe(0);
    const list = mergeMessages([], [msg(31), msg(29), msg(30)]);
    expect(firstId(list)).toBe(29);
    expect(lastId(list)).toBe(31);
  });
});

describe('support timeline: receipts and ticks', () => {
  const mine = [msg(10), msg(11), msg(12)];
  const replies = [msg(13, { sender: 'operator', client_id: CID(90) })];

  it('delivered up to 11 then read up to 10: ticks read, delivered, sent', () => {
    let tl = withMessages(EMPTY_TIMELINE, [...mine, ...replies]);
    tl = withReceipt(tl, { side: 'user', delivered_up_to: 11, read_up_to: null }, '2026-11-28T02:02:00.000Z');
    tl = withReceipt(tl, { side: 'user', delivered_up_to: null, read_up_to: 10 }, '2026-11-28T02:03:00.000Z');
    expect(tl.messages.map((m) => [m.id, tickOf(m)])).toEqual([
      [10, 'read'],
      [11, 'delivered'],
      [12, 'sent'],
      [13, 'sent'],
    ]);
    // read implies delivered; the first delivery time is kept
    expect(tl.messages[0]!.delivered_at).toBe('2026-11-28T02:02:00.000Z');
  });

  it('a receipt for the other side leaves own messages alone (and the same timeline object)', () => {
    const tl = withMessages(EMPTY_TIMELINE, mine);
    expect(withReceipt(tl, { side: 'operator', delivered_up_to: 99, read_up_to: 99 }, 'x')).toBe(tl);
  });

  it('a read receipt alone marks delivered too (the read came before the delivery was pushed)', () => {
    const tl = withReceipt(
      withMessages(EMPTY_TIMELINE, mine),
      { side: 'user', delivered_up_to: null, read_up_to: 12 },
      '2026-11-28T02:05:00.000Z',
    );
    expect(tl.messages.every((m) => m.delivered_at === '2026-11-28T02:05:00.000Z')).toBe(true);
  });

  it('unreadUpTo: the last unread message of the other side, 0 when all are read', () => {
    const list = mergeMessages(
      [],
      [msg(1, { sender: 'operator' }), msg(2), msg(3, { sender: 'system', client_id: null }), msg(4)],
    );
    expect(unreadUpTo(list, 'operator')).toBe(3);
    expect(unreadUpTo(list, 'user')).toBe(4);
    const read = list.map((m) => ({ ...m, read_at: 'now' }));
    expect(unreadUpTo(read, 'operator')).toBe(0);
  });
});
