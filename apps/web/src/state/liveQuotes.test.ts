import { describe, expect, it } from 'vitest';
import { LiveQuoteStore } from './liveQuotes';
import type { QuoteTick } from './liveQuotes';

const tick = (match_id: number, now_price: string, time: number): QuoteTick => ({
  match_id,
  now_price,
  change: '0.5',
  open: '1',
  high: '9',
  low: '0.5',
  volume: '10',
  amount: '100',
  time,
});

/** A store whose frames run when the test says so. */
function framed(pairsPerFrame?: number) {
  const frames: (() => void)[] = [];
  const store = new LiveQuoteStore((flush) => frames.push(flush), pairsPerFrame);
  const runFrame = () => frames.splice(0).forEach((f) => f());
  return { store, frames, runFrame };
}

describe('live quote store: ticks applied once per frame', () => {
  it('folds every tick of a frame into one update, the newest tick of each pair winning', () => {
    const { store, frames, runFrame } = framed();
    const updates: [number, string][][] = [];
    store.onFlush((ticks) => updates.push([...ticks.values()].map((t) => [t.match_id, t.now_price])));
    store.push(tick(1, '2.00', 5_000));
    store.push(tick(2, '3.00', 5_000));
    store.push(tick(1, '2.10', 6_000));
    store.push(tick(1, '1.90', 5_500)); // late: older than the one already queued
    expect(frames).toHaveLength(1); // one frame asked for, however many messages
    expect(store.get(1)).toBeUndefined(); // nothing applied before the frame
    runFrame();
    expect(updates).toEqual([
      [
        [1, '2.10'],
        [2, '3.00'],
      ],
    ]);
    expect(store.get(1)?.now_price).toBe('2.10');
  });

  it('loses no tick across frames: one arriving after a frame is applied by the next', () => {
    const { store, frames, runFrame } = framed();
    store.push(tick(1, '2.00', 5_000));
    runFrame();
    store.push(tick(1, '2.20', 6_000));
    store.push(tick(3, '7.00', 6_000));
    expect(frames).toHaveLength(1);
    runFrame();
    expect(store.get(1)?.now_price).toBe('2.20');
    expect(store.get(3)?.now_price).toBe('7.00');
    store.push(tick(1, '1.00', 4_000)); // older than what is shown: dropped, no frame
    expect(frames).toHaveLength(0);
    expect(store.get(1)?.now_price).toBe('2.20');
  });

  it("tells a pair's subscribers once per frame, and never for another pair's tick", () => {
    const { store, runFrame } = framed();
    const calls = { a: 0, b: 0 };
    store.subscribe(1, () => (calls.a += 1));
    const stopB = store.subscribe(2, () => (calls.b += 1));
    store.push(tick(2, '3.00', 5_000));
    store.push(tick(2, '3.10', 6_000));
    runFrame();
    expect(calls).toEqual({ a: 0, b: 1 });
    store.push(tick(1, '2.00', 6_000));
    runFrame();
    expect(calls).toEqual({ a: 1, b: 1 });
    stopB();
    store.push(tick(2, '3.20', 7_000));
    runFrame();
    expect(calls).toEqual({ a: 1, b: 1 });
  });

  it('tells a few pairs per frame and the rest in the next frames, skipping pairs nobody shows', () => {
    const { store, frames, runFrame } = framed(2);
    const told: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) store.subscribe(id, () => told.push(id));
    for (const id of [1, 9, 2, 3, 4, 5]) store.push(tick(id, '1.00', 5_000)); // 9 has no row on screen
    runFrame();
    expect(told).toEqual([1, 2]);
    expect(store.get(5)?.now_price).toBe('1.00'); // applied already, only the drawing waits
    store.push(tick(3, '1.50', 6_000)); // a newer tick for a pair still waiting: told once, in its turn
    runFrame();
    expect(told).toEqual([1, 2, 3, 4]);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(told).toEqual([1, 2, 3, 4, 5]);
    expect(frames).toHaveLength(0); // nothing left: no more frames asked for
    expect(store.get(3)?.now_price).toBe('1.50');
  });
});
