import type { FuturesToolsMessageKey } from '../../errors';

export const kor: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: '청산할 랏은 정수여야 하며 보유 랏을 넘을 수 없습니다',
  lever_close_limit_price_invalid: '0보다 크고 호가 단위의 배수인 지정가를 입력하세요',
  lever_close_limit_side: '롱의 지정가 청산은 현재가보다 높게, 숏은 낮게 설정해야 합니다',
  lever_close_limit_missing: '이 포지션에는 지정가 청산이 없습니다',
  lever_partial_not_allowed:
    '쿠폰으로 일부를 낸 포지션의 크기와 증거금, 복사 포지션의 크기는 바꿀 수 없습니다. 전부 청산하세요',
  lever_margin_amount_invalid: '0보다 큰 금액을 입력하세요',
  lever_margin_remove_too_much:
    '최대 {{max}} USDT까지 뺄 수 있습니다. 포지션은 유지 증거금보다 높아야 합니다',
  lever_margin_insufficient: '{{amount}} USDT를 추가하기에 선물 잔액이 부족합니다',
};
