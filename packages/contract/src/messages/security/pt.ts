import type { SecurityMessageKey } from '../../errors';

export const pt: Record<SecurityMessageKey, string> = {
  second_factor_required:
    'Digite o código do seu aplicativo autenticador, um código de recuperação ou use sua passkey',
  totp_code_invalid: 'O código está errado ou expirou',
  totp_code_used: 'Este código já foi usado, aguarde o próximo',
  factor_locked: 'Códigos errados demais. Tente novamente em {{minutes}} minutos',
  recovery_code_invalid: 'Este código de recuperação está errado ou já foi usado',
  totp_already_enabled: 'O aplicativo autenticador já está ativado',
  totp_not_enabled: 'O aplicativo autenticador não está ativado',
  totp_setup_missing: 'Comece a configuração do autenticador novamente',
  step_up_required: 'Confirme primeiro com o seu segundo fator',
  step_up_invalid: 'A confirmação expirou ou já foi usada, confirme novamente',
  passkey_invalid: 'Não foi possível verificar a passkey',
  passkey_challenge_expired: 'O pedido da passkey expirou, tente novamente',
  passkey_not_found: 'Passkey não encontrada',
  passkey_limit: 'Você pode registrar no máximo {{max}} passkeys',
  passkey_name_invalid: 'Dê um nome à passkey (1 a 32 caracteres)',
  anti_phishing_invalid: 'A frase deve ter de 4 a 20 letras, dígitos, espaços, - ou _',
  address_cooling_off: 'Este destino pode receber saques a partir de {{until}}, 24 horas após ser salvo',
  withdraw_not_allow_listed:
    'Com a lista de permissões ativada, os saques vão apenas para endereços e cartões salvos',
  withdrawals_paused: 'Os saques estão pausados até {{until}} após uma alteração de segurança',
  withdrawals_paused_not_me:
    'Os saques estão pausados após um acesso que você denunciou. Altere sua senha de login para retomá-los',
};
