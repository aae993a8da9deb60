import type { MarketDepthMessage } from '@meridian/contract';
import { depthRoom } from '@meridian/contract';
import { subDepth, unsubDepth, withEachSocket } from '../../../api/socket';
import { SeqTracker, needsResync, resyncOnConnect } from '../../../api/sequence';
import type { SeqVerdict } from '../../../api/sequence';

/**
 * `market_depth` rooms: one socket subscription per pair however many listeners it has, re-joined on every
 * connection. Listeners get each message with its place in the stream, the room's seq from every join ack
 * (to compare with their cache), a resync call on a fresh reconnect, and whether the room is live (joined
 * on an open connection) so a screen can fall back to polling while it is not.
 */

export interface DepthListener {
  onDepth: (msg: MarketDepthMessage, verdict: SeqVerdict) => void;
  /** The room's current seq after a join; `missed` when messages went by since the last one seen. */
  onJoined: (seq: number, missed: boolean) => void;
  onResync: () => void;
  onLive: (live: boolean) => void;
}

interface Room {
  listeners: Set<DepthListener>;
  live: boolean;
  detach: () => void;
}

const rooms = new Map<string, Room>();

function openRoom(symbol: string, room: Room): () => void {
  const tracker = new SeqTracker();
  const sub = { symbol };
  const setLive = (live: boolean) => {
    room.live = live;
    room.listeners.forEach((l) => l.onLive(live));
  };

  return withEachSocket((s) => {
    const onDepth = (msg: MarketDepthMessage) => {
      if (msg.symbol !== symbol) return;
      const verdict = tracker.accept(msg.seq);
      room.listeners.forEach((l) => l.onDepth(msg, verdict));
    };
    const onConnect = () => {
      if (resyncOnConnect({ recovered: s.recovered, hadBaseline: tracker.lastSeq !== null })) {
        tracker.reset();
        room.listeners.forEach((l) => l.onResync());
      }
      void subDepth(s, sub).then((ack) => {
        if (!ack.ok) {
          console.warn('[depth] subscription refused', symbol, ack.message);
          setLive(false);
          return;
        }
        const missed = needsResync(tracker.sync(ack.seq));
        room.listeners.forEach((l) => l.onJoined(ack.seq, missed));
        setLive(s.connected);
      });
    };
    const onDisconnect = () => setLive(false);
    s.on('market_depth', onDepth);
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect);
    if (s.connected) onConnect();
    return () => {
      s.off('market_depth', onDepth);
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect);
      unsubDepth(s, sub);
      setLive(false);
    };
  });
}

/** Listens to the book of a pair; returns the unsubscribe. */
export function listenDepth(symbol: string, listener: DepthListener): () => void {
  const key = depthRoom(symbol);
  let room = rooms.get(key);
  if (!room) {
    room = { listeners: new Set(), live: false, detach: () => undefined };
    rooms.set(key, room);
    room.listeners.add(listener);
    room.detach = openRoom(symbol, room);
  } else {
    room.listeners.add(listener);
    listener.onLive(room.live);
  }
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
