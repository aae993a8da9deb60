import type { SecurityMessageKey } from '../../errors';

export const spa: Record<SecurityMessageKey, string> = {
  second_factor_required:
    'Introduce el código de tu app de autenticación, un código de recuperación o usa tu llave de acceso',
  totp_code_invalid: 'El código es incorrecto o ha caducado',
  totp_code_used: 'Este código ya se ha usado, espera al siguiente',
  factor_locked: 'Demasiados códigos incorrectos. Inténtalo de nuevo en {{minutes}} minutos',
  recovery_code_invalid: 'Este código de recuperación es incorrecto o ya se ha usado',
  totp_already_enabled: 'La app de autenticación ya está activada',
  totp_not_enabled: 'La app de autenticación no está activada',
  totp_setup_missing: 'Vuelve a empezar la configuración de la app de autenticación',
  step_up_required: 'Confirma primero con tu segundo factor',
  step_up_invalid: 'La confirmación ha caducado o ya se usó, confírmalo de nuevo',
  passkey_invalid: 'No se pudo verificar la llave de acceso',
  passkey_challenge_expired: 'La solicitud de la llave de acceso ha caducado, inténtalo de nuevo',
  passkey_not_found: 'Llave de acceso no encontrada',
  passkey_limit: 'Puedes registrar como máximo {{max}} llaves de acceso',
  passkey_name_invalid: 'Ponle nombre a la llave de acceso (de 1 a 32 caracteres)',
  anti_phishing_invalid: 'La frase debe tener de 4 a 20 letras, dígitos, espacios, - o _',
  address_cooling_off: 'Este destino podrá recibir retiros desde {{until}}, 24 horas después de guardarlo',
  withdraw_not_allow_listed:
    'Con la lista de permitidos activada, los retiros solo van a direcciones y tarjetas guardadas',
  withdrawals_paused: 'Los retiros están en pausa hasta {{until}} tras un cambio de seguridad',
  withdrawals_paused_not_me:
    'Los retiros están en pausa tras un inicio de sesión que denunciaste. Cambia tu contraseña de inicio de sesión para reanudarlos',
};
