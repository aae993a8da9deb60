/**
 * A client process of bench/scale-out.ts: opens COUNT socket.io connections to URL (the balancer), each
 * subscribed to the `daymarket` rooms of SYMBOLS, reconnecting as the web app does. TRANSPORT is `websocket`
 * (the app's first choice) or `polling` (long-polling only, with the cookie jar of engine.io-client: it needs
 * the balancer's sticky sessions). The parent sends:
 * - {type: 'measure', ms}: deliveries and tick-to-client latency over the window → {type: 'measured', …};
 * - {type: 'watch'}: from now, every disconnect and reconnect is timed (disconnects in ms since the watch,
 *   reconnects in ms since their disconnect) → {type: 'watched', …} on {type: 'report'};
 * - {type: 'close'}: disconnects everything and exits.
 */
import { io, type Socket } from 'socket.io-client';

const url = process.env.URL ?? '';
const count = Number(process.env.COUNT);
const symbols = (process.env.SYMBOLS ?? 'BTC/USDT').split(',');
const transport = process.env.TRANSPORT === 'polling' ? 'polling' : 'websocket';

const sockets: Socket[] = [];
let measuring = false;
let delivered = 0;
let latencies: number[] = [];
let watchStart = 0;
let disconnects = 0;
let reconnects = 0;
const disconnectAt: number[] = [];
const reconnectAfterMs: number[] = [];
let connectErrors = 0;

function open(): Promise<void> {
  return new Promise((resolve) => {
    const s = io(url, {
      path: '/socket.io',
      transports: [transport],
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 2_000,
      timeout: 60_000,
    });
    let downSince = 0;
    let first = true;
    s.on('daymarket', (m: { time: number }) => {
      if (!measuring) return;
      delivered++;
      if (delivered % 7 === 0 || latencies.length < 5000) latencies.push(Date.now() - m.time);
    });
    s.on('connect', () => {
      s.emit('sub_daymarket', { symbols }, () => {
        if (first) {
          first = false;
          resolve();
        }
      });
      if (watchStart && downSince) {
        reconnects++;
        reconnectAfterMs.push(Date.now() - downSince);
        downSince = 0;
      }
    });
    s.on('disconnect', () => {
      if (!watchStart) return;
      disconnects++;
      downSince = Date.now();
      disconnectAt.push(downSince - watchStart);
    });
    s.on('connect_error', () => {
      connectErrors++;
    });
    sockets.push(s);
  });
}

const BATCH = 100;
for (let i = 0; i < count; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open));
}
process.send?.({ type: 'connected', count: sockets.length, connectErrors });

process.on('message', (msg: { type: string; ms?: number }) => {
  if (msg.type === 'measure') {
    delivered = 0;
    latencies = [];
    measuring = true;
    setTimeout(() => {
      measuring = false;
      process.send?.({ type: 'measured', delivered, latencies });
    }, msg.ms ?? 10_000);
  } else if (msg.type === 'watch') {
    watchStart = Date.now();
  } else if (msg.type === 'report') {
    const connected = sockets.filter((s) => s.connected).length;
    process.send?.({
      type: 'watched',
      sockets: sockets.length,
      connected,
      disconnects,
      reconnects,
      reconnectAfterMs,
      disconnectAt,
      connectErrors,
    });
  } else if (msg.type === 'close') {
    for (const s of sockets) s.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
