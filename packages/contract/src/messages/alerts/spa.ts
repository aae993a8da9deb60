import type { AlertMessageKey } from '../../errors';

export const spa: Record<AlertMessageKey, string> = {
  alert_limit: 'Puedes tener como máximo {{max}} alertas de precio activas',
  alert_not_found: 'Alerta de precio no encontrada',
  alert_price_invalid: 'Introduce un precio mayor que 0 con un máximo de {{decimals}} decimales',
  alert_percent_invalid: 'Introduce una variación de {{min}} % a {{max}} %',
};
