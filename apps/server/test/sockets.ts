import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

export interface SocketClients {
  url: string;
  /** Connects (with the session token when given) and resolves once the server's `welcome` arrived. */
  open(token?: string): Promise<Socket>;
  /** Disconnects every client opened here. */
  close(): void;
}

/** Real socket.io clients against a test app, which starts listening on a free loopback port. */
export async function socketClients(t: TestApp): Promise<SocketClients> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  return {
    url,
    async open(token) {
      const s = connect(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
      sockets.push(s);
      await new Promise((resolve) => s.once('welcome', resolve));
      return s;
    },
    close() {
      for (const s of sockets) s.disconnect();
    },
  };
}
