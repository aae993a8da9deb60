import type { SecurityMessageKey } from '../../errors';

export const kor: Record<SecurityMessageKey, string> = {
  second_factor_required: '인증 앱의 코드나 복구 코드를 입력하거나 패스키를 사용하세요',
  totp_code_invalid: '코드가 올바르지 않거나 만료되었습니다',
  totp_code_used: '이미 사용된 코드입니다. 다음 코드를 기다려 주세요',
  factor_locked: '잘못된 코드를 너무 많이 입력했습니다. {{minutes}}분 후에 다시 시도하세요',
  recovery_code_invalid: '복구 코드가 올바르지 않거나 이미 사용되었습니다',
  totp_already_enabled: '인증 앱이 이미 켜져 있습니다',
  totp_not_enabled: '인증 앱이 켜져 있지 않습니다',
  totp_setup_missing: '인증 앱 설정을 처음부터 다시 시작하세요',
  step_up_required: '먼저 2단계 인증으로 확인하세요',
  step_up_invalid: '확인이 만료되었거나 이미 사용되었습니다. 다시 확인하세요',
  passkey_invalid: '패스키를 확인할 수 없습니다',
  passkey_challenge_expired: '패스키 요청이 만료되었습니다. 다시 시도하세요',
  passkey_not_found: '패스키를 찾을 수 없습니다',
  passkey_limit: '패스키는 최대 {{max}}개까지 등록할 수 있습니다',
  passkey_name_invalid: '패스키 이름을 입력하세요 (1~32자)',
  anti_phishing_invalid: '문구는 문자, 숫자, 공백, - 또는 _ 로 4~20자여야 합니다',
  address_cooling_off: '이 수신처는 저장 후 24시간이 지난 {{until}}부터 출금을 받을 수 있습니다',
  withdraw_not_allow_listed: '허용 목록이 켜져 있으면 저장된 주소와 카드로만 출금됩니다',
  withdrawals_paused: '보안 설정 변경으로 {{until}}까지 출금이 중지되었습니다',
  withdrawals_paused_not_me:
    '신고하신 로그인으로 출금이 중지되었습니다. 다시 출금하려면 로그인 비밀번호를 변경하세요',
};
