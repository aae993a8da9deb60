import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SupportMessageMessage, SupportReceiptMessage, SupportThreadMessage } from '@meridian/contract';
import type { SupportMessage } from '@meridian/contract/support';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, post, uniqueIp } from '../../../test/api';
import { spotUser } from '../../../test/spot-users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dropEndedOperatorSockets } from '../../platform/socket';
import { newOperator } from '../ops/ops.testing';
import { history, reply, say, threadOf, visitorToken } from './support.testing';

/**
 * Chat delivery across nodes and reconnects: two API nodes on one database and one Redis (the
 * socket.io Redis adapter). A user's socket on node A gets the operator's reply sent through node B, the
 * operators' sockets get the user's messages and receipts whichever node they are on, and a client that lost
 * its socket reloads from its last id: nothing lost, and a resend of an unanswered send is never a double.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
const redises: Redis[] = [];
const sockets: Socket[] = [];
const urls = new Map<TestApp, string>();

beforeAll(async () => {
  const redis = () => {
    const r = new Redis(redisUrl, { keyPrefix: `meridian-support-test-${process.pid}-` });
    redises.push(r);
    return r;
  };
  a = await createTestApp(undefined, { redis: redis() });
  b = await createTestApp(undefined, { redis: redis(), sharedDatabase: { name: a.databaseName } });
  for (const node of [a, b]) {
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    urls.set(node, `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await b.close();
  await a.close();
  await Promise.all(redises.map((r) => r.quit()));
});

/** A socket on `node` recording every support event, resolved once the server's welcome arrived. */
async function listen(node: TestApp, auth: Record<string, unknown>) {
  const socket = connect(urls.get(node), {
    path: '/socket.io',
    transports: ['websocket'],
    auth,
    reconnection: false,
  });
  sockets.push(socket);
  const messages: SupportMessageMessage[] = [];
  const receipts: SupportReceiptMessage[] = [];
  const threads: SupportThreadMessage[] = [];
  socket.on('support_message', (m: SupportMessageMessage) => messages.push(m));
  socket.on('support_receipt', (m: SupportReceiptMessage) => receipts.push(m));
  socket.on('support_thread', (m: SupportThreadMessage) => threads.push(m));
  const welcome = await new Promise<Record<string, unknown>>((resolve, reject) => {
    socket.once('welcome', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, welcome, messages, receipts, threads };
}

describe('chat across two nodes sharing Redis', () => {
  it("a user on node A gets the operator's reply sent through node B; operators get messages and receipts", async () => {
    const op = await newOperator(b);
    const u = await spotUser(a);
    const thread = await threadOf(a, { token: u.token });
    const user = await listen(a, { token: u.token });
    const inbox = await listen(b, { operator: op.token });
    expect(inbox.welcome).toMatchObject({ user_id: null, operator: true });

    // the user writes through node A: the operators' socket on node B gets it
    const sent = await say(a, { token: u.token }, 'Where is my deposit?');
    await vi.waitFor(() => expect(inbox.messages.map((m) => m.message.id)).toEqual([sent.id]));
    expect(inbox.messages[0]).toMatchObject({ thread_id: thread.id, topic: null, unread: 1 });

    // the operator replies through node B: the user's socket on node A gets it, with the user's unread count
    const answer = await reply(b, op.token, thread.id, 'Let me check.');
    await vi.waitFor(() => expect(user.messages.map((m) => m.message.id)).toEqual([sent.id, answer.id]));
    expect(user.messages[1]).toMatchObject({
      unread: 1,
      message: { sender: 'operator', text: 'Let me check.' },
    });

    // the user's client acknowledges and reads through node A: the receipts reach the operator on node B
    ok(await post(a.app, '/kefu/read', { thread_id: thread.id, up_to_id: answer.id }, { token: u.token }));
    await vi.waitFor(() =>
      expect(inbox.receipts).toContainEqual({
        type: 'support_receipt',
        thread_id: thread.id,
        side: 'operator',
        delivered_up_to: answer.id,
        read_up_to: answer.id,
      }),
    );
    // assignment pushes go to the operators only
    ok(await post(b.app, '/ops/support/assign', { thread_id: thread.id, to: 'me' }, { token: op.token }));
    await vi.waitFor(() =>
      expect(inbox.threads).toContainEqual(expect.objectContaining({ assignee_id: op.id })),
    );
    expect(user.threads).toEqual([]);
    // another user's socket hears nothing of it
    const stranger = await spotUser(a);
    const other = await listen(b, { token: stranger.token });
    await reply(b, op.token, thread.id, 'Found it.');
    await vi.waitFor(() => expect(user.messages).toHaveLength(3));
    expect(other.messages).toEqual([]);
  });

  it("a visitor's socket (visitor token) gets the replies to the visitor's thread; bad operator tokens are refused", async () => {
    const op = await newOperator(a);
    const v = await visitorToken(b);
    const thread = await threadOf(b, { visitor: v });
    const visitor = await listen(b, { visitor: v });
    expect(visitor.welcome).toMatchObject({ user_id: null, visitor: true });
    const answer = await reply(a, op.token, thread.id, 'Hello visitor');
    await vi.waitFor(() => expect(visitor.messages.map((m) => m.message.id)).toEqual([answer.id]));
    // an unknown visitor token connects as a plain visitor; an unknown operator token is refused
    expect((await listen(a, { visitor: 'z'.repeat(43) })).welcome).toEqual({
      user_id: null,
      recovered: false,
    });
    await expect(listen(a, { operator: 'f'.repeat(64) })).rejects.toThrow('please_log_in');
    // a user token is not an operator's
    const u = await spotUser(a);
    const userSocket = await listen(a, { token: u.token, operator: u.token });
    expect(userSocket.welcome).not.toHaveProperty('operator');
  });
});

describe('reconnect: nothing lost, nothing doubled', () => {
  it('replies sent while the socket was away are reloaded after the last id; a resend stores nothing new', async () => {
    const op = await newOperator(b);
    const u = await spotUser(a);
    const me = { token: u.token };
    const thread = await threadOf(a, me);
    const first = await listen(a, { token: u.token });
    const hello = await say(a, me, 'hello');
    const r1 = await reply(b, op.token, thread.id, 'r1');
    await vi.waitFor(() => expect(first.messages.map((m) => m.message.id)).toEqual([hello.id, r1.id]));
    // what the client shows, by id (a push and a reload of the same message are one entry)
    const shown = new Map<number, SupportMessage>(first.messages.map((m) => [m.message.id, m.message]));

    // the transport drops; a send was in flight (its reply lost), and the operator replies twice meanwhile
    const id = first.socket.id ?? '';
    first.socket.io.engine.close();
    await vi.waitFor(() => expect(a.io.sockets.sockets.has(id)).toBe(false));
    const pending = randomUUID();
    ok(
      await post(
        a.app,
        '/kefu/send',
        { client_id: pending, text: 'are you there?' },
        { token: u.token, ip: uniqueIp() },
      ),
    );
    const r2 = await reply(b, op.token, thread.id, 'r2');
    const r3 = await reply(b, op.token, thread.id, 'r3');

    // reconnect (to the other node), resend the unanswered send, reload after the last id shown
    const second = await listen(b, { token: u.token });
    const resent = ok<SupportMessage>(
      await post(
        b.app,
        '/kefu/send',
        { client_id: pending, text: 'are you there?' },
        { token: u.token, ip: uniqueIp() },
      ),
    );
    const lastShown = Math.max(...shown.keys());
    const reload = await history(b, me, thread.id, { after_id: lastShown });
    for (const m of [...reload.data, resent]) shown.set(m.id, m);
    const r4 = await reply(a, op.token, thread.id, 'r4');
    await vi.waitFor(() => expect(second.messages.map((m) => m.message.id)).toContain(r4.id));
    for (const m of second.messages) shown.set(m.message.id, m.message);

    expect(reload.data.map((m) => m.text)).toEqual(['are you there?', 'r2', 'r3']);
    const server = await history(a, me, thread.id);
    expect(server.data.map((m) => m.text)).toEqual(['hello', 'r1', 'are you there?', 'r2', 'r3', 'r4']);
    expect([...shown.keys()].sort((x, y) => x - y)).toEqual(server.data.map((m) => m.id));
    expect(server.data.filter((m) => m.client_id === pending)).toHaveLength(1);
    expect([r2.id, r3.id].every((x) => shown.has(x))).toBe(true);
  });
});

describe("operators' sockets end with their session", () => {
  it('a logout on node A disconnects the operator socket on node B; an expired session is dropped by the check', async () => {
    const op = await newOperator(a);
    const inbox = await listen(b, { operator: op.token });
    const closed = new Promise<string>((resolve) => inbox.socket.once('disconnect', resolve));
    ok(await post(a.app, '/ops/logout', {}, { token: op.token, ip: uniqueIp() }));
    expect(await closed).toBe('io server disconnect');

    // a session that ends without a logout (expiry, a disabled operator): the periodic check drops its socket
    const other = await newOperator(a);
    const second = await listen(a, { operator: other.token });
    const kept = await listen(a, { operator: (await newOperator(a)).token });
    expect(await dropEndedOperatorSockets(a.io, (ids) => a.services.operators.liveSessions(ids))).toBe(0);
    await a.database.pool.query(
      `UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = $1`,
      [other.id],
    );
    const dropped = new Promise<string>((resolve) => second.socket.once('disconnect', resolve));
    expect(await dropEndedOperatorSockets(a.io, (ids) => a.services.operators.liveSessions(ids))).toBe(1);
    expect(await dropped).toBe('io server disconnect');
    expect(kept.socket.connected).toBe(true);
  });
});
