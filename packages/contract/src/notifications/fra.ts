import type { NotificationCatalogue } from './keys';

export const fra: NotificationCatalogue = {
  deposit_credited: {
    title: 'Dépôt crédité',
    body: 'Votre dépôt de {{amount}} {{currency}} a été crédité sur votre compte spot.',
  },
  withdrawal_paid: {
    title: 'Retrait payé',
    body: 'Votre retrait de {{amount}} {{currency}} a été payé (frais : {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Retrait refusé',
    body: 'Votre retrait de {{amount}} {{currency}} a été refusé : {{reason}}. Le montant est de retour sur votre compte spot.',
  },
  kyc_approved: {
    title: 'Identité vérifiée',
    body: 'Votre vérification d’identité (Lv{{level}}) a été approuvée.',
  },
  kyc_rejected: {
    title: 'Vérification d’identité refusée',
    body: 'Votre vérification d’identité (Lv{{level}}) a été refusée : {{reason}}. Vous pouvez la soumettre à nouveau.',
  },
  option_won: {
    title: 'Option gagnante',
    body: 'Votre option {{symbol}} de {{seconds}} secondes ({{stake}} {{currency}}) est gagnante : +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Option perdante',
    body: 'Votre option {{symbol}} de {{seconds}} secondes ({{stake}} {{currency}}) est perdante : −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Option réglée : égalité',
    body: 'Votre option {{symbol}} de {{seconds}} secondes a clôturé à son prix d’entrée : votre mise de {{stake}} {{currency}} vous a été rendue.',
  },
  option_void: {
    title: 'Option remboursée',
    body: 'Aucun prix n’a été enregistré pour la seconde de règlement de votre option {{symbol}} de {{seconds}} secondes : votre mise de {{stake}} {{currency}} vous a été rendue.',
  },
};
