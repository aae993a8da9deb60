import { describe, expect, it } from 'vitest';
import { DEMO_MARKET, SimulatedFeed } from './simulated';
import { MAX_CATCH_UP_S, SecondClock, type ClockTimers } from './second-clock';
import { PAIRS, pairSymbol } from '../catalog';
import type { Tick } from './types';

/**
 * A fake clock whose timers fire off their due time by a chosen error (`skew` ms: negative = early, as Node's
 * timers can be by a millisecond against Date.now; positive = late).
 */
function fakeClock(startMs: number) {
  let now = startMs;
  let timer: { at: number; fn: () => void } | undefined;
  let skew = 0;
  const timers: ClockTimers = {
    now: () => now,
    setTimeout: (fn, ms) => (timer = { at: now + ms, fn }),
    clearTimeout: (h) => {
      if (h === timer) timer = undefined;
    },
  };
  return {
    timers,
    setSkew: (ms: number) => (skew = ms),
    /** Runs the pending timer at its due time plus the skew (a timer of ≥ 1 ms always lets 1 ms pass). */
    fire() {
      const t = timer;
      if (!t) throw new Error('no timer armed');
      timer = undefined;
      now = Math.max(t.at > now ? now + 1 : now, t.at + skew);
      t.fn();
    },
    advance: (ms: number) => (now += ms),
    get now() {
      return now;
    },
    get armed() {
      return timer !== undefined;
    },
  };
}

describe('SecondClock', () => {
  it('labels each call with its own second, at or after its start, even when the timer fires early', () => {
    const clock = fakeClock(1_000_000_400);
    const calls: { second: number; at: number }[] = [];
    new SecondClock(clock.timers).start((second) => calls.push({ second, at: clock.now }));
    for (let i = 0; i < 40; i++) {
      clock.setSkew([-1, -3, 0, 2, -1, 40, -2, 0, -1, 999][i % 10]!);
      clock.fire();
    }
    const seconds = calls.map((c) => c.second);
    expect(seconds[0]).toBe(1_000_001);
    // every second once, in order: none skipped, none repeated
    expect(seconds).toEqual(seconds.map((_, i) => 1_000_001 + i));
    for (const c of calls) expect(c.at).toBeGreaterThanOrEqual(c.second * 1000);
  });

  it('fires an early timer again for the rest of the second, not for the previous second', () => {
    const clock = fakeClock(5_000_500);
    const seconds: number[] = [];
    new SecondClock(clock.timers).start((s) => seconds.push(s));
    clock.setSkew(-1);
    clock.fire(); // at 5000.999 s: too early for second 5001
    expect(seconds).toEqual([]);
    expect(clock.armed).toBe(true);
    clock.setSkew(0);
    clock.fire();
    expect(seconds).toEqual([5001]);
    expect(clock.now).toBe(5_001_000);
  });

  it('replays the seconds a stall missed, in order, and jumps (saying so) past a long one', () => {
    const clock = fakeClock(7_000_000);
    const seconds: number[] = [];
    const skipped: [number, number][] = [];
    new SecondClock(clock.timers, (from, count) => skipped.push([from, count])).start((s) => seconds.push(s));
    clock.fire(); // 7001
    clock.setSkew(3_500); // the event loop was blocked 3.5 s
    clock.fire();
    expect(seconds).toEqual([7001, 7002, 7003, 7004, 7005]);
    clock.setSkew(0);
    clock.fire();
    expect(seconds.at(-1)).toBe(7006);
    clock.advance(3_600_000); // suspended an hour
    clock.fire();
    expect(skipped).toEqual([[7007, 3600 - MAX_CATCH_UP_S]]);
    expect(seconds.slice(-MAX_CATCH_UP_S)).toEqual(
      Array.from({ length: MAX_CATCH_UP_S }, (_, i) => 10_606 - MAX_CATCH_UP_S + 1 + i),
    );
    expect(new Set(seconds).size).toBe(seconds.length);
  });

  it('stops: no call after stop, even from inside a call', () => {
    const clock = fakeClock(9_000_000);
    const seconds: number[] = [];
    const c = new SecondClock(clock.timers);
    c.start((s) => {
      seconds.push(s);
      if (s === 9002) c.stop();
    });
    clock.fire();
    clock.setSkew(2_000);
    clock.fire(); // due 9002, 9003 — stops after 9002
    expect(seconds).toEqual([9001, 9002]);
    expect(clock.armed).toBe(false);
  });
});

describe('SimulatedFeed on the clock', () => {
  it('emits one batch per second, each tick timed with the second it was emitted for, never ahead of it', async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 21, 12, 0, 0, 300));
    const pairs = PAIRS.map((p) => ({ ...p, symbol: pairSymbol(p) }));
    const feed = new SimulatedFeed(42, pairs, () => clock.now, clock.timers);
    expect(feed.sourceOf()).toBe(DEMO_MARKET);
    const batches: { at: number; ticks: Tick[] }[] = [];
    await feed.start(new Map(), (ticks) => batches.push({ at: clock.now, ticks }));
    for (const skew of [-1, 0, -1, 5, -1, -1, 0, 1200, -1, 0]) {
      clock.setSkew(skew);
      clock.fire();
    }
    await feed.stop();
    const times = batches.map((b) => {
      const set = new Set(b.ticks.map((t) => t.time));
      expect(set.size).toBe(1);
      const time = [...set][0]!;
      expect(b.at).toBeGreaterThanOrEqual(time);
      return time;
    });
    expect(times.length).toBeGreaterThanOrEqual(6);
    expect(times).toEqual(times.map((_, i) => Date.UTC(2026, 10, 21, 12, 0, 1) + i * 1000));
  });
});
