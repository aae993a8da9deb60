import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, registerAndLogin } from '../../test/api';
import { userRoom } from '@meridian/contract';
import type { Server } from 'socket.io';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

function open(token?: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('socket.io', () => {
  it('authenticates with the session token in the handshake', async () => {
    const token = await registerAndLogin(t.app, t.dataDir, 'socket@example.com');
    const me = (await get(t.app, '/user/info', {}, { token })).body.message as { id: number };
    const welcome = await once<{ user_id: number | null; recovered: boolean }>(open(token), 'welcome');
    expect(welcome).toEqual({ user_id: me.id, recovered: false });
  });

  it('lets a visitor connect without a private room', async () => {
    const welcome = await once<{ user_id: number | null }>(open(), 'welcome');
    expect(welcome.user_id).toBeNull();
  });

  it('refuses an invalid token', async () => {
    const err = await once<Error>(open('0'.repeat(64)), 'connect_error');
    expect(err.message).toBe('please_log_in');
  });

  it('tells the socket and disconnects it when its session logs out', async () => {
    const token = await registerAndLogin(t.app, t.dataDir, 'socket-out@example.com');
    const socket = open(token);
    await once(socket, 'welcome');
    const revoked = once<{ reason: string }>(socket, 'session_revoked');
    const closed = once<string>(socket, 'disconnect');
    await get(t.app, '/user/logout', {}, { token });
    expect(await revoked).toEqual({ reason: 'logout' });
    expect(await closed).toBe('io server disconnect');
  });

  it('recovers the connection state after a short drop: same id, missed broadcasts replayed', async () => {
    const token = await registerAndLogin(t.app, t.dataDir, 'socket-recover@example.com');
    const me = (await get(t.app, '/user/info', {}, { token })).body.message as { id: number };
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    sockets.push(socket);
    await once(socket, 'welcome');
    const server = t.io as unknown as Server;
    const received: number[] = [];
    socket.on('test_event', (n: number) => received.push(n));
    server.to(userRoom(me.id)).emit('test_event', 1);
    await vi.waitFor(() => expect(received).toEqual([1]));
    const firstId = socket.id;

    const dropped = once(socket, 'disconnect');
    socket.io.engine.close();
    await dropped;
    server.to(userRoom(me.id)).emit('test_event', 2);
    await once(socket, 'connect');
    expect(socket.recovered).toBe(true);
    expect(socket.id).toBe(firstId);
    await vi.waitFor(() => expect(received).toEqual([1, 2]));
  });
});
