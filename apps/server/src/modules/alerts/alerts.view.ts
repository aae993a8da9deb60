import {
  ALERT_WINDOW_MINUTES,
  ALERT_WINDOWS,
  type AlertView,
  type AlertWindow,
} from '@meridian/contract/alerts';
import type { PriceAlertRow } from './alerts.schema';

/** The window a number of minutes stands for (rows store minutes). */
export function windowOf(minutes: number | null): AlertWindow | null {
  return ALERT_WINDOWS.find((w) => ALERT_WINDOW_MINUTES[w] === minutes) ?? null;
}

/** A decimal column as the wire shows it: no trailing zeros of NUMERIC(36,18). */
function plain(v: string | null): string | null {
  if (v === null) return null;
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}

export function alertView(row: PriceAlertRow, symbol: string): AlertView {
  return {
    id: row.id,
    symbol,
    kind: row.kind as AlertView['kind'],
    price: plain(row.price),
    percent: plain(row.percent),
    window: windowOf(row.windowMinutes),
    repeat: row.repeat,
    active: row.active,
    armed: row.armed,
    fired_count: row.firedCount,
    last_fired_at: row.lastFiredAt?.toISOString() ?? null,
    last_fired_price: plain(row.lastFiredPrice),
    created_at: row.createdAt.toISOString(),
  };
}
