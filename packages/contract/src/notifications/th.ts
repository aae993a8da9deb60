import type { NotificationCatalogue } from './keys';

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
};
