import type { PairCategory, TradingSession } from '@meridian/contract';

/**
 * Trading sessions. Crypto trades 24/7. Stocks trade on the New York exchanges Monday to Friday,
 * 09:30–16:00 America/New_York (daylight saving handled by Intl; exchange holidays are not modelled).
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

function nyClock(ms: number): { weekday: string; minuteOfDay: number } {
  const utcMin = Math.floor(ms / 60_000);
  const { offsetMin } = nyDay(Math.floor(ms / 86_400_000));
  const localMin = utcMin + offsetMin;
  const localDay = Math.floor(localMin / 1440);
  const minuteOfDay = localMin - localDay * 1440;
  // The weekday of the local date: the UTC day's weekday, or the one before when the offset crosses midnight.
  const weekday = WEEKDAYS[((localDay % 7) + 7 + 4) % 7] ?? '';
  return { weekday, minuteOfDay };
}

/** 1970-01-01 (day 0) was a Thursday. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function isStockSessionOpen(ms: number): boolean {
  const { weekday, minuteOfDay } = nyClock(ms);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return minuteOfDay >= OPEN_MIN && minuteOfDay < CLOSE_MIN;
}

export function isSessionOpen(category: PairCategory, ms: number): boolean {
  return category === 'crypto' || isStockSessionOpen(ms);
}

/** The next minute at which the open/closed state flips (searched minute by minute, at most 4 days ahead). */
export function nextSessionChange(ms: number): number {
  const start = Math.floor(ms / 60_000) * 60_000;
  const open = isStockSessionOpen(start);
  for (let t = start + 60_000, i = 0; i < 4 * 1440; t += 60_000, i++) {
    if (isStockSessionOpen(t) !== open) return t;
  }
  return start;
}

let cached: { minute: number; info: TradingSession } | undefined;

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
