import type { AlertMessageKey } from '../../errors';

export const pt: Record<AlertMessageKey, string> = {
  alert_limit: 'Você pode ter no máximo {{max}} alertas de preço ativos',
  alert_not_found: 'Alerta de preço não encontrado',
  alert_price_invalid: 'Informe um preço acima de 0 com no máximo {{decimals}} casas decimais',
  alert_percent_invalid: 'Informe uma variação de {{min}} % a {{max}} %',
};
