import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'acheteuse (long)', short: 'vendeuse (short)' } };

export const fra: NotificationCatalogue = {
  deposit_credited: {
    title: 'Dépôt crédité',
    body: 'Votre dépôt de {{amount}} {{currency}} a été crédité sur votre compte spot.',
  },
  withdrawal_paid: {
    title: 'Retrait payé',
    body: 'Votre retrait de {{amount}} {{currency}} a été payé (frais : {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Retrait refusé',
    body: 'Votre retrait de {{amount}} {{currency}} a été refusé : {{reason}}. Le montant est de retour sur votre compte spot.',
  },
  kyc_approved: {
    title: 'Identité vérifiée',
    body: 'Votre vérification d’identité (Lv{{level}}) a été approuvée.',
  },
  kyc_rejected: {
    title: 'Vérification d’identité refusée',
    body: 'Votre vérification d’identité (Lv{{level}}) a été refusée : {{reason}}. Vous pouvez la soumettre à nouveau.',
  },
  option_won: {
    title: 'Option gagnante',
    body: 'Votre option {{symbol}} de {{seconds}} secondes ({{stake}} {{currency}}) est gagnante : +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Option perdante',
    body: 'Votre option {{symbol}} de {{seconds}} secondes ({{stake}} {{currency}}) est perdante : −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Option réglée : égalité',
    body: 'Votre option {{symbol}} de {{seconds}} secondes a clôturé à son prix d’entrée : votre mise de {{stake}} {{currency}} vous a été rendue.',
  },
  option_void: {
    title: 'Option remboursée',
    body: 'Aucun prix n’a été enregistré pour la seconde de règlement de votre option {{symbol}} de {{seconds}} secondes : votre mise de {{stake}} {{currency}} vous a été rendue.',
  },
  copy_skipped: {
    title: 'Copie non ouverte',
    body: 'Une copie du trade {{symbol}} de {{trader}} n’a pas été ouverte. La raison figure dans Mes copies.',
  },
  copy_stopped: {
    title: 'Stop-loss de copie atteint',
    body: 'Votre suivi de {{trader}} a perdu {{loss}} USDT ({{percent}} % du budget) : la copie est arrêtée et ses positions sont clôturées.',
  },
  copy_follow_ended: {
    title: 'Suivi terminé',
    body: '{{trader}} n’est plus trader : votre suivi a pris fin. Vos copies ouvertes restent ouvertes et vous les gérez vous-même.',
  },
  copy_share_received: {
    title: 'Part des gains reçue',
    body: 'La copie {{symbol}} d’un abonné a clôturé en gain : vous avez reçu {{amount}} USDT.',
  },
  trader_approved: {
    title: 'Vous êtes trader',
    body: 'Votre candidature de trader est acceptée : d’autres peuvent désormais vous suivre.',
  },
  trader_rejected: {
    title: 'Candidature de trader refusée',
    body: 'Votre candidature de trader a été refusée : {{reason}}. Vous pouvez postuler à nouveau.',
  },
  trader_revoked: {
    title: 'Statut de trader retiré',
    body: 'Votre statut de trader a été retiré : {{reason}}. Les suivis de vos abonnés ont pris fin.',
  },
  ieo_allocated: {
    title: 'Allocation IEO : {{project}}',
    body: '{{allocated}} {{currency}} vous ont été alloués pour {{cost}} {{pay_currency}} ; {{refund}} {{pay_currency}} sont revenus sur votre compte spot. Les jetons arrivent à la mise sur le marché.',
  },
  ieo_delivered: {
    title: '{{currency}} est arrivé',
    body: '{{amount}} {{currency}} de {{project}} ont été crédités sur votre compte spot.',
  },
  lockming_matured: {
    title: 'Blocage arrivé à échéance',
    body: 'Votre blocage de {{amount}} {{currency}} est terminé : le capital est revenu sur votre compte spot, avec {{interest}} {{currency}} gagnés au total.',
  },
  dual_settled: {
    title: 'Investissement réglé',
    body: '{{name}} a été réglé à {{price}} : {{amount}} {{currency}} ont été versés sur votre compte spot.',
  },
  dual_failed: {
    title: 'Investissement remboursé',
    body: '{{name}} n’a pas pu être réglé : trop peu de prix ont été enregistrés avant l’heure de règlement. Votre dépôt de {{amount}} {{currency}} a été rendu en totalité.',
  },
  nft_outbid: {
    title: 'Votre enchère a été dépassée',
    body: 'Votre enchère sur {{name}} a été dépassée : l’enchère est maintenant de {{price}} {{currency}}. Le montant gelé pour votre enchère a été libéré.',
  },
  nft_auction_won: {
    title: 'Enchère remportée',
    body: 'Vous avez remporté {{name}} pour {{price}} {{currency}}. Veuillez payer avant {{deadline}}, faute de quoi votre caution sera confisquée.',
  },
  nft_order_expired: {
    title: 'Délai de paiement de l’enchère dépassé',
    body: 'Le paiement de {{name}} n’a pas été effectué à temps : votre caution de {{margin}} {{currency}} a été confisquée.',
  },
  nft_sold: {
    title: 'Votre NFT a été vendu',
    body: '{{name}} a été vendu : {{amount}} {{currency}} ont été crédités sur votre compte spot.',
  },
  nft_royalty: {
    title: 'Redevance reçue',
    body: '{{name}} a été revendu : votre redevance de {{amount}} {{currency}} a été créditée sur votre compte spot.',
  },
  nft_margin_refunded: {
    title: 'Caution d’enchère restituée',
    body: 'L’enchère de {{name}} est terminée : votre caution de {{margin}} {{currency}} vous a été restituée.',
  },
  support_reply: {
    title: 'Le support a répondu',
    body: 'Le service client a répondu : « {{preview}} ». Ouvrez la discussion pour le lire.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'Alerte de marge sur votre position futures',
    body: 'Le ratio de marge de votre position {{symbol}} a atteint {{ratio}} % à {{price}}. Ajoutez de la marge ou réduisez la position : elle sera liquidée à {{liquidation_price}}.',
  },
  futures_closed_tp: {
    title: 'Take profit atteint : {{symbol}}',
    body: 'Votre position {{side}} sur {{symbol}} a atteint son take profit et a été clôturée à {{price}}. Résultat après frais : {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'Stop-loss atteint : {{symbol}}',
    body: 'Votre position {{side}} sur {{symbol}} a atteint son stop-loss et a été clôturée à {{price}}. Résultat après frais : {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'Clôture à cours limité exécutée : {{symbol}}',
    body: 'La clôture à cours limité de votre position {{side}} sur {{symbol}} a été exécutée à {{price}}. Résultat après frais : {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'Position liquidée : {{symbol}}',
    body: 'Votre position {{side}} sur {{symbol}} a été liquidée à {{price}} : sa marge ne couvrait plus la perte. Résultat après frais : {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'Appel de marge sur votre prêt',
    body: 'Le LTV de votre prêt garanti en {{currency}} a atteint {{ltv}} % au prix de {{price}}. Ajoutez une garantie ou remboursez : il sera liquidé à {{liquidation_price}}.',
  },
  loan_liquidated: {
    title: 'Votre prêt a été liquidé',
    body: '{{collateral}} {{currency}} de garantie ont été vendus à {{price}} : la dette de {{debt}} {{borrow_currency}} est réglée et {{returned}} {{borrow_currency}} sont revenus sur votre compte spot.',
  },
  loan_matured: {
    title: 'Votre prêt est arrivé à échéance',
    body: 'L’échéance est passée : {{collateral}} {{currency}} de garantie ont été vendus à {{price}}, la dette de {{debt}} {{borrow_currency}} est réglée et {{returned}} {{borrow_currency}} sont revenus sur votre compte spot.',
  },
  loan_repaid: {
    title: 'Prêt remboursé',
    body: 'Vous avez remboursé {{amount}} {{borrow_currency}} et le prêt est clôturé : {{collateral}} {{currency}} de garantie sont libérés sur votre compte spot.',
  },
  otc_buy_completed: {
    title: 'Achat OTC effectué',
    body: 'Ordre {{order_no}} : {{amount}} {{currency}} achetés pour {{total}} {{fiat}} ont été crédités sur votre compte spot.',
  },
  otc_sell_completed: {
    title: 'Vente OTC effectuée',
    body: 'Ordre {{order_no}} : {{amount}} {{currency}} vendus ; {{total}} {{fiat}} ont été versés sur votre carte bancaire.',
  },
  otc_rejected: {
    title: 'Ordre OTC refusé',
    body: 'L’ordre {{order_no}} a été refusé : {{reason}}. Les cryptos gelées pour une vente sont revenues sur votre compte spot.',
  },
  otc_expired: {
    title: 'Ordre OTC expiré',
    body: 'L’ordre {{order_no}} a été annulé faute de paiement confirmé dans le délai de paiement.',
  },
  coupon_granted_futures: {
    title: 'Coupon reçu',
    body: 'Vous avez reçu un coupon pour contrats à terme de {{value}} {{currency}} ({{campaign}}), valable jusqu’au {{expires_at}} UTC. Utilisez-le sur un ordre pour payer une partie de votre marge ou de votre mise.',
  },
  coupon_granted_options: {
    title: 'Coupon reçu',
    body: 'Vous avez reçu un coupon pour options de {{value}} {{currency}} ({{campaign}}), valable jusqu’au {{expires_at}} UTC. Utilisez-le sur un ordre pour payer une partie de votre marge ou de votre mise.',
  },
  security_new_device: {
    title: 'Nouvelle connexion',
    body: "Votre compte a été connecté depuis {{device}} ({{ip}}) le {{time}}. Ce n'était pas vous ? Ouvrez cet avis et touchez « Ce n'est pas moi » pour fermer cette session et suspendre les retraits.",
  },
  security_totp_enabled: {
    title: "Application d'authentification activée",
    body: "Votre compte demande désormais un code de votre application d'authentification à la connexion et avant les retraits. Gardez vos codes de secours en lieu sûr.",
  },
  security_totp_disabled: {
    title: "Application d'authentification désactivée",
    body: "L'application d'authentification a été désactivée. Les retraits sont suspendus pendant 24 heures.",
  },
  security_passkey_added: {
    title: "Clé d'accès ajoutée",
    body: "La clé d'accès « {{name}} » a été ajoutée à votre compte.",
  },
  security_passkey_removed: {
    title: "Clé d'accès supprimée",
    body: "La clé d'accès « {{name}} » a été supprimée de votre compte. Les retraits sont suspendus pendant 24 heures.",
  },
  security_recovery_codes_renewed: {
    title: 'Nouveaux codes de secours',
    body: 'De nouveaux codes de secours ont été créés ; les anciens ne fonctionnent plus.',
  },
  security_allow_list_on: {
    title: 'Liste autorisée des retraits activée',
    body: 'Les retraits vont désormais uniquement vers les adresses et cartes enregistrées, chacune 24 heures après son enregistrement.',
  },
  security_allow_list_off: {
    title: 'Liste autorisée des retraits désactivée',
    body: 'Les retraits peuvent de nouveau aller vers toute adresse ou carte que vous enregistrez.',
  },
  security_destination_added: {
    title: 'Destination de retrait enregistrée',
    body: '« {{name}} » a été enregistrée. Elle pourra recevoir des retraits à partir du {{until}}.',
  },
  security_withdrawals_paused: {
    title: 'Retraits suspendus',
    body: "Après un changement de sécurité, les retraits sont suspendus jusqu'au {{until}}.",
  },
  security_anti_phishing_set: {
    title: 'Code anti-hameçonnage défini',
    body: 'Chaque e-mail de Meridian affiche désormais votre code anti-hameçonnage. Un e-mail sans ce code ne vient pas de nous.',
  },
  security_password_changed: {
    title: 'Mot de passe modifié',
    body: "Votre mot de passe de connexion a été modifié. Les retraits sont suspendus pendant 24 heures. Ce n'était pas vous ? Contactez le support immédiatement.",
  },
  alert_price_above: {
    title: 'Alerte de prix : {{symbol}}',
    body: '{{symbol}} a atteint {{price}}, au niveau ou au-dessus de votre prix d’alerte de {{target}}.',
  },
  alert_price_below: {
    title: 'Alerte de prix : {{symbol}}',
    body: '{{symbol}} est descendu à {{price}}, au niveau ou en dessous de votre prix d’alerte de {{target}}.',
  },
  alert_price_move: {
    title: 'Variation de prix : {{symbol}}',
    body: '{{symbol}} a varié de {{sign}}{{percent}} % en {{hours}} h et cote maintenant {{price}}.',
  },
  spot_stop_triggered: {
    title: 'Ordre stop déclenché : {{symbol}}',
    body: '{{symbol}} a atteint {{trigger}} : votre ordre de {{amount}} {{currency}} à {{price}} est maintenant dans le carnet.',
  },
  spot_oco_cancelled: {
    title: 'Ordre OCO : {{symbol}}',
    body: 'Votre ordre de prise de bénéfice sur {{symbol}} a été exécuté : l’ordre stop de la paire est annulé.',
  },
  spot_order_filled: {
    title: 'Ordre exécuté : {{symbol}}',
    body: 'Votre ordre {{symbol}} de {{amount}} {{currency}} à {{price}} a été exécuté.',
  },
};
