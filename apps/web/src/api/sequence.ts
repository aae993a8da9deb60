/**
 * Per-channel sequence tracking: every market message carries its channel's `seq`; the
 * client applies messages in order and resyncs from REST when it cannot be sure it saw them all.
 * Pure and synchronous, so the rules are unit-tested without a socket.
 */

/** What a message's `seq` means relative to the last one seen. */
export type SeqVerdict =
  /** The first message since the tracker was (re)set: apply it, nothing to compare. */
  | 'first'
  /** Exactly last + 1: apply it. */
  | 'next'
  /** Ahead by more than one: apply it and resync (messages were lost). */
  | 'gap'
  /** Same seq as the last one: drop it. */
  | 'duplicate'
  /** Behind the last one: the server restarted its counter; apply it and resync. */
  | 'rewind';

/** What the server's current `seq` (from a subscription ack) means relative to what we saw. */
export type AckVerdict = 'baseline' | 'in-sync' | 'missed' | 'rewind';

export class SeqTracker {
  private last: number | null = null;

  get lastSeq(): number | null {
    return this.last;
  }

  /** Classifies the `seq` of an incoming message and records it (unless it is a duplicate). */
  accept(seq: number): SeqVerdict {
    const last = this.last;
    if (last === null) {
      this.last = seq;
      return 'first';
    }
    if (seq === last) return 'duplicate';
    this.last = seq;
    if (seq === last + 1) return 'next';
    return seq > last ? 'gap' : 'rewind';
  }

  /**
   * Compares the channel's current `seq` from an ack with the last one seen: ahead means messages went
   * by before (or while) we subscribed.
   */
  sync(current: number): AckVerdict {
    const last = this.last;
    this.last = current;
    if (last === null) return 'baseline';
    if (current === last) return 'in-sync';
    return current > last ? 'missed' : 'rewind';
  }

  /** Forgets the baseline (a new connection whose counter we do not know yet). */
  reset(): void {
    this.last = null;
  }
}

/** Verdicts after which the cached state is no longer trustworthy and must be reloaded from REST. */
export function needsResync(verdict: SeqVerdict | AckVerdict): boolean {
  return verdict === 'gap' || verdict === 'rewind' || verdict === 'missed';
}

/** Verdicts whose message should be applied to the cache. */
export function shouldApply(verdict: SeqVerdict): boolean {
  return verdict !== 'duplicate';
}

/**
 * On a socket `connect`: a fresh connection (not recovered by the server's connection-state recovery)
 * may have missed messages since the data was loaded, so it resyncs — unless nothing was ever received
 * on this channel (the REST load is then the baseline). A recovered connection replays what it missed
 * and keeps its rooms; the seq check alone catches anything the replay could not cover.
 */
export function resyncOnConnect(opts: { recovered: boolean; hadBaseline: boolean }): boolean {
  return !opts.recovered && opts.hadBaseline;
}

/** Coalesces resyncs: at most one per `minIntervalMs` (a burst of gaps must not become a refetch storm). */
export function createResyncGate(minIntervalMs: number, now: () => number = Date.now): () => boolean {
  let lastAt = -Infinity;
  return () => {
    const t = now();
    if (t - lastAt < minIntervalMs) return false;
    lastAt = t;
    return true;
  };
}
