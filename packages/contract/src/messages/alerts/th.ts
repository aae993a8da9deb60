import type { AlertMessageKey } from '../../errors';

export const th: Record<AlertMessageKey, string> = {
  alert_limit: 'คุณตั้งการแจ้งเตือนราคาที่เปิดอยู่ได้สูงสุด {{max}} รายการ',
  alert_not_found: 'ไม่พบการแจ้งเตือนราคา',
  alert_price_invalid: 'กรอกราคาที่มากกว่า 0 และมีทศนิยมไม่เกิน {{decimals}} ตำแหน่ง',
  alert_percent_invalid: 'กรอกการเปลี่ยนแปลงตั้งแต่ {{min}} % ถึง {{max}} %',
};
