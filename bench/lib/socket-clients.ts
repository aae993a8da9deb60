/**
 * A benchmark client process: opens COUNT socket.io connections to URL and subscribes each one — MODE
 * `daymarket`: to the ticker rooms of SYMBOLS; MODE `all_market`: to the all-market room. When the parent sends
 * `measure` with a window [from, to) of tick seconds (ms), it counts the messages whose tick time lies in the
 * window and their latency (receipt time minus the tick's second; for all_market also minus the message's own
 * emit `time`), waits `graceMs` after the window for late messages, reports, and exits.
 *
 * CLIENT=lean (default): a minimal socket.io client on `ws` — the engine.io v4 / socket.io v5 wire protocol
 * (handshake, namespace connect, subscribe with an ack, pong to every ping) — that reads a message's header
 * (room seq, times) with three regex probes instead of parsing the whole JSON, so the load generator, which
 * shares the machine's two cores with the server, costs a few µs per message. CLIENT=socketio: the real
 * socket.io-client (what the web app runs), heavier per message.
 *
 * Two phases: every connection opens first (RAMP in flight per process; one that fails — 30 s timeout, refusal,
 * closed — is retried after a pause, up to RETRIES times, so a slow ramp-up is slow but not lost), then on the
 * parent's `subscribe` every client joins its rooms: the handshakes never compete with the fan-out to the
 * clients already subscribed (which at 10k × 5 rooms saturated the server and stalled the ramp-up).
 */
import { io } from 'socket.io-client';
import WebSocket from 'ws';

const url = process.env.URL ?? '';
const count = Number(process.env.COUNT);
const mode = process.env.MODE === 'all_market' ? 'all_market' : 'daymarket';
const lean = process.env.CLIENT !== 'socketio';
const symbols = (process.env.SYMBOLS ?? 'BTC/USDT').split(',');
const RAMP = Number(process.env.RAMP ?? 100);
const RETRIES = 5;
const CONNECT_TIMEOUT_MS = 30_000;

let from = Infinity;
let to = -Infinity;
let delivered = 0;
/** Rows of the messages one client per process parsed in full (and how many messages that was). */
let rows = 0;
let rowMessages = 0;
/** Messages whose header probe disagreed with the full parse (checked on that one client). */
let headerMismatches = 0;
let seqGaps = 0;
let failedConnects = 0;
let retries = 0;
/** Why connection attempts failed (reported: retried ones included). */
const failureReasons: Record<string, number> = {};
const failed = (reason: string) => (failureReasons[reason] = (failureReasons[reason] ?? 0) + 1);
const latencies: number[] = [];
const fromEmit: number[] = [];
/** The messages seen in the window (room + seq): the union over all clients is what the server sent. */
const keys = new Set<string>();
/** The tick seconds the messages in the window were for (a second missing: sent after the grace, or coalesced). */
const seconds = new Set<number>();
/** Live connections: `connected()` says whether it is still open; `subscribe()` joins the rooms (ack awaited). */
interface Client {
  connected: () => boolean;
  close: () => void;
  subscribe: () => Promise<boolean>;
}
const clients: Client[] = [];
let failedSubscribes = 0;

const EVENT = `42["${mode}",`;
const SEQ = /"seq":(\d+)/;
const TIME = /"time":(\d+)/;
const SYMBOL = /"symbol":"([^"]+)"/;

/** One message of the client's channel: counted when its tick second lies in the window. */
function onMessage(
  state: { lastSeq: number; first: boolean },
  seq: number,
  tickSecond: number,
  emitTime: number,
  key: string,
  rowsOf: () => number,
): void {
  if (tickSecond < from || tickSecond >= to) return;
  const now = Date.now();
  delivered++;
  latencies.push(now - tickSecond);
  if (mode === 'all_market') {
    fromEmit.push(now - emitTime);
    if (state.first) {
      rows += rowsOf();
      rowMessages++;
    }
    if (state.lastSeq >= 0 && seq !== state.lastSeq + 1) seqGaps++;
    state.lastSeq = seq;
  }
  keys.add(key);
  seconds.add(tickSecond);
}

/** The tick second of an all_market message: the newest row's time (field 9 of each ticker). */
function newestRowTime(tickers: unknown[][]): number {
  return tickers.reduce((t, r) => Math.max(t, r[9] as number), 0);
}

