/**
 * A benchmark client process: opens COUNT socket.io connections to URL and subscribes each one — MODE
 * `daymarket`: to the ticker rooms of SYMBOLS; MODE `all_market`: to the all-market room. When the parent sends
 * `measure` with a window [from, to) of tick seconds (ms), it counts the messages whose tick time lies in the
 * window and their tick-to-client latency (receipt time minus the tick's second), waits `graceMs` after the
 * window for late messages, reports, and exits.
 */
import { io, type Socket } from 'socket.io-client';

const url = process.env.URL ?? '';
const count = Number(process.env.COUNT);
const mode = process.env.MODE === 'all_market' ? 'all_market' : 'daymarket';
const symbols = (process.env.SYMBOLS ?? 'BTC/USDT').split(',');
const sockets: Socket[] = [];
let from = Infinity;
let to = -Infinity;
let delivered = 0;
let rows = 0;
let seqGaps = 0;
/** Connections that failed to open (timeout or refusal): reported, not retried. */
let failedConnects = 0;
const latencies: number[] = [];
/** The messages seen in the window (room + seq): the union over all clients is what the server sent. */
const keys = new Set<string>();

function record(time: number, key: string): boolean {
  if (time < from || time >= to) return false;
  delivered++;
  latencies.push(Date.now() - time);
  keys.add(key);
  return true;
}

function open(): Promise<void> {
  return new Promise((resolve) => {
    const s = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      timeout: 120_000,
    });
    if (mode === 'daymarket') {
      s.on('daymarket', (m: { time: number; symbol: string; seq: number }) =>
        record(m.time, `${m.symbol}:${m.seq}`),
      );
      s.once('connect', () => s.emit('sub_daymarket', { symbols }, () => resolve()));
    } else {
      let lastSeq = -1;
      s.on('all_market', (m: { seq: number; tickers: [number, string, ...unknown[]][] }) => {
        const time = m.tickers.reduce((t, r) => Math.max(t, r[9] as number), 0);
        if (record(time, String(m.seq))) {
          rows += m.tickers.length;
          if (lastSeq >= 0 && m.seq !== lastSeq + 1) seqGaps++;
          lastSeq = m.seq;
        }
      });
      s.once('connect', () => s.emit('sub_all_market', () => resolve()));
    }
    s.once('connect_error', () => {
      failedConnects++;
      s.close();
      resolve();
    });
    sockets.push(s);
  });
}

const BATCH = 200;
for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open));
}
process.send?.({ type: 'connected', count: sockets.length - failedConnects });

process.on('message', (msg: { type: string; from: number; to: number; graceMs: number }) => {
  if (msg.type !== 'measure') return;
  from = msg.from;
  to = msg.to;
  setTimeout(
    () => {
      const disconnected = sockets.filter((s) => !s.connected).length;
      process.send?.({
        type: 'result',
        delivered,
        rows,
        seqGaps,
        failedConnects,
        disconnected: disconnected - failedConnects,
        latencies,
        keys: [...keys],
      });
      for (const s of sockets) s.disconnect();
      setTimeout(() => process.exit(0), 200);
    },
    Math.max(0, to - Date.now()) + msg.graceMs,
  );
});
