import { describe, expect, it } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  it('asks for an idle callback with a deadline, and runs nothing before it', () => {
    const asked: { cb: () => void; timeout: number }[] = [];
    let ran = 0;
    whenIdle(() => (ran += 1), 1500, {
      requestIdleCallback: (cb, opts) => asked.push({ cb, timeout: opts.timeout }),
      setTimeout: () => {
        throw new Error('no timer where idle callbacks exist');
      },
    });
    expect(ran).toBe(0);
    expect(asked.map((a) => a.timeout)).toEqual([1500]);
    asked[0]!.cb();
    expect(ran).toBe(1);
  });

  it('falls back to a timer without idle callbacks', () => {
    const timers: number[] = [];
    let ran = 0;
    whenIdle(() => (ran += 1), 1500, {
      setTimeout: (cb, ms) => {
        timers.push(ms);
        cb();
      },
    });
    expect(timers).toEqual([0]);
    expect(ran).toBe(1);
  });
});
