import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, post, registerAndLogin, uniqueIp } from '../../test/api';
import { SUPPORT_OPS_ROOM, userRoom, visitorRoom } from '@meridian/contract';
import { newOperator } from '../modules/ops/ops.testing';
import type { Server } from 'socket.io';

/**
 * Connection-state recovery: presenting a dropped socket's pid/offset must never hand its
 * private rooms (nor the private events it missed) to a handshake that is not the same live session.
 */
let t: TestApp;
let url: string;
/** For test events outside the typed event map; `t.io` reads the typed socket data. */
let server: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  server = t.io;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

interface Welcome {
  user_id: number | null;
  recovered: boolean;
}

/** A socket that records every event packet reaching the wire, even those its Socket would not surface. */
function open(auth: Record<string, unknown>): { socket: Socket; wire: unknown[] } {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
  sockets.push(socket);
  const wire: unknown[] = [];
  socket.io.on('packet', (packet) => {
    const data: unknown = packet.data; // an event's is [name, ...args]; connect packets carry an object
    if (Array.isArray(data)) wire.push(data[1]);
  });
  return { socket, wire };
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

async function userIdOf(token: string): Promise<number> {
  return ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
}

/**
 * A signed-in socket that received a private event, then lost its transport (its state is kept for recovery);
 * one more private event is sent while it is away. Returns what a client needs to claim that state.
 */
async function droppedSocket(email: string) {
  const token = await registerAndLogin(t.app, t.dataDir, email);
  const userId = await userIdOf(token);
  const { socket, wire } = open({ token });
  await once(socket, 'welcome');
  server.to(userRoom(userId)).emit('test_event', 'before-drop');
  await vi.waitFor(() => expect(wire).toContain('before-drop'));
  const { _pid: pid, _lastOffset: offset } = socket as unknown as { _pid: string; _lastOffset: string };
  const id = socket.id ?? '';
  socket.io.engine.close();
  await vi.waitFor(() => expect(server.sockets.sockets.has(id)).toBe(false));
  server.to(userRoom(userId)).emit('test_event', 'missed');
  return { token, userId, pid, offset, id };
}

/** Sends a private event to `userId` then a marker to the socket itself: both or neither were delivered. */
async function privateEventsAfterConnect(socket: Socket, wire: unknown[], userId: number) {
  server.to(userRoom(userId)).emit('test_event', 'after-connect');
  server.to(socket.id ?? '').emit('test_event', 'marker');
  await vi.waitFor(() => expect(wire).toContain('marker'));
  return wire.filter((e) => e === 'before-drop' || e === 'missed' || e === 'after-connect');
}

describe('socket connection-state recovery re-authenticates', () => {
  it('gives a claim without a token a fresh visitor socket: no private room, no missed private events', async () => {
    const victim = await droppedSocket('recover-victim-1@example.com');
    const { socket, wire } = open({ pid: victim.pid, offset: victim.offset });
    expect(await once<Welcome>(socket, 'welcome')).toEqual({ user_id: null, recovered: false });
    expect(socket.id).not.toBe(victim.id);
    expect(await privateEventsAfterConnect(socket, wire, victim.userId)).toEqual([]);
    const held = t.io.sockets.sockets.get(socket.id ?? '');
    expect(held?.data).toEqual({ session: undefined });
    expect([...(held?.rooms ?? [])].some((r) => r.startsWith('user:') || r.startsWith('session:'))).toBe(
      false,
    );
  });

  it('refuses the token of a session that logged out while the socket was away, leaking nothing', async () => {
    const victim = await droppedSocket('recover-victim-2@example.com');
    expect((await get(t.app, '/user/logout', {}, { token: victim.token })).body.type).toBe('ok');
    const { socket, wire } = open({ pid: victim.pid, offset: victim.offset, token: victim.token });
    expect((await once<Error>(socket, 'connect_error')).message).toBe('please_log_in');
    expect(wire).toEqual([]);
  });

  it("gives a claim with another user's token that user's socket only", async () => {
    const victim = await droppedSocket('recover-victim-3@example.com');
    const other = await registerAndLogin(t.app, t.dataDir, 'recover-attacker@example.com');
    const otherId = await userIdOf(other);
    const { socket, wire } = open({ pid: victim.pid, offset: victim.offset, token: other });
    expect(await once<Welcome>(socket, 'welcome')).toEqual({ user_id: otherId, recovered: false });
    expect(await privateEventsAfterConnect(socket, wire, victim.userId)).toEqual([]);
    const held = t.io.sockets.sockets.get(socket.id ?? '');
    expect(held?.data.session?.userId).toBe(otherId);
    expect(held?.rooms.has(userRoom(victim.userId))).toBe(false);
  });

  it('does not bring back a socket its session revoked: a claim of its pid starts as a visitor', async () => {
    const token = await registerAndLogin(t.app, t.dataDir, 'recover-revoked@example.com');
    const userId = await userIdOf(token);
    const first = open({ token });
    await once(first.socket, 'welcome');
    const { _pid: pid, _lastOffset: offset } = first.socket as unknown as {
      _pid: string;
      _lastOffset: string;
    };
    const closed = once(first.socket, 'disconnect');
    await get(t.app, '/user/logout', {}, { token });
    await closed;
    const again = open({ pid, offset });
    expect(await once<Welcome>(again.socket, 'welcome')).toEqual({ user_id: null, recovered: false });
    expect(await privateEventsAfterConnect(again.socket, again.wire, userId)).toEqual([]);
  });

  it("restores a visitor's state to a visitor, and refuses it to an invalid token", async () => {
    const first = open({});
    await once(first.socket, 'welcome');
    const { _pid: pid, _lastOffset: offset } = first.socket as unknown as {
      _pid: string;
      _lastOffset: string;
    };
    const id = first.socket.id ?? '';
    first.socket.io.engine.close();
    await vi.waitFor(() => expect(server.sockets.sockets.has(id)).toBe(false));
    const forged = open({ pid, offset, token: '0'.repeat(64) });
    expect((await once<Error>(forged.socket, 'connect_error')).message).toBe('please_log_in');
    const again = open({ pid, offset });
    expect(await once<Welcome>(again.socket, 'welcome')).toEqual({ user_id: null, recovered: true });
    expect(again.socket.id).toBe(id);
  });

  it('restores the private room and replays the missed private events for the same live session', async () => {
    const victim = await droppedSocket('recover-owner@example.com');
    const { socket, wire } = open({ pid: victim.pid, offset: victim.offset, token: victim.token });
    expect(await once<Welcome>(socket, 'welcome')).toEqual({ user_id: victim.userId, recovered: true });
    expect(socket.id).toBe(victim.id);
    expect(await privateEventsAfterConnect(socket, wire, victim.userId)).toEqual(['missed', 'after-connect']);
    expect(t.io.sockets.sockets.get(socket.id ?? '')?.data.session?.userId).toBe(victim.userId);
  });

  it('starts a fresh socket for another session of the same user, tied to that session', async () => {
    const victim = await droppedSocket('recover-two-devices@example.com');
    const login = await post(
      t.app,
      '/user/login',
      { user_string: 'recover-two-devices@example.com', password: 'secret123' },
      { ip: uniqueIp() },
    );
    const second = login.body.message as string;
    const { socket, wire } = open({ pid: victim.pid, offset: victim.offset, token: second });
    expect(await once<Welcome>(socket, 'welcome')).toEqual({ user_id: victim.userId, recovered: false });
    expect(await privateEventsAfterConnect(socket, wire, victim.userId)).toEqual(['after-connect']);
    // Logging out the first session leaves this socket alone; logging out its own session ends it.
    await get(t.app, '/user/logout', {}, { token: victim.token });
    server.to(socket.id ?? '').emit('test_event', 'still-here');
    await vi.waitFor(() => expect(wire).toContain('still-here'));
    expect(socket.connected).toBe(true);
    const revoked = once<{ reason: string }>(socket, 'session_revoked');
    await get(t.app, '/user/logout', {}, { token: second });
    expect(await revoked).toEqual({ reason: 'logout' });
  });
});

describe('recovery of support chat identities', () => {
  /** A socket with `auth` that joined `room`, then lost its transport; one event was sent to `room` meanwhile. */
  async function droppedIn(auth: Record<string, unknown>, room: string) {
    const first = open(auth);
    await once(first.socket, 'welcome');
    const { _pid: pid, _lastOffset: offset } = first.socket as unknown as {
      _pid: string;
      _lastOffset: string;
    };
    const id = first.socket.id ?? '';
    first.socket.io.engine.close();
    await vi.waitFor(() => expect(server.sockets.sockets.has(id)).toBe(false));
    server.to(room).emit('test_event', 'missed');
    return { pid, offset, id };
  }
  /** Sends `label` to `room`, then a marker to the socket: the room's test events the socket got. */
  const heard = async (socket: Socket, wire: unknown[], room: string, label: string) => {
    server.to(room).emit('test_event', label);
    server.to(socket.id ?? '').emit('test_event', 'marker');
    await vi.waitFor(() => expect(wire).toContain('marker'));
    return wire.filter((e) => typeof e === 'string' && e !== 'marker');
  };

  it("restores an operator's socket (operators' room) only to the same live operator session", async () => {
    const op = await newOperator(t);
    const dropped = await droppedIn({ operator: op.token }, SUPPORT_OPS_ROOM);
    const thief = open({ pid: dropped.pid, offset: dropped.offset });
    expect(await once<Welcome>(thief.socket, 'welcome')).toEqual({ user_id: null, recovered: false });
    expect(await heard(thief.socket, thief.wire, SUPPORT_OPS_ROOM, 'while-thief')).toEqual([]);
    const owner = open({ pid: dropped.pid, offset: dropped.offset, operator: op.token });
    expect(await once<Welcome>(owner.socket, 'welcome')).toEqual({
      user_id: null,
      recovered: true,
      operator: true,
    });
    // everything the operators' room got while the socket was away, then live
    expect(await heard(owner.socket, owner.wire, SUPPORT_OPS_ROOM, 'after-connect')).toEqual([
      'missed',
      'while-thief',
      'after-connect',
    ]);
  });

  it("restores a chat visitor's socket only to the same visitor token", async () => {
    const token = (
      (await post(t.app, '/kefu/visitor', {}, { ip: uniqueIp() })).body.message as { visitor_token: string }
    ).visitor_token;
    const visitorId = await t.services.supportVisitors.resolve(token);
    const room = visitorRoom(visitorId!);
    const dropped = await droppedIn({ visitor: token }, room);
    const other = (
      (await post(t.app, '/kefu/visitor', {}, { ip: uniqueIp() })).body.message as { visitor_token: string }
    ).visitor_token;
    const thief = open({ pid: dropped.pid, offset: dropped.offset, visitor: other });
    expect(await once<Welcome>(thief.socket, 'welcome')).toEqual({
      user_id: null,
      recovered: false,
      visitor: true,
    });
    expect(await heard(thief.socket, thief.wire, room, 'after-connect')).toEqual([]);
  });
});
