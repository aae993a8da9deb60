/**
 * A benchmark client process: opens COUNT socket.io connections to URL, subscribes each to the ticker rooms
 * of SYMBOLS, and after the parent says "measure" counts deliveries and tick-to-client latency for WINDOW_MS.
 */
import { io, type Socket } from 'socket.io-client';

const url = process.env.URL ?? '';
const count = Number(process.env.COUNT);
const symbols = (process.env.SYMBOLS ?? 'BTC/USDT').split(',');
const windowMs = Number(process.env.WINDOW_MS ?? 10_000);
const sockets: Socket[] = [];
let measuring = false;
let delivered = 0;
const latencies: number[] = [];

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      timeout: 60_000,
    });
    s.on('daymarket', (m: { time: number }) => {
      if (!measuring) return;
      delivered++;
      if (delivered % 7 === 0 || latencies.length < 5000) latencies.push(Date.now() - m.time);
    });
    s.once('connect', () => {
      s.emit('sub_daymarket', { symbols }, () => resolve());
    });
    s.once('connect_error', reject);
    sockets.push(s);
  });
}

const BATCH = 200;
for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open));
}
process.send?.({ type: 'connected', count: sockets.length });

process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'measure') return;
  measuring = true;
  setTimeout(() => {
    measuring = false;
    process.send?.({ type: 'result', delivered, latencies });
    for (const s of sockets) s.disconnect();
    setTimeout(() => process.exit(0), 200);
  }, windowMs);
});
