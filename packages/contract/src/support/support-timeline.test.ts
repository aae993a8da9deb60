import { describe, expect, it } from 'vitest';
import type { SupportMessage } from './support-views';
import {
  firstSupportId,
  lastSupportId,
  mergeSupportMessages,
  supportTick,
  unreadSupportUpTo,
  withSupportReceipt,
} from './support-timeline';

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

describe('support timeline: merge and order', () => {
  it('orders by id whatever the arrival order (the push of 12 before the page of 10, 11)', () => {
    const afterPush = mergeSupportMessages([], [msg(12)]);
    expect(mergeSupportMessages(afterPush, [msg(10), msg(11)]).map((m) => m.id)).toEqual([10, 11, 12]);
  });

  it('keeps one bubble per id: a push, then the reload after a reconnect brings 11 again', () => {
    expect(mergeSupportMessages([msg(10), msg(11)], [msg(11), msg(12)]).map((m) => m.id)).toEqual([
      10, 11, 12,
    ]);
  });

  it('never doubles a client id of the same side under another id (whatever its case)', () => {
    const merged = mergeSupportMessages(
      [msg(10, { client_id: CID(1) })],
      [msg(11, { client_id: CID(1).toUpperCase() })],
    );
    expect(merged.map((m) => m.id)).toEqual([10]);
  });

  it('the same client id on the other side is another message (an operator reply is not a user message)', () => {
    const merged = mergeSupportMessages(
      [msg(10, { client_id: CID(1) })],
      [msg(11, { client_id: CID(1), sender: 'operator' })],
    );
    expect(merged.map((m) => m.id)).toEqual([10, 11]);
  });

  it('keeps a receipt the newer copy does not carry yet (a stale page after a read push)', () => {
    const read = msg(10, { delivered_at: '2026-11-28T02:00:20.000Z', read_at: '2026-11-28T02:00:30.000Z' });
    const [m] = mergeSupportMessages([read], [msg(10)]);
    expect(m!.read_at).toBe('2026-11-28T02:00:30.000Z');
    expect(m!.delivered_at).toBe('2026-11-28T02:00:20.000Z');
  });

  it('first and last ids bound the pages (before_id, after_id); 0 when empty', () => {
    expect(lastSupportId([])).toBe(0);
    expect(firstSupportId([])).toBe(0);
    const list = mergeSupportMessages([], [msg(31), msg(29), msg(30)]);
    expect(firstSupportId(list)).toBe(29);
    expect(lastSupportId(list)).toBe(31);
  });
});

describe('support timeline: receipts and ticks', () => {
  const mine = [msg(10), msg(11), msg(12)];
  const reply = msg(13, { sender: 'operator', client_id: CID(90) });

  it('delivered up to 11, then read up to 10: ticks read, delivered, sent (the reply untouched)', () => {
    let list = withSupportReceipt(
      [...mine, reply],
      { side: 'user', delivered_up_to: 11, read_up_to: null },
      'T1',
    );
    list = withSupportReceipt(list, { side: 'user', delivered_up_to: null, read_up_to: 10 }, 'T2');
    expect(list.map((m) => [m.id, supportTick(m)])).toEqual([
      [10, 'read'],
      [11, 'delivered'],
      [12, 'sent'],
      [13, 'sent'],
    ]);
    // the first delivery time is kept when the read comes
    expect([list[0]!.delivered_at, list[0]!.read_at]).toEqual(['T1', 'T2']);
  });

  it('a receipt for the other side changes nothing (the same array back)', () => {
    expect(withSupportReceipt(mine, { side: 'operator', delivered_up_to: 99, read_up_to: 99 }, 'T')).toBe(
      mine,
    );
  });

  it('a read receipt alone marks delivered too', () => {
    const list = withSupportReceipt(mine, { side: 'user', delivered_up_to: null, read_up_to: 12 }, 'T5');
    expect(list.every((m) => m.delivered_at === 'T5' && m.read_at === 'T5')).toBe(true);
  });

  it('unreadSupportUpTo: the last unread message of the other side (system counts as support), 0 when read', () => {
    const list = [
      msg(1, { sender: 'operator' }),
      msg(2),
      msg(3, { sender: 'system', client_id: null }),
      msg(4, { sender: 'visitor' }),
    ];
    expect(unreadSupportUpTo(list, 'operator')).toBe(3);
    expect(unreadSupportUpTo(list, 'user')).toBe(4);
    expect(
      unreadSupportUpTo(
        list.map((m) => ({ ...m, read_at: 'T' })),
        'operator',
      ),
    ).toBe(0);
  });
});
