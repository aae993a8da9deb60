import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisTickBus } from '../modules/market/tick-bus';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, post, registerAndLogin } from '../../test/api';
import { userRoom } from '@meridian/contract';
import type { Server } from 'socket.io';

/**
 * Two API nodes on one database and one Redis (REDIS_URL, default the machine's 127.0.0.1:6379):
 * socket events reach sockets held by the other node, and rate limits are shared.
 */
// The test harness reads the variable CI sets; the app itself reads it only through config.ts.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
const redises: Redis[] = [];
const sockets: Socket[] = [];
const buses: RedisTickBus[] = [];

beforeAll(async () => {
  const redis = () => {
    const r = new Redis(redisUrl, { keyPrefix: `meridian-test-${process.pid}-` });
    redises.push(r);
    return r;
  };
  a = await createTestApp(undefined, { redis: redis() });
  b = await createTestApp(undefined, { redis: redis(), sharedDatabase: { name: a.databaseName } });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const bus of buses) await bus.close();
  await b.close();
  await a.close();
  await Promise.all(redises.map((r) => r.quit()));
});

describe('several nodes behind a load balancer', () => {
  it('a logout on node B disconnects the socket held by node A', async () => {
    const token = await registerAndLogin(a.app, a.dataDir, 'multi@example.com');
    const url = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('welcome', resolve));
    const revoked = new Promise((resolve) => socket.once('session_revoked', resolve));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    expect((await get(b.app, '/user/logout', {}, { token })).body.type).toBe('ok');
    expect(await revoked).toEqual({ reason: 'logout' });
    expect(await closed).toBe('io server disconnect');
  });

  it("with the Redis adapter, a claim of a dropped socket's pid/offset gets no private room", async () => {
    const token = await registerAndLogin(a.app, a.dataDir, 'multi-recover@example.com');
    const me = (await get(a.app, '/user/info', {}, { token })).body.message as { id: number };
    const url = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
    const open = (auth: Record<string, unknown>) => {
      const s = connect(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
      sockets.push(s);
      return s;
    };
    const victim = open({ token });
    await new Promise((resolve) => victim.once('welcome', resolve));
    const { _pid: pid, _lastOffset: offset } = victim as unknown as { _pid: string; _lastOffset: string };
    const victimId = victim.id ?? '';
    victim.io.engine.close();
    await vi.waitFor(() => expect(a.io.sockets.sockets.has(victimId)).toBe(false));

    const claim = open({ pid, offset });
    const received: string[] = [];
    claim.on('test_event', (e: string) => received.push(e));
    expect(await new Promise((resolve) => claim.once('welcome', resolve))).toEqual({
      user_id: null,
      recovered: false,
    });
    (b.io as unknown as Server).to(userRoom(me.id)).emit('test_event', 'private');
    (b.io as unknown as Server).to(claim.id ?? '').emit('test_event', 'marker');
    await vi.waitFor(() => expect(received).toEqual(['marker']));
  });

  it('followers apply the ticks of the node that runs the feed', async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    a.services.market.onTicks((batch) => seenA.push(JSON.stringify(batch.ticks)));
    b.services.market.onTicks((batch) => seenB.push(JSON.stringify(batch.ticks)));
    const follower = new RedisTickBus(redises[1]!);
    buses.push(follower);
    await b.services.market.start('follower', follower);
    await a.services.market.start('leader', new RedisTickBus(redises[0]!));
    await vi.waitFor(() => expect(seenB.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(seenB.slice(0, 2)).toEqual(seenA.slice(0, 2));
    const btc = (node: TestApp) => node.services.market.allQuotes().find((q) => q.symbol === 'BTC/USDT');
    await vi.waitFor(() => expect(btc(b)?.now_price).toBe(btc(a)?.now_price));
    await a.services.market.stop();
  });

  it('shares rate limits: requests spread over both nodes are counted together', async () => {
    const ip = '198.51.100.9';
    const replies = [];
    for (let i = 0; i < 6; i++) {
      const node = i % 2 === 0 ? a : b;
      replies.push(
        (await post(node.app, '/sms_mail', { user_string: `spread${i}@example.com` }, { ip })).body,
      );
    }
    expect(replies.slice(0, 5).every((r) => r.type === 'ok')).toBe(true);
    expect(replies[5]).toMatchObject({ type: 'error', code: 'too_many_requests' });
  });
});
