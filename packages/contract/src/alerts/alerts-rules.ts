import { Decimal } from '../decimal';
import type { MessageKey } from '../errors';

/** What an alert watches: the price at or above a level, at or below it, or a move of a percent within a window. */
export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The windows a move alert measures over, with their length in minutes. */
export const ALERT_WINDOWS = ['1h', '24h'] as const;
export type AlertWindow = (typeof ALERT_WINDOWS)[number];
export const ALERT_WINDOW_MINUTES: Readonly<Record<AlertWindow, number>> = { '1h': 60, '24h': 1440 };

/** Active alerts one user may have at a time. */
export const ALERTS_ACTIVE_MAX = 50;
/** A move alert's percent: from 0.1 % to 50 %, at most 2 decimals. */
export const ALERT_MOVE_MIN = '0.1';
export const ALERT_MOVE_MAX = '50';
export const ALERT_MOVE_DECIMALS = 2;

/** The fields of an alert its rule checks (as the create and update calls carry them). */
export interface AlertTarget {
  kind: AlertKind;
  price?: string | undefined;
  percent?: string | undefined;
  window?: AlertWindow | undefined;
}

/** A refusal of an alert's target: its message key, parameters and the field it is about. */
export interface AlertTargetRefusal {
  key: MessageKey;
  params: Record<string, string>;
  field: 'price' | 'percent' | 'window';
}

/**
 * Checks an alert's target against its pair's price precision: a price level above zero on the pair's tick
 * (above/below), or a percent in [ALERT_MOVE_MIN, ALERT_MOVE_MAX] with a window (move). Undefined when valid.
 */
export function alertTargetRefusal(t: AlertTarget, pricePrecision: number): AlertTargetRefusal | undefined {
  if (t.kind === 'move') {
    const p = t.percent === undefined ? undefined : new Decimal(t.percent);
    if (!p || p.lt(ALERT_MOVE_MIN) || p.gt(ALERT_MOVE_MAX) || p.decimalPlaces() > ALERT_MOVE_DECIMALS)
      return {
        key: 'alert_percent_invalid',
        params: { min: ALERT_MOVE_MIN, max: ALERT_MOVE_MAX },
        field: 'percent',
      };
    if (!t.window) return { key: 'parameter_error', params: {}, field: 'window' };
    return undefined;
  }
  const price = t.price === undefined ? undefined : new Decimal(t.price);
  if (!price || price.lte(0) || price.decimalPlaces() > pricePrecision)
    return { key: 'alert_price_invalid', params: { decimals: String(pricePrecision) }, field: 'price' };
  return undefined;
}