function openLean(index: number): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    const state = { lastSeq: -1, first: index === 0 };
    let settled = false;
    let acked: ((ok: boolean) => void) | undefined;
    const done = (ok: boolean, reason = '') => {
      if (settled) return;
      settled = true;
      if (!ok) failed(reason);
      clearTimeout(timer);
      if (ok)
        clients.push({
          connected: () => ws.readyState === WebSocket.OPEN,
          close: () => ws.close(),
          subscribe: () =>
            new Promise<boolean>((ack) => {
              acked = ack;
              // subscribe with ack id 0
              const sub =
                mode === 'daymarket'
                  ? `["sub_daymarket",{"symbols":${JSON.stringify(symbols)}}]`
                  : '["sub_all_market"]';
              if (ws.readyState === WebSocket.OPEN) ws.send(`420${sub}`);
              else ack(false);
            }),
        });
      else ws.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false, 'timeout'), CONNECT_TIMEOUT_MS);
    ws.on('message', (raw: Buffer) => {
      const data = raw.toString();
      if (data === '2') return ws.send('3'); // engine.io ping → pong
      if (data.startsWith('0{')) return ws.send('40'); // engine.io open → socket.io connect to "/"
      if (data.startsWith('40')) return done(true); // namespace connected
      if (data.startsWith('430')) return acked?.(true);
      if (data.startsWith('44')) return done(false, `refused ${data.slice(2, 80)}`);
      // an event of this client's channel (not `welcome` or another event)
      if (!data.startsWith(EVENT)) return;
      const payload = data.slice(2);
      const seq = Number(SEQ.exec(data)?.[1]);
      const time = Number(TIME.exec(data)?.[1]);
      if (mode === 'daymarket') {
        onMessage(state, seq, time, time, `${SYMBOL.exec(data)?.[1]}:${seq}`, () => 0);
      } else {
        // the tick second: rows carry their tick time; the newest is what this message was sent for
        const tick = newestTickTime(data);
        let rowsOf = () => 0;
        if (state.first) {
          // one client per process parses in full and checks the probes against it
          const [, m] = JSON.parse(payload) as [string, { seq: number; time: number; tickers: unknown[][] }];
          if (m.seq !== seq || m.time !== time || newestRowTime(m.tickers) !== tick) headerMismatches++;
          rowsOf = () => m.tickers.length;
        }
        onMessage(state, seq, tick, time, String(seq), rowsOf);
      }
    });
    ws.on('error', (err) => done(false, `error ${err.message}`));
    ws.on('close', (code) => {
      done(false, `closed ${code}`);
      acked?.(false);
    });
  });
}

/** The newest tick time in an all_market message's rows without parsing it: each row ends `,<time>]`. */
function newestTickTime(data: string): number {
  let newest = 0;
  const re = /,(\d{13})\]/g;
  for (let m = re.exec(data); m; m = re.exec(data)) newest = Math.max(newest, Number(m[1]));
  return newest;
}

function openSocketIo(index: number): Promise<boolean> {
  return new Promise<boolean>((ok) => {
    const resolve = (yes: boolean) => {
      if (yes)
        clients.push({
          connected: () => s.connected,
          close: () => s.disconnect(),
          subscribe: () =>
            new Promise<boolean>((ack) => {
              if (!s.connected) return ack(false);
              if (mode === 'daymarket') s.emit('sub_daymarket', { symbols }, () => ack(true));
              else s.emit('sub_all_market', () => ack(true));
            }),
        });
      ok(yes);
    };
    const s = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    const state = { lastSeq: -1, first: index === 0 };
    if (mode === 'daymarket') {
      s.on('daymarket', (m: { time: number; symbol: string; seq: number }) =>
        onMessage(state, m.seq, m.time, m.time, `${m.symbol}:${m.seq}`, () => 0),
      );
    } else {
      s.on('all_market', (m: { seq: number; time: number; tickers: unknown[][] }) =>
        onMessage(state, m.seq, newestRowTime(m.tickers), m.time, String(m.seq), () => m.tickers.length),
      );
    }
    s.once('connect', () => resolve(true));
    s.once('connect_error', (err) => {
      failed(`connect_error ${err.message}`);
      s.close();
      resolve(false);
    });
  });
}

async function openWithRetries(index: number): Promise<void> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) {
      retries++;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
    if (await (lean ? openLean(index) : openSocketIo(index))) return;
  }
  failedConnects++;
}

/** Runs `task(i)` for i < n with at most `width` in flight (a slow one does not hold up the others). */
async function window(n: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < n) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, lane));
}

// Phase 1: connect every client (no subscription yet, so the ramp-up does not compete with the fan-out).
await window(count, RAMP, openWithRetries);
process.send?.({ type: 'connected', count: count - failedConnects });

process.on('message', (msg: { type: string; from: number; to: number; graceMs: number }) => {
  if (msg.type === 'subscribe') {
    // Phase 2: every connected client joins its rooms (acks awaited), then the parent measures.
    const list = [...clients];
    void window(list.length, 500, async (i) => {
      if (!(await list[i]!.subscribe())) failedSubscribes++;
    }).then(() => process.send?.({ type: 'subscribed', failed: failedSubscribes }));
    return;
  }
  if (msg.type !== 'measure') return;
  from = msg.from;
  to = msg.to;
  setTimeout(
    () => {
      const open = clients.filter((c) => c.connected()).length;
      process.send?.({
        type: 'result',
        delivered,
        rows,
        rowMessages,
        headerMismatches,
        seqGaps,
        failedConnects,
        failedSubscribes,
        retries,
        failureReasons,
        disconnected: count - failedConnects - open,
        latencies,
        fromEmit,
        keys: [...keys],
        seconds: [...seconds],
      });
      for (const c of clients) c.close();
      setTimeout(() => process.exit(0), 500);
    },
    Math.max(0, to - Date.now()) + msg.graceMs,
  );
});
