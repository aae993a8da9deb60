import type { FuturesToolsMessageKey } from '../../errors';

export const th: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'จำนวนล็อตที่จะปิดต้องเป็นจำนวนเต็ม และไม่เกินล็อตที่เปิดอยู่',
  lever_close_limit_price_invalid: 'ใส่ราคาลิมิตที่มากกว่า 0 และเป็นทวีคูณของช่วงราคา',
  lever_close_limit_side: 'การปิดแบบลิมิตของฝั่งซื้อต้องสูงกว่าราคาปัจจุบัน ของฝั่งขายต้องต่ำกว่า',
  lever_close_limit_missing: 'โพซิชันนี้ไม่มีคำสั่งปิดแบบลิมิต',
  lever_partial_not_allowed: 'ขนาดและมาร์จิ้นของโพซิชันที่ใช้คูปองจ่ายบางส่วน และขนาดของโพซิชันที่คัดลอก เปลี่ยนไม่ได้ ให้ปิดทั้งหมด',
  lever_margin_amount_invalid: 'ใส่จำนวนที่มากกว่า 0',
  lever_margin_remove_too_much: 'ถอนได้ไม่เกิน {{max}} USDT เพื่อให้โพซิชันยังอยู่เหนือมาร์จิ้นรักษาสถานะ',
  lever_margin_insufficient: 'ยอดฟิวเจอร์สไม่พอสำหรับเพิ่ม {{amount}} USDT',
};
