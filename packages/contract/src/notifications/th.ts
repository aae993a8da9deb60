import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'ซื้อ (Long)', short: 'ขาย (Short)' } };

export const th: NotificationCatalogue = {
  deposit_credited: {
    title: 'เงินฝากเข้าบัญชีแล้ว',
    body: 'เงินฝาก {{amount}} {{currency}} ของคุณเข้าบัญชีสปอตแล้ว',
  },
  withdrawal_paid: {
    title: 'จ่ายเงินถอนแล้ว',
    body: 'การถอน {{amount}} {{currency}} ของคุณได้รับการจ่ายแล้ว (ค่าธรรมเนียม {{fee}} {{currency}})',
  },
  withdrawal_rejected: {
    title: 'การถอนถูกปฏิเสธ',
    body: 'การถอน {{amount}} {{currency}} ของคุณถูกปฏิเสธ: {{reason}} ยอดเงินกลับเข้าบัญชีสปอตของคุณแล้ว',
  },
  kyc_approved: {
    title: 'ยืนยันตัวตนแล้ว',
    body: 'การยืนยันตัวตน (Lv{{level}}) ของคุณได้รับการอนุมัติแล้ว',
  },
  kyc_rejected: {
    title: 'การยืนยันตัวตนถูกปฏิเสธ',
    body: 'การยืนยันตัวตน (Lv{{level}}) ของคุณถูกปฏิเสธ: {{reason}} คุณสามารถส่งใหม่ได้',
  },
  option_won: {
    title: 'ออปชันชนะ',
    body: 'ออปชัน {{symbol}} {{seconds}} วินาที จำนวน {{stake}} {{currency}} ของคุณชนะ: +{{profit}} {{currency}}',
  },
  option_lost: {
    title: 'ออปชันแพ้',
    body: 'ออปชัน {{symbol}} {{seconds}} วินาที จำนวน {{stake}} {{currency}} ของคุณแพ้: −{{stake}} {{currency}}',
  },
  option_draw: {
    title: 'ชำระออปชันแล้ว: เสมอ',
    body: 'ออปชัน {{symbol}} {{seconds}} วินาทีของคุณปิดที่ราคาเข้า: คืนเงินลงทุน {{stake}} {{currency}} แล้ว',
  },
  option_void: {
    title: 'คืนเงินออปชันแล้ว',
    body: 'ไม่มีการบันทึกราคาในวินาทีชำระของออปชัน {{symbol}} {{seconds}} วินาทีของคุณ: คืนเงินลงทุน {{stake}} {{currency}} แล้ว',
  },
  copy_skipped: {
    title: 'ไม่ได้เปิดการคัดลอก',
    body: 'ไม่ได้คัดลอกการเทรด {{symbol}} ของ {{trader}} ดูเหตุผลได้ที่ การคัดลอกของฉัน',
  },
  copy_stopped: {
    title: 'ถึงจุดตัดขาดทุนการคัดลอก',
    body: 'การติดตาม {{trader}} ขาดทุน {{loss}} USDT ({{percent}}% ของงบ) จึงหยุดคัดลอกและปิดโพซิชันแล้ว',
  },
  copy_follow_ended: {
    title: 'สิ้นสุดการติดตาม',
    body: '{{trader}} ไม่ได้เป็นเทรดเดอร์แล้ว การติดตามจึงสิ้นสุด โพซิชันคัดลอกที่เปิดอยู่ยังคงอยู่และคุณจัดการเองได้',
  },
  copy_share_received: {
    title: 'ได้รับส่วนแบ่งกำไร',
    body: 'การคัดลอก {{symbol}} ของผู้ติดตามปิดแบบมีกำไร คุณได้รับ {{amount}} USDT',
  },
  trader_approved: {
    title: 'คุณเป็นเทรดเดอร์แล้ว',
    body: 'ใบสมัครเทรดเดอร์ได้รับอนุมัติ ผู้อื่นสามารถติดตามคุณได้แล้ว',
  },
  trader_rejected: {
    title: 'ใบสมัครเทรดเดอร์ถูกปฏิเสธ',
    body: 'ใบสมัครเทรดเดอร์ถูกปฏิเสธ: {{reason}} คุณสมัครใหม่ได้',
  },
  trader_revoked: {
    title: 'สถานะเทรดเดอร์ถูกเพิกถอน',
    body: 'สถานะเทรดเดอร์ของคุณถูกเพิกถอน: {{reason}} การติดตามของผู้ติดตามสิ้นสุดแล้ว',
  },
  ieo_allocated: {
    title: 'การจัดสรร IEO: {{project}}',
    body: 'คุณได้รับการจัดสรร {{allocated}} {{currency}} ในราคา {{cost}} {{pay_currency}} และได้รับคืน {{refund}} {{pay_currency}} เข้าบัญชีสปอต โทเคนจะเข้าบัญชีเมื่อถึงเวลาเข้าตลาด',
  },
  ieo_delivered: {
    title: '{{currency}} เข้าบัญชีแล้ว',
    body: '{{amount}} {{currency}} จาก {{project}} ถูกโอนเข้าบัญชีสปอตของคุณแล้ว',
  },
  lockming_matured: {
    title: 'การล็อกครบกำหนด',
    body: 'การล็อก {{amount}} {{currency}} ของคุณสิ้นสุดแล้ว เงินต้นกลับเข้าบัญชีสปอต รวมรายได้ทั้งหมด {{interest}} {{currency}}',
  },
  dual_settled: {
    title: 'คำสั่งลงทุนชำระแล้ว',
    body: '{{name}} ชำระที่ราคา {{price}} จ่าย {{amount}} {{currency}} เข้าบัญชีสปอตของคุณแล้ว',
  },
  dual_failed: {
    title: 'คืนเงินคำสั่งลงทุน',
    body: '{{name}} ไม่สามารถชำระได้ เนื่องจากตลาดบันทึกราคาไม่เพียงพอก่อนเวลาชำระ เงินฝาก {{amount}} {{currency}} ถูกคืนเต็มจำนวน',
  },
  nft_outbid: {
    title: 'มีผู้เสนอราคาสูงกว่าคุณ',
    body: 'มีผู้เสนอราคา {{name}} สูงกว่าคุณ ราคาเสนอปัจจุบันคือ {{price}} {{currency}} ยอดเงินที่ระงับไว้สำหรับการเสนอราคาของคุณถูกปลดระงับแล้ว',
  },
  nft_auction_won: {
    title: 'ชนะการประมูล',
    body: 'คุณชนะการประมูล {{name}} ที่ราคา {{price}} {{currency}} กรุณาชำระเงินก่อน {{deadline}} มิฉะนั้นเงินประกันของคุณจะถูกริบ',
  },
  nft_order_expired: {
    title: 'หมดเวลาชำระเงินการประมูล',
    body: 'คุณไม่ได้ชำระเงินสำหรับ {{name}} ภายในเวลาที่กำหนด เงินประกัน {{margin}} {{currency}} ของคุณถูกริบแล้ว',
  },
  nft_sold: {
    title: 'NFT ของคุณขายได้แล้ว',
    body: '{{name}} ขายได้แล้ว {{amount}} {{currency}} ถูกโอนเข้าบัญชีสปอตของคุณแล้ว',
  },
  nft_royalty: {
    title: 'ได้รับค่ารอยัลตี้',
    body: '{{name}} ถูกขายต่อ ค่ารอยัลตี้ {{amount}} {{currency}} ของคุณถูกโอนเข้าบัญชีสปอตแล้ว',
  },
  nft_margin_refunded: {
    title: 'คืนเงินประกันการประมูล',
    body: 'การประมูล {{name}} สิ้นสุดแล้ว เงินประกัน {{margin}} {{currency}} ของคุณถูกคืนแล้ว',
  },
  support_reply: {
    title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว',
    body: 'ฝ่ายบริการลูกค้าตอบกลับ: “{{preview}}” เปิดแชทเพื่ออ่านข้อความ',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'คำเตือนมาร์จิ้นของโพซิชันฟิวเจอร์ส',
    body: 'อัตรามาร์จิ้นของโพซิชัน {{symbol}} ถึง {{ratio}}% ที่ราคา {{price}} เพิ่มมาร์จิ้นหรือลดโพซิชัน มิฉะนั้นจะถูกชำระบัญชีที่ {{liquidation_price}}',
  },
  futures_closed_tp: {
    title: 'ถึงราคาทำกำไร: {{symbol}}',
    body: 'โพซิชัน {{side}} {{symbol}} ของคุณถึงราคาทำกำไรและถูกปิดที่ {{price}} ผลลัพธ์หลังหักค่าธรรมเนียม: {{sign}}{{result}} {{currency}}',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'ถึงราคาตัดขาดทุน: {{symbol}}',
    body: 'โพซิชัน {{side}} {{symbol}} ของคุณถึงราคาตัดขาดทุนและถูกปิดที่ {{price}} ผลลัพธ์หลังหักค่าธรรมเนียม: {{sign}}{{result}} {{currency}}',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'ปิดแบบลิมิตสำเร็จ: {{symbol}}',
    body: 'คำสั่งปิดแบบลิมิตของโพซิชัน {{side}} {{symbol}} ของคุณถูกจับคู่ที่ {{price}} ผลลัพธ์หลังหักค่าธรรมเนียม: {{sign}}{{result}} {{currency}}',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'โพซิชันถูกบังคับปิด: {{symbol}}',
    body: 'โพซิชัน {{side}} {{symbol}} ของคุณถูกบังคับปิดที่ {{price}} เนื่องจากมาร์จิ้นไม่พอครอบคลุมการขาดทุน ผลลัพธ์หลังหักค่าธรรมเนียม: {{sign}}{{result}} {{currency}}',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'เรียกหลักประกันเพิ่มสำหรับสินเชื่อของคุณ',
    body: 'LTV ของสินเชื่อ {{currency}} ของคุณถึง {{ltv}}% ที่ราคา {{price}} กรุณาเพิ่มหลักประกันหรือชำระคืน: จะถูกชำระบัญชีที่ {{liquidation_price}}',
  },
  loan_liquidated: {
    title: 'สินเชื่อของคุณถูกชำระบัญชีแล้ว',
    body: 'หลักประกัน {{collateral}} {{currency}} ถูกขายที่ราคา {{price}}: หนี้ {{debt}} {{borrow_currency}} ได้รับการชำระ และคืน {{returned}} {{borrow_currency}} เข้าบัญชีสปอตของคุณ',
  },
  loan_matured: {
    title: 'สินเชื่อของคุณครบกำหนดแล้ว',
    body: 'ครบระยะเวลา: หลักประกัน {{collateral}} {{currency}} ถูกขายที่ราคา {{price}} หนี้ {{debt}} {{borrow_currency}} ได้รับการชำระ และคืน {{returned}} {{borrow_currency}} เข้าบัญชีสปอตของคุณ',
  },
  loan_repaid: {
    title: 'ชำระสินเชื่อคืนแล้ว',
    body: 'คุณชำระคืน {{amount}} {{borrow_currency}} และปิดสินเชื่อแล้ว: หลักประกัน {{collateral}} {{currency}} ถูกปลดเข้าบัญชีสปอตของคุณ',
  },
  otc_buy_completed: {
    title: 'ซื้อ OTC สำเร็จ',
    body: 'คำสั่ง {{order_no}}: {{amount}} {{currency}} ที่ซื้อด้วย {{total}} {{fiat}} ได้เข้าบัญชีสปอตของคุณแล้ว',
  },
  otc_sell_completed: {
    title: 'ขาย OTC สำเร็จ',
    body: 'คำสั่ง {{order_no}}: ขาย {{amount}} {{currency}} แล้ว และโอน {{total}} {{fiat}} เข้าบัตรธนาคารของคุณแล้ว',
  },
  otc_rejected: {
    title: 'คำสั่ง OTC ถูกปฏิเสธ',
    body: 'คำสั่ง {{order_no}} ถูกปฏิเสธ: {{reason}} เหรียญที่อายัดไว้สำหรับการขายได้คืนเข้าบัญชีสปอตของคุณแล้ว',
  },
  otc_expired: {
    title: 'คำสั่ง OTC หมดอายุ',
    body: 'คำสั่ง {{order_no}} ถูกยกเลิกเนื่องจากไม่มีการยืนยันการชำระเงินภายในเวลาที่กำหนด',
  },
  coupon_granted_futures: {
    title: 'ได้รับคูปอง',
    body: 'คุณได้รับคูปองฟิวเจอร์สมูลค่า {{value}} {{currency}} ({{campaign}}) ใช้ได้ถึง {{expires_at}} UTC ใช้ตอนส่งคำสั่งเพื่อจ่ายมาร์จิ้นหรือเงินเดิมพันบางส่วน',
  },
  coupon_granted_options: {
    title: 'ได้รับคูปอง',
    body: 'คุณได้รับคูปองออปชันมูลค่า {{value}} {{currency}} ({{campaign}}) ใช้ได้ถึง {{expires_at}} UTC ใช้ตอนส่งคำสั่งเพื่อจ่ายมาร์จิ้นหรือเงินเดิมพันบางส่วน',
  },
  security_new_device: {
    title: 'การเข้าสู่ระบบใหม่',
    body: 'บัญชีของคุณเข้าสู่ระบบจาก {{device}} ({{ip}}) เมื่อ {{time}} ไม่ใช่คุณใช่ไหม เปิดประกาศนี้แล้วแตะ "ไม่ใช่ฉัน" เพื่อปิดเซสชันนั้นและระงับการถอน',
  },
  security_totp_enabled: {
    title: 'เปิดแอปยืนยันตัวตนแล้ว',
    body: 'บัญชีของคุณจะขอรหัสจากแอปยืนยันตัวตนเมื่อเข้าสู่ระบบและก่อนการถอน โปรดเก็บรหัสกู้คืนไว้ในที่ปลอดภัย',
  },
  security_totp_disabled: {
    title: 'ปิดแอปยืนยันตัวตนแล้ว',
    body: 'แอปยืนยันตัวตนถูกปิด การถอนถูกระงับเป็นเวลา 24 ชั่วโมง',
  },
  security_passkey_added: {
    title: 'เพิ่มพาสคีย์แล้ว',
    body: 'เพิ่มพาสคีย์ "{{name}}" ในบัญชีของคุณแล้ว',
  },
  security_passkey_removed: {
    title: 'ลบพาสคีย์แล้ว',
    body: 'ลบพาสคีย์ "{{name}}" ออกจากบัญชีของคุณแล้ว การถอนถูกระงับเป็นเวลา 24 ชั่วโมง',
  },
  security_recovery_codes_renewed: {
    title: 'รหัสกู้คืนชุดใหม่',
    body: 'สร้างรหัสกู้คืนชุดใหม่แล้ว รหัสชุดเดิมใช้ไม่ได้อีกต่อไป',
  },
  security_allow_list_on: {
    title: 'เปิดรายการที่อนุญาตสำหรับการถอนแล้ว',
    body: 'การถอนจะไปยังที่อยู่และบัตรที่บันทึกไว้เท่านั้น โดยแต่ละรายการใช้ได้หลังบันทึก 24 ชั่วโมง',
  },
  security_allow_list_off: {
    title: 'ปิดรายการที่อนุญาตสำหรับการถอนแล้ว',
    body: 'การถอนสามารถไปยังที่อยู่หรือบัตรใดก็ได้ที่คุณบันทึกอีกครั้ง',
  },
  security_destination_added: {
    title: 'บันทึกปลายทางการถอนแล้ว',
    body: 'บันทึก "{{name}}" แล้ว สามารถรับการถอนได้ตั้งแต่ {{until}}',
  },
  security_withdrawals_paused: {
    title: 'ระงับการถอน',
    body: 'หลังจากการเปลี่ยนแปลงด้านความปลอดภัย การถอนถูกระงับจนถึง {{until}}',
  },
  security_anti_phishing_set: {
    title: 'ตั้งรหัสป้องกันฟิชชิงแล้ว',
    body: 'อีเมลทุกฉบับจาก Meridian จะแสดงรหัสป้องกันฟิชชิงของคุณ อีเมลที่ไม่มีรหัสนี้ไม่ได้มาจากเรา',
  },
  security_password_changed: {
    title: 'เปลี่ยนรหัสผ่านแล้ว',
    body: 'รหัสผ่านเข้าสู่ระบบของคุณถูกเปลี่ยน การถอนถูกระงับเป็นเวลา 24 ชั่วโมง ไม่ใช่คุณใช่ไหม โปรดติดต่อฝ่ายสนับสนุนทันที',
  },
  alert_price_above: {
    title: 'แจ้งเตือนราคา: {{symbol}}',
    body: '{{symbol}} ขึ้นถึง {{price}} ซึ่งเท่ากับหรือสูงกว่าราคาแจ้งเตือน {{target}} ของคุณ',
  },
  alert_price_below: {
    title: 'แจ้งเตือนราคา: {{symbol}}',
    body: '{{symbol}} ลดลงถึง {{price}} ซึ่งเท่ากับหรือต่ำกว่าราคาแจ้งเตือน {{target}} ของคุณ',
  },
  alert_price_move: {
    title: 'ราคาเปลี่ยนแปลง: {{symbol}}',
    body: '{{symbol}} เปลี่ยนแปลง {{sign}}{{percent}}% ภายใน {{hours}} ชม. ขณะนี้อยู่ที่ {{price}}',
  },
  spot_stop_triggered: {
    title: 'คำสั่งสต็อปทำงานแล้ว: {{symbol}}',
    body: '{{symbol}} แตะ {{trigger}} แล้ว: คำสั่ง {{amount}} {{currency}} ที่ราคา {{price}} ของคุณอยู่ในสมุดคำสั่งแล้ว',
  },
  spot_oco_cancelled: {
    title: 'คำสั่ง OCO: {{symbol}}',
    body: 'คำสั่งทำกำไร {{symbol}} ของคุณจับคู่แล้ว คำสั่งสต็อปในคู่เดียวกันจึงถูกยกเลิก',
  },
  spot_order_filled: {
    title: 'คำสั่งจับคู่ครบแล้ว: {{symbol}}',
    body: 'คำสั่ง {{symbol}} จำนวน {{amount}} {{currency}} ที่ราคา {{price}} ของคุณจับคู่ครบแล้ว',
  },
};
