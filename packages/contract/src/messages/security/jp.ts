import type { SecurityMessageKey } from '../../errors';

export const jp: Record<SecurityMessageKey, string> = {
  second_factor_required: '認証アプリのコード、リカバリーコードを入力するか、パスキーを使用してください',
  totp_code_invalid: 'コードが正しくないか、有効期限が切れています',
  totp_code_used: 'このコードは使用済みです。次のコードをお待ちください',
  factor_locked: 'コードの誤りが多すぎます。{{minutes}}分後に再度お試しください',
  recovery_code_invalid: 'このリカバリーコードは正しくないか、使用済みです',
  totp_already_enabled: '認証アプリはすでに有効です',
  totp_not_enabled: '認証アプリは有効になっていません',
  totp_setup_missing: '認証アプリの設定を最初からやり直してください',
  step_up_required: '先に二段階認証で確認してください',
  step_up_invalid: '確認の有効期限が切れたか使用済みです。もう一度確認してください',
  passkey_invalid: 'パスキーを確認できませんでした',
  passkey_challenge_expired: 'パスキーのリクエストの有効期限が切れました。もう一度お試しください',
  passkey_not_found: 'パスキーが見つかりません',
  passkey_limit: 'パスキーは最大{{max}}件まで登録できます',
  passkey_name_invalid: 'パスキーの名前を入力してください（1〜32文字）',
  anti_phishing_invalid: 'フレーズは4〜20文字の文字、数字、スペース、- または _ で入力してください',
  address_cooling_off: 'この宛先には{{until}}（保存から24時間後）から出金できます',
  withdraw_not_allow_listed: '許可リストが有効な間は、保存済みのアドレスとカードにのみ出金できます',
  withdrawals_paused: 'セキュリティ設定の変更により、{{until}}まで出金が停止されています',
  withdrawals_paused_not_me:
    '報告されたログインにより出金が停止されています。再開するにはログインパスワードを変更してください',
};
