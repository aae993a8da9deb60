import type { PairCategory, TradingSession } from '@meridian/contract/market';

/**
 * Trading sessions. Crypto trades 24/7. Stocks trade on the New York exchanges Monday to Friday,
 * 09:30–16:00 America/New_York (daylight saving handled by Intl), except on the configured exchange holidays.
 */
export const STOCK_TIMEZONE = 'America/New_York';
const OPEN_MIN = 9 * 60 + 30;
const CLOSE_MIN = 16 * 60;

const fmt = new Intl.DateTimeFormat('en-US', {
  timeZone: STOCK_TIMEZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** New York's UTC offset for one UTC day, read at 17:00 UTC (inside any session; DST flips at 02:00). */
const dayCache = new Map<number, { offsetMin: number }>();
function nyDay(day: number): { offsetMin: number } {
  let hit = dayCache.get(day);
  if (!hit) {
    const probe = day * 86_400_000 + 17 * 3_600_000;
    const parts = fmt.formatToParts(new Date(probe));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const localMin = Number(get('hour')) * 60 + Number(get('minute'));
    hit = { offsetMin: localMin - 17 * 60 };
    if (dayCache.size > 4096) dayCache.clear();
    dayCache.set(day, hit);
  }
  return hit;
}

function nyClock(ms: number): { localDay: number; minuteOfDay: number } {
  const utcMin = Math.floor(ms / 60_000);
  const { offsetMin } = nyDay(Math.floor(ms / 86_400_000));
  const localMin = utcMin + offsetMin;
  const localDay = Math.floor(localMin / 1440);
  return { localDay, minuteOfDay: localMin - localDay * 1440 };
}

/** New York dates (days since 1970-01-01) on which the exchange stays closed. */
let holidays = new Set<number>();
let cached: { minute: number; info: TradingSession } | undefined;

/**
 * Sets the exchange holidays ("2026-12-25", New York dates) for the whole process: the market module calls it
 * once at start from STOCK_HOLIDAYS, before anything asks whether a stock trades.
 */
export function setStockHolidays(dates: readonly string[]): void {
  holidays = new Set(dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000));
  cached = undefined;
}

/** A weekday that is not a holiday; 1970-01-01 (day 0) was a Thursday. */
function isTradingDate(localDay: number): boolean {
  const weekday = (((localDay + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6 && !holidays.has(localDay);
}

export function isStockSessionOpen(ms: number): boolean {
  const { localDay, minuteOfDay } = nyClock(ms);
  return isTradingDate(localDay) && minuteOfDay >= OPEN_MIN && minuteOfDay < CLOSE_MIN;
}

/** UTC ms of a New York wall-clock minute of a trading date (09:30 and 16:00 fall on the same UTC day). */
function nyMinuteAt(localDay: number, minuteOfDay: number): number {
  return (localDay * 1440 + minuteOfDay - nyDay(localDay).offsetMin) * 60_000;
}

export function isSessionOpen(category: PairCategory, ms: number): boolean {
  return category === 'crypto' || isStockSessionOpen(ms);
}

/** The next minute at which the open/closed state flips: today's close, or the next trading date's open. */
export function nextSessionChange(ms: number): number {
  const start = Math.floor(ms / 60_000) * 60_000;
  const { localDay } = nyClock(start);
  if (isStockSessionOpen(start)) return nyMinuteAt(localDay, CLOSE_MIN);
  // weekends and holidays are skipped a date at a time (bounded: the holiday list is finite)
  for (let day = localDay, i = 0; i <= holidays.size + 7; day++, i++) {
    if (!isTradingDate(day)) continue;
    const opens = nyMinuteAt(day, OPEN_MIN);
    if (opens > start) return opens;
  }
  return start;
}

/** The session of a category at `ms` (stock answers are cached per minute). */
export function sessionInfo(category: PairCategory, ms: number): TradingSession {
  if (category === 'crypto') return { timezone: null, hours: null, open: true, next_change: null };
  const minute = Math.floor(ms / 60_000);
  if (cached?.minute !== minute) {
    cached = {
      minute,
      info: {
        timezone: STOCK_TIMEZONE,
        hours: '09:30-16:00',
        open: isStockSessionOpen(ms),
        next_change: new Date(nextSessionChange(ms)).toISOString(),
      },
    };
  }
  return { ...cached.info };
}
