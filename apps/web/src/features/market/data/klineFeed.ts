import type { KlineMessage } from '@meridian/contract';
import type { Period } from '@meridian/contract/market';
import { klineRoom } from '@meridian/contract';
import { subKline, unsubKline, withEachSocket } from '../../../api/socket';
import { SeqTracker, needsResync, resyncOnConnect, shouldApply } from '../../../api/sequence';

/**
 * `kline` rooms: one socket subscription per symbol+period however many listeners it has, rejoined on
 * every connection. Each room tracks its own `seq`; listeners hear every bar and are told to resync
 * (reload history from REST) on a gap, a fresh reconnect, or an ack showing missed messages.
 */

export interface KlineListener {
  onBar: (msg: KlineMessage) => void;
  onResync: () => void;
}

interface Room {
  listeners: Set<KlineListener>;
  detach: () => void;
}

const rooms = new Map<string, Room>();

function openRoom(symbol: string, period: Period, listeners: Set<KlineListener>): () => void {
  const tracker = new SeqTracker();
  const sub = { symbol, period };
  const resync = () => listeners.forEach((l) => l.onResync());

  return withEachSocket((s) => {
    const onKline = (msg: KlineMessage) => {
      if (msg.symbol !== symbol || msg.period !== period) return;
      const verdict = tracker.accept(msg.seq);
      if (!shouldApply(verdict)) return;
      listeners.forEach((l) => l.onBar(msg));
      if (needsResync(verdict)) resync();
    };
    const onConnect = () => {
      if (resyncOnConnect({ recovered: s.recovered, hadBaseline: tracker.lastSeq !== null })) {
        tracker.reset();
        resync();
      }
      void subKline(s, sub).then((ack) => {
        if (!ack.ok) {
          console.warn('[kline] subscription refused', sub, ack.message);
          return;
        }
        if (needsResync(tracker.sync(ack.seq))) resync();
      });
    };
    s.on('kline', onKline);
    s.on('connect', onConnect);
    if (s.connected) onConnect();
    return () => {
      s.off('kline', onKline);
      s.off('connect', onConnect);
      unsubKline(s, sub);
    };
  });
}

/** Listens to the bars of symbol+period; returns the unsubscribe. */
export function listenKline(symbol: string, period: Period, listener: KlineListener): () => void {
  const key = klineRoom(symbol, period);
  let room = rooms.get(key);
  if (!room) {
    const listeners = new Set<KlineListener>();
    room = { listeners, detach: () => undefined };
    rooms.set(key, room);
    room.detach = openRoom(symbol, period, listeners);
  }
  room.listeners.add(listener);
  return () => {
    const r = rooms.get(key);
    if (!r) return;
    r.listeners.delete(listener);
    if (r.listeners.size === 0) {
      rooms.delete(key);
      r.detach();
    }
  };
}
