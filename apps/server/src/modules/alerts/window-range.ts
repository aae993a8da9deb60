/**
 * The lowest and highest price of the last `minutes` minutes (the minute in progress included), from one
 * monotonic queue per extreme over closed minutes: each tick costs O(1) amortised, whatever the window's length.
 */
export class WindowRange {
  private readonly lows: { minute: number; price: bigint }[] = [];
  private readonly highs: { minute: number; price: bigint }[] = [];
  private lowHead = 0;
  private highHead = 0;
  private minute = -1;
  private low = 0n;
  private high = 0n;

  constructor(readonly minutes: number) {}

  /** Adds a tick's price (ticks in time order; `time` in epoch ms). */
  add(price: bigint, time: number): void {
    const minute = Math.floor(time / 60_000);
    if (minute !== this.minute) {
      if (this.minute >= 0) this.close();
      this.minute = minute;
      this.low = this.high = price;
    } else {
      if (price < this.low) this.low = price;
      if (price > this.high) this.high = price;
    }
    const oldest = minute - this.minutes;
    while (this.lowHead < this.lows.length && this.lows[this.lowHead]!.minute <= oldest) this.lowHead++;
    while (this.highHead < this.highs.length && this.highs[this.highHead]!.minute <= oldest) this.highHead++;
    this.compact();
  }

  /** The window's lowest price; undefined before the first tick. */
  min(): bigint | undefined {
    if (this.minute < 0) return undefined;
    const closed = this.lows[this.lowHead];
    return closed && closed.price < this.low ? closed.price : this.low;
  }

  max(): bigint | undefined {
    if (this.minute < 0) return undefined;
    const closed = this.highs[this.highHead];
    return closed && closed.price > this.high ? closed.price : this.high;
  }

  /** The minute in progress joins the closed ones: each queue drops what it can never be the extreme of again. */
  private close(): void {
    const m = this.minute;
    while (this.lows.length > this.lowHead && this.lows[this.lows.length - 1]!.price >= this.low)
      this.lows.pop();
    this.lows.push({ minute: m, price: this.low });
    while (this.highs.length > this.highHead && this.highs[this.highs.length - 1]!.price <= this.high)
      this.highs.pop();
    this.highs.push({ minute: m, price: this.high });
  }

  private compact(): void {
    if (this.lowHead > 1024) {
      this.lows.splice(0, this.lowHead);
      this.lowHead = 0;
    }
    if (this.highHead > 1024) {
      this.highs.splice(0, this.highHead);
      this.highHead = 0;
    }
  }
}
