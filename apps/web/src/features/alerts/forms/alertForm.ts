import type { MessageParams, RequestOf } from '@meridian/contract';
import {
  ALERT_MOVE_DECIMALS,
  alertTargetRefusal,
  type AlertKind,
  type AlertWindow,
  type alertsApi,
} from '@meridian/contract/alerts';
import { Dec, toDec } from '../../../lib/decimal';

/** What the alert sheet holds: the kind, the typed price or percent (decimal strings), the window, repeat. */
export interface AlertForm {
  kind: AlertKind;
  price: string;
  percent: string;
  window: AlertWindow;
  repeat: boolean;
}

/** Why the form cannot be sent: an i18n key (the contract's `errors.*` or the sheet's own) and its parameters. */
export interface AlertProblem {
  key: string;
  params: MessageParams;
  field: 'price' | 'percent';
}

export const emptyAlertForm = (kind: AlertKind = 'above'): AlertForm => ({
  kind,
  price: '',
  percent: '',
  window: '1h',
  repeat: false,
});

/** Decimals each field keeps while typing: the pair's price precision, a percent's two. */
export const fieldDecimals = (field: 'price' | 'percent', pricePrecision: number) =>
  field === 'price' ? pricePrecision : ALERT_MOVE_DECIMALS;

/**
 * The contract's rule for the target, then the side: an 'above' level must be over the price shown and a
 * 'below' one under it (otherwise it would fire at once). Undefined when the form can be sent.
 */
export function alertProblem(
  form: AlertForm,
  pricePrecision: number,
  current: string | undefined,
): AlertProblem | undefined {
  const refusal = alertTargetRefusal(
    {
      kind: form.kind,
      price: form.kind === 'move' ? undefined : toDec(form.price) ? form.price : undefined,
      percent: form.kind === 'move' && toDec(form.percent) ? form.percent : undefined,
      window: form.window,
    },
    pricePrecision,
  );
  if (refusal)
    return {
      key: `errors.${refusal.key}`,
      params: refusal.params,
      field: refusal.field === 'percent' ? 'percent' : 'price',
    };
  const now = current === undefined ? null : toDec(current);
  if (form.kind === 'move' || !now) return undefined;
  const level = new Dec(form.price);
  if (form.kind === 'above' && level.lte(now))
    return { key: 'alerts.sheet.mustBeAbove', params: {}, field: 'price' };
  if (form.kind === 'below' && level.gte(now))
    return { key: 'alerts.sheet.mustBeBelow', params: {}, field: 'price' };
  return undefined;
}

/** The create call's body of a valid form. */
export function alertRequest(symbol: string, form: AlertForm): RequestOf<typeof alertsApi.create> {
  return form.kind === 'move'
    ? { symbol, kind: 'move', percent: form.percent, window: form.window, repeat: form.repeat }
    : { symbol, kind: form.kind, price: form.price, repeat: form.repeat };
}
