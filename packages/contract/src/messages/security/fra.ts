import type { SecurityMessageKey } from '../../errors';

export const fra: Record<SecurityMessageKey, string> = {
  second_factor_required:
    "Saisissez le code de votre application d'authentification, un code de secours, ou utilisez votre clé d'accès",
  totp_code_invalid: 'Le code est incorrect ou a expiré',
  totp_code_used: 'Ce code a déjà été utilisé, attendez le suivant',
  factor_locked: 'Trop de codes incorrects. Réessayez dans {{minutes}} minutes',
  recovery_code_invalid: 'Ce code de secours est incorrect ou a déjà été utilisé',
  totp_already_enabled: "L'application d'authentification est déjà activée",
  totp_not_enabled: "L'application d'authentification n'est pas activée",
  totp_setup_missing: "Recommencez la configuration de l'application d'authentification",
  step_up_required: "Confirmez d'abord avec votre second facteur",
  step_up_invalid: 'La confirmation a expiré ou a déjà été utilisée, veuillez confirmer à nouveau',
  passkey_invalid: "La clé d'accès n'a pas pu être vérifiée",
  passkey_challenge_expired: "La demande de clé d'accès a expiré, veuillez réessayer",
  passkey_not_found: "Clé d'accès introuvable",
  passkey_limit: "Vous pouvez enregistrer au plus {{max}} clés d'accès",
  passkey_name_invalid: "Nommez la clé d'accès (1 à 32 caractères)",
  anti_phishing_invalid: 'La phrase doit compter 4 à 20 lettres, chiffres, espaces, - ou _',
  address_cooling_off:
    'Cette destination pourra recevoir des retraits à partir du {{until}}, 24 heures après son enregistrement',
  withdraw_not_allow_listed:
    'Avec la liste autorisée activée, les retraits vont uniquement vers les adresses et cartes enregistrées',
  withdrawals_paused: "Les retraits sont suspendus jusqu'au {{until}} après un changement de sécurité",
  withdrawals_paused_not_me:
    'Les retraits sont suspendus après une connexion que vous avez signalée. Changez votre mot de passe de connexion pour les reprendre',
};
