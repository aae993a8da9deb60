import type { AlertMessageKey } from '../../errors';

export const fra: Record<AlertMessageKey, string> = {
  alert_limit: 'Vous pouvez avoir au plus {{max}} alertes de prix actives',
  alert_not_found: 'Alerte de prix introuvable',
  alert_price_invalid: 'Saisissez un prix supérieur à 0 avec au plus {{decimals}} décimales',
  alert_percent_invalid: 'Saisissez une variation de {{min}} % à {{max}} %',
};
