import type { NotificationCatalogue } from './keys';

export const kor: NotificationCatalogue = {
  deposit_credited: {
    title: '입금 완료',
    body: '{{amount}} {{currency}} 입금이 현물 계정에 반영되었습니다.',
  },
  withdrawal_paid: {
    title: '출금 완료',
    body: '{{amount}} {{currency}} 출금이 지급되었습니다 (수수료 {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: '출금 거절',
    body: '{{amount}} {{currency}} 출금이 거절되었습니다: {{reason}}. 금액은 현물 계정으로 반환되었습니다.',
  },
  kyc_approved: {
    title: '본인 인증 완료',
    body: '본인 인증(Lv{{level}})이 승인되었습니다.',
  },
  kyc_rejected: {
    title: '본인 인증 거절',
    body: '본인 인증(Lv{{level}})이 거절되었습니다: {{reason}}. 다시 제출할 수 있습니다.',
  },
  option_won: {
    title: '옵션 적중',
    body: '{{symbol}} {{seconds}}초 옵션({{stake}} {{currency}})이 적중했습니다: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: '옵션 손실',
    body: '{{symbol}} {{seconds}}초 옵션({{stake}} {{currency}})이 적중하지 못했습니다: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: '옵션 정산: 무승부',
    body: '{{symbol}} {{seconds}}초 옵션이 진입 가격으로 종료되어 {{stake}} {{currency}}가 반환되었습니다.',
  },
  option_void: {
    title: '옵션 환불',
    body: '{{symbol}} {{seconds}}초 옵션의 정산 시점 가격이 기록되지 않아 {{stake}} {{currency}}가 반환되었습니다.',
  },
};
