import type { SpotStopsMessageKey } from '../../errors';

/** Stop-limit and OCO refusals (th). */
export const th: Record<SpotStopsMessageKey, string> = {
  spot_trigger_required: 'กรุณากรอกราคาทริกเกอร์',
  spot_stop_no_price: 'ยังไม่มีราคาล่าสุดของคู่นี้ กรุณาลองใหม่อีกครั้งในไม่ช้า',
  spot_stop_trigger_above: 'ราคาทริกเกอร์ต้องสูงกว่าราคาล่าสุด ({{price}})',
  spot_stop_trigger_below: 'ราคาทริกเกอร์ต้องต่ำกว่าราคาล่าสุด ({{price}})',
  spot_stop_limit_far: 'ราคาลิมิตต้องห่างจากราคาทริกเกอร์ไม่เกิน {{percent}}%',
  spot_oco_take_profit_below: 'ราคาทำกำไรต้องต่ำกว่าราคาล่าสุด ({{price}})',
  spot_oco_take_profit_above: 'ราคาทำกำไรต้องสูงกว่าราคาล่าสุด ({{price}})',
};
