import type { SecurityMessageKey } from '../../errors';

export const tr: Record<SecurityMessageKey, string> = {
  second_factor_required:
    'Doğrulama uygulamanızdaki kodu veya bir kurtarma kodunu girin ya da geçiş anahtarınızı kullanın',
  totp_code_invalid: 'Kod yanlış veya süresi dolmuş',
  totp_code_used: 'Bu kod zaten kullanıldı, bir sonrakini bekleyin',
  factor_locked: 'Çok fazla yanlış kod. {{minutes}} dakika sonra tekrar deneyin',
  recovery_code_invalid: 'Bu kurtarma kodu yanlış veya zaten kullanılmış',
  totp_already_enabled: 'Doğrulama uygulaması zaten açık',
  totp_not_enabled: 'Doğrulama uygulaması açık değil',
  totp_setup_missing: 'Doğrulama uygulaması kurulumuna yeniden başlayın',
  step_up_required: 'Önce ikinci doğrulama adımınızla onaylayın',
  step_up_invalid: 'Onayın süresi doldu veya zaten kullanıldı, lütfen yeniden onaylayın',
  passkey_invalid: 'Geçiş anahtarı doğrulanamadı',
  passkey_challenge_expired: 'Geçiş anahtarı isteğinin süresi doldu, lütfen tekrar deneyin',
  passkey_not_found: 'Geçiş anahtarı bulunamadı',
  passkey_limit: 'En fazla {{max}} geçiş anahtarı kaydedebilirsiniz',
  passkey_name_invalid: 'Geçiş anahtarına bir ad verin (1 ile 32 karakter)',
  anti_phishing_invalid: 'İfade 4 ile 20 arasında harf, rakam, boşluk, - veya _ olmalıdır',
  address_cooling_off: 'Bu hedef, kaydedildikten 24 saat sonra, {{until}} itibarıyla çekim alabilir',
  withdraw_not_allow_listed: 'İzin listesi açıkken çekimler yalnızca kayıtlı adreslere ve kartlara gider',
  withdrawals_paused: 'Bir güvenlik değişikliği nedeniyle çekimler {{until}} tarihine kadar durduruldu',
  withdrawals_paused_not_me:
    'Bildirdiğiniz bir oturum açma nedeniyle çekimler durduruldu. Devam etmek için giriş şifrenizi değiştirin',
};
