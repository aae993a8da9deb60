/**
 * Keys of every message the server returns. The server localises them (all nine languages);
 * zod schemas in this package use them as issue messages, so web and server share one vocabulary.
 */
export const MESSAGE_KEYS = [
  // session and access
  'please_log_in',
  'identity_required',
  'parameter_error',
  'internal_error',
  'not_found',
  'too_many_requests',
  'function_under_development',
  // accounts
  'enter_account',
  'enter_password',
  'login_failed',
  'account_locked',
  'account_exists',
  'account_not_found',
  'invite_code_invalid',
  'registration_success',
  'logout_success',
  'password_reset_success',
  'code_sent',
  'code_verified',
  'code_invalid',
  'code_expired',
  'code_attempts_exceeded',
  'code_resend_too_soon',
  'code_format',
  'password_too_short',
  'password_too_long',
  'passwords_inconsistent',
  'email_format',
  'mobile_format',
  'area_code_format',
  'nickname_length',
  'nickname_chars',
  'signature_length',
  'special_chars',
  'sessions_revoked',
  'session_not_found',
  // uploads
  'upload_missing_file',
  'upload_not_image',
  'upload_too_large',
  // settings
  'setting_not_public',
  // market
  'symbol_unknown',
  'period_invalid',
  'range_invalid',
  'pair_not_found',
  'favorite_exists',
  // ledger and funds
  'insufficient_balance',
  'idempotency_key_reused',
  // deposits and withdrawals
  'voucher_required',
  'pay_password_required',
  'destination_missing',
  'withdraw_below_minimum',
  'withdraw_limit_exceeded',
  'no_deposit_address',
  'currency_not_available',
  'request_not_pending',
  // coin conversion
  'conversion_same_currency',
  'conversion_price_unavailable',
  'conversion_amount_too_small',
  'amount_too_many_decimals',
  // outgoing messages (e-mail / SMS body): {{code}}, {{minutes}}
  'verification_code_text',
  // settings: address book, bank cards, security, profile (issue 4)
  'save_success',
  'delete_success',
  'image_url_invalid',
  'currency_invalid',
  'network_invalid',
  'wallet_name_required',
  'wallet_name_too_long',
  'address_required',
  'address_format',
  'qrcode_required',
  'address_duplicate',
  'address_not_found',
  'address_book_full',
  'bank_field_required',
  'bank_field_too_long',
  'bank_account_format',
  'swift_format',
  'aba_format',
  'phone_format',
  'pay_password_set',
  'pay_password_not_set',
  'pay_password_wrong',
  'pay_password_locked',
  'mobile_bound',
  'email_bound',
  'mobile_in_use',
  'email_in_use',
  'mobile_already_bound',
  'email_already_bound',
  // identity verification
  'kyc_contacts_required',
  'kyc_real_type_invalid',
  'kyc_id_type_invalid',
  'kyc_name_invalid',
  'kyc_card_id_invalid',
  'kyc_card_id_used',
  'kyc_under_review',
  'kyc_already_verified',
  'kyc_primary_required',
  'kyc_front_pic_required',
  'kyc_reverse_pic_required',
  'kyc_submission_not_found',
  'kyc_not_pending',
  'kyc_reason_required',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export function isMessageKey(value: string): value is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(value);
}

/** Parameters interpolated into messages, e.g. `{{until}}` in account_locked. */
export type MessageParams = Record<string, string | number>;
