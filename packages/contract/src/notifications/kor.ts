import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: '롱', short: '숏' } };

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
  copy_skipped: {
    title: '카피 미체결',
    body: '{{trader}}의 {{symbol}} 거래가 카피되지 않았습니다. 이유는 내 카피에서 확인하세요.',
  },
  copy_stopped: {
    title: '카피 손절 도달',
    body: '{{trader}} 팔로우에서 {{loss}} USDT(예산의 {{percent}}%) 손실이 발생해 카피를 중지하고 포지션을 청산했습니다.',
  },
  copy_follow_ended: {
    title: '팔로우 종료',
    body: '{{trader}}님이 더 이상 트레이더가 아니어서 팔로우가 종료되었습니다. 열린 카피 포지션은 유지되며 직접 관리하시면 됩니다.',
  },
  copy_share_received: {
    title: '수익 배분 수령',
    body: '팔로워의 {{symbol}} 카피가 수익으로 청산되어 {{amount}} USDT를 받았습니다.',
  },
  trader_approved: {
    title: '트레이더가 되었습니다',
    body: '트레이더 신청이 승인되었습니다. 이제 다른 사용자가 회원님을 팔로우할 수 있습니다.',
  },
  trader_rejected: {
    title: '트레이더 신청 거절',
    body: '트레이더 신청이 거절되었습니다: {{reason}}. 다시 신청할 수 있습니다.',
  },
  trader_revoked: {
    title: '트레이더 자격 철회',
    body: '트레이더 자격이 철회되었습니다: {{reason}}. 팔로워들의 팔로우가 종료되었습니다.',
  },
  ieo_allocated: {
    title: 'IEO 배정: {{project}}',
    body: '{{allocated}} {{currency}}가 {{cost}} {{pay_currency}}에 배정되었고 {{refund}} {{pay_currency}}는 현물 계정으로 반환되었습니다. 토큰은 상장 시점에 지급됩니다.',
  },
  ieo_delivered: {
    title: '{{currency}} 지급 완료',
    body: '{{project}}의 {{amount}} {{currency}}가 현물 계정에 입금되었습니다.',
  },
  lockming_matured: {
    title: '잠금 만기',
    body: '{{amount}} {{currency}} 잠금이 끝났습니다. 원금은 현물 계정으로 돌아왔고 총 {{interest}} {{currency}}를 벌었습니다.',
  },
  dual_settled: {
    title: '투자 주문 정산 완료',
    body: '{{name}}이(가) {{price}}에 정산되어 {{amount}} {{currency}}가 현물 계정에 지급되었습니다.',
  },
  dual_failed: {
    title: '투자 주문 환불',
    body: '{{name}}은(는) 정산 시각 전 기록된 가격이 부족해 정산할 수 없었습니다. 예치금 {{amount}} {{currency}}는 전액 반환되었습니다.',
  },
  nft_outbid: {
    title: '더 높은 입찰이 들어왔습니다',
    body: '{{name}}에 더 높은 입찰이 들어왔습니다. 현재 입찰가는 {{price}} {{currency}}입니다. 동결되었던 입찰 금액은 해제되었습니다.',
  },
  nft_auction_won: {
    title: '경매 낙찰',
    body: '{{name}}을(를) {{price}} {{currency}}에 낙찰받았습니다. {{deadline}}까지 결제하지 않으면 보증금이 몰수됩니다.',
  },
  nft_order_expired: {
    title: '경매 결제 기한 만료',
    body: '{{name}}의 결제가 기한 내에 이루어지지 않아 보증금 {{margin}} {{currency}}가 몰수되었습니다.',
  },
  nft_sold: {
    title: 'NFT 판매 완료',
    body: '{{name}}이(가) 판매되어 {{amount}} {{currency}}가 현물 계정에 입금되었습니다.',
  },
  nft_royalty: {
    title: '로열티 수령',
    body: '{{name}}이(가) 재판매되어 로열티 {{amount}} {{currency}}가 현물 계정에 입금되었습니다.',
  },
  nft_margin_refunded: {
    title: '경매 보증금 반환',
    body: '{{name}} 경매가 종료되어 보증금 {{margin}} {{currency}}가 반환되었습니다.',
  },
  support_reply: {
    title: '고객센터 답변 도착',
    body: '고객센터에서 답변했습니다: “{{preview}}”. 채팅을 열어 확인하세요.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: '선물 포지션 증거금 경고',
    body: '{{symbol}} 포지션의 증거금 비율이 {{price}}에서 {{ratio}}%에 도달했습니다. 증거금을 추가하거나 포지션을 줄이세요. {{liquidation_price}}에서 강제 청산됩니다.',
  },
  futures_closed_tp: {
    title: '익절 도달: {{symbol}}',
    body: '{{symbol}} {{side}} 포지션이 익절가에 도달해 {{price}}에 종료되었습니다. 수수료 차감 후 손익: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: '손절 도달: {{symbol}}',
    body: '{{symbol}} {{side}} 포지션이 손절가에 도달해 {{price}}에 종료되었습니다. 수수료 차감 후 손익: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: '지정가 청산 체결: {{symbol}}',
    body: '{{symbol}} {{side}} 포지션의 지정가 청산이 {{price}}에 체결되었습니다. 수수료 차감 후 손익: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: '포지션 강제 청산: {{symbol}}',
    body: '증거금이 손실을 감당하지 못해 {{symbol}} {{side}} 포지션이 {{price}}에 강제 청산되었습니다. 수수료 차감 후 손익: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: '대출 마진콜',
    body: '{{currency}} 담보 대출의 LTV가 가격 {{price}}에서 {{ltv}}%에 도달했습니다. 담보를 추가하거나 상환하세요. {{liquidation_price}}에서 청산됩니다.',
  },
  loan_liquidated: {
    title: '대출이 청산되었습니다',
    body: '담보 {{collateral}} {{currency}}가 {{price}}에 매도되었습니다. 부채 {{debt}} {{borrow_currency}}가 상환되고 {{returned}} {{borrow_currency}}가 현물 계정으로 반환되었습니다.',
  },
  loan_matured: {
    title: '대출 기간이 만료되었습니다',
    body: '기간이 끝났습니다. 담보 {{collateral}} {{currency}}가 {{price}}에 매도되어 부채 {{debt}} {{borrow_currency}}가 상환되고 {{returned}} {{borrow_currency}}가 현물 계정으로 반환되었습니다.',
  },
  loan_repaid: {
    title: '대출 상환 완료',
    body: '{{amount}} {{borrow_currency}}를 상환하여 대출이 종료되었습니다. 담보 {{collateral}} {{currency}}가 현물 계정으로 해제되었습니다.',
  },
  otc_buy_completed: {
    title: 'OTC 매수 완료',
    body: '주문 {{order_no}}: {{total}} {{fiat}}에 매수한 {{amount}} {{currency}}가 현물 계정에 입금되었습니다.',
  },
  otc_sell_completed: {
    title: 'OTC 매도 완료',
    body: '주문 {{order_no}}: {{amount}} {{currency}}를 매도했으며 {{total}} {{fiat}}가 은행 카드로 지급되었습니다.',
  },
  otc_rejected: {
    title: 'OTC 주문 거절',
    body: '주문 {{order_no}}이(가) 거절되었습니다: {{reason}}. 매도를 위해 동결된 코인은 현물 계정으로 반환되었습니다.',
  },
  otc_expired: {
    title: 'OTC 주문 만료',
    body: '결제 기한 내에 결제가 확인되지 않아 주문 {{order_no}}이(가) 취소되었습니다.',
  },
  coupon_granted_futures: {
    title: '쿠폰을 받았습니다',
    body: '{{value}} {{currency}} 선물 쿠폰({{campaign}})을 받았습니다. {{expires_at}} UTC까지 유효합니다. 주문 시 증거금 또는 투자금 일부로 사용하세요.',
  },
  coupon_granted_options: {
    title: '쿠폰을 받았습니다',
    body: '{{value}} {{currency}} 옵션 쿠폰({{campaign}})을 받았습니다. {{expires_at}} UTC까지 유효합니다. 주문 시 증거금 또는 투자금 일부로 사용하세요.',
  },
  security_new_device: {
    title: '새 로그인',
    body: '{{time}}에 {{device}} ({{ip}})에서 계정에 로그인했습니다. 본인이 아닌가요? 이 알림을 열고 "본인 아님"을 눌러 해당 세션을 종료하고 출금을 중지하세요.',
  },
  security_totp_enabled: {
    title: '인증 앱 켜짐',
    body: '이제 로그인할 때와 출금 전에 인증 앱의 코드를 요청합니다. 복구 코드를 안전한 곳에 보관하세요.',
  },
  security_totp_disabled: {
    title: '인증 앱 꺼짐',
    body: '인증 앱이 꺼졌습니다. 출금이 24시간 동안 중지됩니다.',
  },
  security_passkey_added: {
    title: '패스키 추가됨',
    body: '패스키 "{{name}}"이(가) 계정에 추가되었습니다.',
  },
  security_passkey_removed: {
    title: '패스키 삭제됨',
    body: '패스키 "{{name}}"이(가) 계정에서 삭제되었습니다. 출금이 24시간 동안 중지됩니다.',
  },
  security_recovery_codes_renewed: {
    title: '새 복구 코드',
    body: '새 복구 코드가 생성되었습니다. 이전 코드는 더 이상 사용할 수 없습니다.',
  },
  security_allow_list_on: {
    title: '출금 허용 목록 켜짐',
    body: '이제 저장된 주소와 카드로만 출금되며, 각각 저장 후 24시간이 지나야 합니다.',
  },
  security_allow_list_off: {
    title: '출금 허용 목록 꺼짐',
    body: '저장하는 모든 주소나 카드로 다시 출금할 수 있습니다.',
  },
  security_destination_added: {
    title: '출금 수신처 저장됨',
    body: '"{{name}}"이(가) 저장되었습니다. {{until}}부터 출금을 받을 수 있습니다.',
  },
  security_withdrawals_paused: {
    title: '출금 중지됨',
    body: '보안 설정 변경으로 {{until}}까지 출금이 중지되었습니다.',
  },
  security_anti_phishing_set: {
    title: '피싱 방지 코드 설정됨',
    body: '이제 Meridian의 모든 이메일에 피싱 방지 코드가 표시됩니다. 코드가 없는 이메일은 저희가 보낸 것이 아닙니다.',
  },
  security_password_changed: {
    title: '비밀번호 변경됨',
    body: '로그인 비밀번호가 변경되었습니다. 출금이 24시간 동안 중지됩니다. 본인이 아닌 경우 즉시 고객지원에 문의하세요.',
  },
  alert_price_above: {
    title: '가격 알림: {{symbol}}',
    body: '{{symbol}} 가격이 {{price}}에 도달했습니다(알림 가격 {{target}} 이상).',
  },
  alert_price_below: {
    title: '가격 알림: {{symbol}}',
    body: '{{symbol}} 가격이 {{price}}(으)로 하락했습니다(알림 가격 {{target}} 이하).',
  },
  alert_price_move: {
    title: '가격 변동: {{symbol}}',
    body: '{{symbol}} 가격이 {{hours}}시간 안에 {{sign}}{{percent}}% 변동하여 현재 {{price}}입니다.',
  },
  spot_stop_triggered: {
    title: '스톱 주문 발동: {{symbol}}',
    body: '{{symbol}}이(가) {{trigger}}에 도달했습니다. {{price}}의 {{amount}} {{currency}} 주문이 호가창에 올라갔습니다.',
  },
  spot_oco_cancelled: {
    title: 'OCO 주문: {{symbol}}',
    body: '{{symbol}} 익절 주문이 체결되어 같은 쌍의 스톱 주문이 취소되었습니다.',
  },
  spot_order_filled: {
    title: '주문 체결: {{symbol}}',
    body: '{{price}}의 {{symbol}} {{amount}} {{currency}} 주문이 체결되었습니다.',
  },
};
