/**
 * What a broadcast costs the server per recipient: a socket.io server (the app's options) with COUNT websocket
 * clients in one room sends an all-market-sized message (PAIRS rows) REPEATS times each way, alternating —
 * `io.to(room).emit` (the adapter encodes the packet once and pre-builds the websocket frame: one encoding for
 * every recipient) and a loop of `socket.emit` (socket.io encodes and frames the packet per recipient). Only the
 * server's synchronous send is timed (the writes are queued to the sockets within it). Prints one JSON line.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

const count = Number(process.env.COUNT ?? 2000);
const pairs = Number(process.env.PAIRS ?? 22);
const repeats = Number(process.env.REPEATS ?? 15);

const http = createServer();
const io = new Server(http, {
  transports: ['websocket', 'polling'],
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
});
io.on('connection', (s) => void s.join('all_market'));
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

const clients: Socket[] = [];
let received = 0;
for (let i = 0; i < count; i += 200) {
  await Promise.all(
    Array.from(
      { length: Math.min(200, count - i) },
      () =>
        new Promise<void>((resolve) => {
          const c = connect(url, { transports: ['websocket'], reconnection: false });
          c.on('all_market', () => (received += 1));
          c.once('connect', () => resolve());
          clients.push(c);
        }),
    ),
  );
}
while ((io.of('/').adapter.rooms.get('all_market')?.size ?? 0) < count)
  await new Promise((r) => setTimeout(r, 50));

const message = (seq: number) => ({
  type: 'all_market',
  seq,
  time: Date.now(),
  tickers: Array.from({ length: pairs }, (_, i) => [
    i + 1,
    `C${i + 1}/USDT`,
    (96_000 + seq + i).toFixed(2),
    '95012.35',
    '97120.00',
    '94880.12',
    '18234.5521',
    '1745228312.77',
    '+1.05',
    Date.now(),
  ]),
});
const drain = async (expected: number) => {
  const deadline = Date.now() + 10_000;
  while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

const room: number[] = [];
const perSocket: number[] = [];
let seq = 0;
for (let r = 0; r < repeats; r++) {
  let t = performance.now();
  io.to('all_market').emit('all_market', message(++seq));
  room.push(performance.now() - t);
  await drain(seq * count);
  const sockets = [...io.of('/').sockets.values()];
  t = performance.now();
  const m = message(++seq);
  for (const s of sockets) s.emit('all_market', m);
  perSocket.push(performance.now() - t);
  await drain(seq * count);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bytes = JSON.stringify(message(0)).length;
const roomMs = median(room);
const perSocketMs = median(perSocket);
console.log(
  JSON.stringify({
    recipients: count,
    message_bytes: bytes,
    repeats,
    delivered_ratio: Number((received / (seq * count)).toFixed(4)),
    room_broadcast_ms: Number(roomMs.toFixed(2)),
    room_broadcast_us_per_recipient: Number(((roomMs * 1000) / count).toFixed(2)),
    per_socket_emit_ms: Number(perSocketMs.toFixed(2)),
    per_socket_emit_us_per_recipient: Number(((perSocketMs * 1000) / count).toFixed(2)),
    per_socket_over_room: Number((perSocketMs / roomMs).toFixed(2)),
  }),
);
for (const c of clients) c.disconnect();
await io.close();
process.exit(0);
