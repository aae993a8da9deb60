import type { AlertMessageKey } from '../../errors';

export const tr: Record<AlertMessageKey, string> = {
  alert_limit: 'En fazla {{max}} etkin fiyat alarmınız olabilir',
  alert_not_found: 'Fiyat alarmı bulunamadı',
  alert_price_invalid: "0'dan büyük ve en fazla {{decimals}} ondalık basamaklı bir fiyat girin",
  alert_percent_invalid: '%{{min}} ile %{{max}} arasında bir değişim girin',
};
