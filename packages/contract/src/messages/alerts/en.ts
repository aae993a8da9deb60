import type { AlertMessageKey } from '../../errors';

export const en: Record<AlertMessageKey, string> = {
  alert_limit: 'You can have at most {{max}} active price alerts',
  alert_not_found: 'Price alert not found',
  alert_price_invalid: 'Enter a price above 0 with at most {{decimals}} decimals',
  alert_percent_invalid: 'Enter a move from {{min}} % to {{max}} %',
};
