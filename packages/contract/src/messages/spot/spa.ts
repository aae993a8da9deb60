import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (spa). */
export const spa: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'Introduzca un precio de activación',
  spot_stop_no_price: 'Aún no hay último precio para este par; inténtelo de nuevo en un momento',
  spot_stop_trigger_above: 'La activación debe estar por encima del último precio ({{price}})',
  spot_stop_trigger_below: 'La activación debe estar por debajo del último precio ({{price}})',
  spot_stop_limit_far: 'El precio límite debe estar a no más del {{percent}} % de la activación',
  spot_oco_take_profit_below:
    'El precio de toma de ganancias debe estar por debajo del último precio ({{price}})',
  spot_oco_take_profit_above:
    'El precio de toma de ganancias debe estar por encima del último precio ({{price}})',
};
