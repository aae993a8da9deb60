/** The clock and timers a SecondClock runs on (the real ones by default; a fake one in tests). */
export interface ClockTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers = (now: () => number = Date.now): ClockTimers => ({
  now,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
});

/**
 * How many missed seconds are replayed after a stall (event loop blocked, process suspended). Beyond it the
 * clock jumps to the current second and says how many it left out (`onSkipped`): replaying an hour of ticks
 * after a laptop slept would flood every consumer.
 */
export const MAX_CATCH_UP_S = 60;

/**
 * Calls `onSecond(S)` once for every whole second S after start, in order: never before S×1000 ms (a timer that
 * fires early waits out the rest of the second instead of labelling the previous one), never twice, and none
 * left out (a late timer, or a stall of several seconds, replays each missed second in order, up to
 * MAX_CATCH_UP_S). The label is the second the call is for, not `floor(now)` at whatever moment the timer ran.
 */
export class SecondClock {
  private next = 0;
  private handle: unknown;
  private running = false;

  constructor(
    private readonly timers: ClockTimers,
    private readonly onSkipped: (from: number, count: number) => void = () => undefined,
  ) {}

  start(onSecond: (second: number) => void): void {
    this.stop();
    this.running = true;
    this.next = Math.floor(this.timers.now() / 1000) + 1;
    const fire = () => {
      this.handle = undefined;
      if (!this.running) return;
      const now = this.timers.now();
      const current = Math.floor(now / 1000);
      if (current - this.next >= MAX_CATCH_UP_S) {
        const from = this.next;
        this.next = current - MAX_CATCH_UP_S + 1;
        this.onSkipped(from, this.next - from);
      }
      while (this.running && this.next <= current) onSecond(this.next++);
      if (this.running) this.arm(fire);
    };
    this.arm(fire);
  }

  stop(): void {
    this.running = false;
    if (this.handle !== undefined) this.timers.clearTimeout(this.handle);
    this.handle = undefined;
  }

  /** Arms for the start of the next second to emit (at once if it is already due). */
  private arm(fire: () => void): void {
    this.handle = this.timers.setTimeout(fire, Math.max(0, this.next * 1000 - this.timers.now()));
  }
}
