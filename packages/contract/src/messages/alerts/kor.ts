import type { AlertMessageKey } from '../../errors';

export const kor: Record<AlertMessageKey, string> = {
  alert_limit: '활성 가격 알림은 최대 {{max}}개까지 설정할 수 있습니다',
  alert_not_found: '가격 알림을 찾을 수 없습니다',
  alert_price_invalid: '0보다 큰 가격을 소수점 {{decimals}}자리 이내로 입력하세요',
  alert_percent_invalid: '변동률을 {{min}} %에서 {{max}} % 사이로 입력하세요',
};
