import { MAX_BARS_PER_CALL, parsePeriod, type Period } from '@meridian/contract/market';

/** Bucket arithmetic for the candle periods, all in UTC; weeks start on Monday, months on the 1st. */

export const PERIOD_SECONDS: Record<Exclude<Period, '1week' | '1mon'>, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '1day': 86_400,
};

/** Start (epoch seconds) of the bucket of `period` containing `t`. */
export function bucketStart(period: Period, t: number): number {
  switch (period) {
    case '1week': {
      const day = Math.floor(t / 86_400);
      // 1970-01-01 was a Thursday: Monday-based weekday = (day + 3) % 7.
      return (day - ((day + 3) % 7)) * 86_400;
    }
    case '1mon': {
      const d = new Date(t * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    }
    case '1min':
    case '5min':
    case '15min':
    case '30min':
    case '60min':
    case '1day': {
      const span = PERIOD_SECONDS[period];
      return t - (((t % span) + span) % span);
    }
  }
}

/** Start of the bucket after the one containing `t`. */
export function bucketEnd(period: Period, t: number): number {
  const start = bucketStart(period, t);
  switch (period) {
    case '1week':
      return start + 7 * 86_400;
    case '1mon':
      return bucketStart('1mon', start + 32 * 86_400);
    case '1min':
    case '5min':
    case '15min':
    case '30min':
    case '60min':
    case '1day':
      return start + PERIOD_SECONDS[period];
  }
}

/** Periods served from minute bars; the others from daily bars. */
export function isIntraday(period: Period): boolean {
  return period !== '1day' && period !== '1week' && period !== '1mon';
}

export { parsePeriod, MAX_BARS_PER_CALL };
