import type { SecurityMessageKey } from '../../errors';

export const en: Record<SecurityMessageKey, string> = {
  second_factor_required: 'Enter the code from your authenticator app, a recovery code, or use your passkey',
  totp_code_invalid: 'The code is wrong or has expired',
  totp_code_used: 'This code has already been used, wait for the next one',
  factor_locked: 'Too many wrong codes. Try again in {{minutes}} minutes',
  recovery_code_invalid: 'This recovery code is wrong or has already been used',
  totp_already_enabled: 'The authenticator app is already on',
  totp_not_enabled: 'The authenticator app is not on',
  totp_setup_missing: 'Start the authenticator set-up again',
  step_up_required: 'Confirm with your second factor first',
  step_up_invalid: 'The confirmation has expired or was already used, please confirm again',
  passkey_invalid: 'The passkey could not be verified',
  passkey_challenge_expired: 'The passkey request has expired, please try again',
  passkey_not_found: 'Passkey not found',
  passkey_limit: 'You can register at most {{max}} passkeys',
  passkey_name_invalid: 'Name the passkey (1 to 32 characters)',
  anti_phishing_invalid: 'The phrase must be 4 to 20 letters, digits, spaces, - or _',
  address_cooling_off: 'This destination can receive withdrawals from {{until}}, 24 hours after it was saved',
  withdraw_not_allow_listed: 'With the allow-list on, withdrawals go only to saved addresses and cards',
  withdrawals_paused: 'Withdrawals are paused until {{until}} after a security change',
  withdrawals_paused_not_me:
    'Withdrawals are paused after a sign-in you reported. Change your login password to resume them',
};
