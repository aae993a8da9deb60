import { describe, expect, it } from 'vitest';
import { runInSlices } from './inSlices';

describe('runInSlices', () => {
  it('runs every step in order, a new slice whenever the budget is spent', () => {
    let clock = 0;
    const ran: number[] = [];
    const slices: (() => void)[] = [];
    const steps = Array.from({ length: 7 }, (_, i) => () => {
      ran.push(i);
      clock += 3; // each step takes 3 ms
    });
    runInSlices(
      steps,
      8,
      (next) => slices.push(next),
      () => clock,
    );
    expect(ran).toEqual([]); // nothing in the caller's task
    const perSlice: number[] = [];
    while (slices.length > 0) {
      const before = ran.length;
      slices.shift()!();
      perSlice.push(ran.length - before);
    }
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(perSlice).toEqual([3, 3, 1]);
  });

  it('stops when cancelled', () => {
    const ran: number[] = [];
    const slices: (() => void)[] = [];
    let clock = 0;
    const cancel = runInSlices(
      [0, 1, 2, 3].map((i) => () => {
        ran.push(i);
        clock += 10;
      }),
      8,
      (next) => slices.push(next),
      () => clock,
    );
    slices.shift()!();
    cancel();
    while (slices.length > 0) slices.shift()!();
    expect(ran).toEqual([0]);
  });
});
