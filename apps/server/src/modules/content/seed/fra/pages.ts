import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** Français : à propos, FAQ, contact, conformité, règles de parrainage, fenêtre d'accueil et bannières. */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: 'À propos de Meridian',
    summary:
      'Une application de trading et de finance fondée sur un principe : les résultats viennent des prix du marché et des règles publiées.',
    html: `
<p>Meridian est une plateforme mobile de trading et de finance : spot, futures, options à la seconde, copy trading, produits d'épargne, marché NFT, achats OTC et prêts crypto, sur un seul compte.</p>
<h2>Une plateforme honnête</h2>
<ul>
<li><strong>Les prix viennent uniquement du flux de marché.</strong> Personne chez Meridian ne fixe ni ne modifie un prix.</li>
<li><strong>Les résultats viennent des règles publiées.</strong> Chaque exécution, liquidation, règlement d'option et tirage de boîte mystère suit les règles publiées dans l'application ; aucun opérateur ne peut désigner un gagnant.</li>
<li><strong>Chaque règlement conserve ses prix.</strong> Chaque ordre réglé garde les prix et heures qui l'ont décidé, et vous pouvez les consulter.</li>
<li><strong>Un registre en partie double.</strong> Chaque variation de solde est une écriture dans un journal en ajout seul, toujours équilibré ; les corrections sont de nouvelles écritures, jamais des modifications.</li>
<li><strong>Les opérateurs ne peuvent modifier ni les soldes ni les prix.</strong> Le personnel examine les dépôts, les retraits et les vérifications ; chacune de ses actions est inscrite dans un journal d'audit.</li>
<li><strong>Le mode démo est annoncé.</strong> Lorsqu'un déploiement fonctionne avec des prix simulés, c'est une plateforme de démonstration : l'application l'indique clairement et propose des fonds de démo, sans valeur.</li>
</ul>
<p>Des questions ? Consultez la <a href="#/pages/common/faq">FAQ</a> ou <a href="#/pages/kefu/index">discutez avec le support</a>.</p>`,
  },
  faq: {
    title: 'Questions fréquentes',
    summary: 'Compte, vérification, dépôts, retraits, transferts, frais, sécurité et support.',
    html: `
<h3>Comment ouvrir un compte ?</h3>
<p>Inscrivez-vous avec votre e-mail ou votre téléphone et un code de vérification à ${f.codeDigits} chiffres (valable ${f.codeMinutes} minutes). Le code de parrainage est facultatif.</p>
<h3>Quels sont les niveaux de vérification ?</h3>
<p>Lv1 (base) et Lv2 (avancé), examinés sous ${f.kycReviewHours} heures. Lv1 : retraits jusqu'à l'équivalent de ${f.kycLv1Btc} BTC par 24 heures et opérations en monnaie fiduciaire jusqu'à ${f.kycLv1Fiat} USDT chacune. Lv2 : ${f.kycLv2Btc} BTC par 24 heures et ${f.kycLv2Fiat} USDT par opération.</p>
<h3>Comment déposer ?</h3>
<p>Choisissez la devise et le réseau, envoyez les fonds à l'adresse affichée, puis indiquez le montant avec un justificatif de paiement (capture d'écran ou reçu). Un opérateur le vérifie et le montant est crédité sur votre compte spot.</p>
<h3>Comment retirer ?</h3>
<p>Les retraits exigent la vérification Lv1 et votre mot de passe de paiement. Minimums et frais : USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}, BTC ${f.wdBtcMin} / ${f.wdBtcFee}, ETH ${f.wdEthMin} / ${f.wdEthFee}. Le montant est bloqué jusqu'à ce qu'un opérateur le verse, ou restitué si la demande est refusée.</p>
<h3>Quels sont mes quatre comptes ?</h3>
<p>Fiat, spot, futures et options. Les dépôts arrivent sur le spot ; les futures utilisent le compte futures et les options à la seconde le compte options. Les transferts entre eux sont instantanés et gratuits.</p>
<h3>Combien coûte le trading ?</h3>
<p>Spot ${f.spotMaker} % maker / ${f.spotTaker} % taker ; futures ${f.futuresFee} % à l'ouverture plus ${f.futuresOvernight} % par nuit ; options à la seconde sans frais. Voir la <a href="#/pages/common/announcements">grille tarifaire</a>.</p>
<h3>Qu'est-ce que le mot de passe de paiement ?</h3>
<p>Un second mot de passe, distinct de celui de connexion, qui confirme les retraits. Définissez-le dans Paramètres → Sécurité.</p>
<h3>Combien de temps reste-t-on connecté ?</h3>
<p>Une session prend fin après ${f.sessionShortHours} heures sans utilisation, ou ${f.sessionLongDays} jours si vous avez choisi « rester connecté ». Vous pouvez voir et fermer vos sessions dans les Paramètres.</p>
<h3>Que sont les fonds de démo ?</h3>
<p>Lorsque les prix sont simulés, Meridian est une plateforme de démonstration. Vous pouvez réclamer une fois ${f.demoClaim} USDT de fonds de démo, puis recharger ${f.demoTopUp} USDT au plus une fois par jour tant que votre solde est inférieur à ${f.demoBelow} USDT. Les fonds de démo n'ont aucune valeur.</p>
<h3>Qui décide des prix et des résultats ?</h3>
<p>Uniquement le flux de marché et les règles publiées. Chaque ordre réglé affiche les prix et heures qui l'ont décidé.</p>
<h3>Le personnel peut-il modifier mon solde ?</h3>
<p>Non. Les soldes ne changent que par des écritures du registre issues des règles de la plateforme ; les actions des opérateurs sont auditées.</p>
<h3>Comment inviter des amis ?</h3>
<p>Partagez votre lien ou votre QR code depuis <a href="#/pages/setting/share">Inviter des amis</a> ; vous recevez ${f.inviteRate} % de leurs frais de trading.</p>
<h3>Comment contacter le support ?</h3>
<p>Ouvrez le <a href="#/pages/kefu/index">chat d'assistance</a>, disponible 24 h/24 et 7 j/7.</p>`,
  },
  contact: {
    title: 'Nous contacter',
    summary: 'Chat d’assistance 24 h/24, 7 j/7 dans l’application, ou e-mail avec réponse sous 24 heures.',
    html: `
<h2>Chat d'assistance</h2>
<p>Le moyen le plus rapide de nous joindre est le <a href="#/pages/kefu/index">chat d'assistance</a> intégré, ouvert 24 heures sur 24, 7 jours sur 7. Vous pouvez joindre des captures d'écran, et l'historique de la conversation reste dans le chat.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> — nous répondons sous 24 heures. Écrivez depuis l'adresse e-mail de votre compte et n'envoyez jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification : le personnel de Meridian ne vous les demandera jamais.</p>
<p>Pour une réponse rapide, indiquez l'e-mail ou le numéro de téléphone de votre compte et, pour un dépôt, un retrait ou un ordre, son numéro et son heure.</p>
<h2>Siège social</h2>
<p><em>[Emplacement réservé : la raison sociale et l'adresse de l'opérateur sont publiées ici.]</em></p>
<h2>Réclamations</h2>
<p>Si une réponse ne vous satisfait pas, demandez dans le chat que votre dossier soit traité comme une réclamation ; nous en accusons réception et répondons par écrit.</p>`,
  },
  compliance: {
    title: 'Conformité opérationnelle',
    summary:
      "Vérification d'identité, lutte contre le blanchiment, régions exclues, conservation des données, information sur les risques et réclamations.",
    html: `
<h2>Connaissance du client</h2>
<p>Les retraits et les opérations en monnaie fiduciaire exigent une vérification d'identité. Les vérifications Lv1 et Lv2 sont examinées par notre personnel sous ${f.kycReviewHours} heures ; les plafonds dépendent du niveau.</p>
<h2>Lutte contre le blanchiment</h2>
<p>Les dépôts sont vérifiés au regard de leurs justificatifs et les retraits sont examinés avant d'être versés. Nous pouvons demander des informations complémentaires, et nous refusons ou signalons toute activité semblant liée au blanchiment, à la fraude ou au financement du terrorisme.</p>
<h2>Régions exclues</h2>
<p>Meridian ne sert pas les résidents des pays et régions soumis à des sanctions internationales, ni ceux des lieux où ses services ne sont pas autorisés. Il vous appartient de respecter les lois de votre lieu de résidence.</p>
<h2>Conservation des données</h2>
<p>Toutes les variations de solde sont conservées dans un registre en partie double en ajout seul ; chaque règlement conserve les prix et heures qui l'ont décidé ; chaque action d'opérateur est inscrite dans un journal d'audit. Les données sont conservées conformément à la loi.</p>
<h2>Information sur les risques</h2>
<p>Le trading comporte un risque élevé de perte ; lisez l'<a href="#/pages/common/announcements">avertissement sur les risques</a> et les règles de chaque produit avant de trader.</p>
<h2>Marché de démonstration</h2>
<p>Lorsque les prix sont simulés, l'application est une plateforme de démonstration et l'indique. Les prix et fonds de démo n'ont aucune valeur et ne créent aucun droit.</p>
<h2>Réclamations</h2>
<p>Adressez vos réclamations via le <a href="#/pages/kefu/index">chat d'assistance</a> ou à support@meridian.example ; nous en accusons réception et répondons par écrit.</p>`,
  },
  'invite-rules': {
    title: 'Règles de parrainage et de remise',
    summary: `Invitez des amis et recevez ${f.inviteRate} % de leurs frais de trading spot et futures.`,
    html: `
<p>Partagez votre lien de parrainage ou votre QR code. Un ami qui s'inscrit avec votre code devient votre filleul.</p>
<h2>Ce que vous recevez</h2>
<ul>
<li>${f.inviteRate} % de chaque frais de trading spot et futures payé par vos filleuls.</li>
<li>La remise est versée dans la devise des frais et créditée sur votre compte spot, généralement quelques minutes après la transaction.</li>
<li>Un seul niveau : vous recevez des remises sur les amis que vous avez invités directement, pas sur les personnes qu'ils invitent.</li>
<li>Votre page de parrainage affiche vos filleuls et chaque remise reçue.</li>
</ul>
<h2>Usage loyal</h2>
<ul>
<li>Vous ne pouvez pas vous parrainer vous-même ni utiliser plusieurs comptes pour toucher des remises sur vos propres transactions.</li>
<li>Les remises issues d'un abus peuvent être annulées par une écriture de correction, et le compte examiné.</li>
</ul>
<p><a href="#/pages/setting/share">Inviter des amis maintenant</a>.</p>`,
  },
  welcome: {
    title: 'Bienvenue sur Meridian',
    summary: 'Veuillez lire l’avertissement sur les risques avant de trader.',
    html: `
<p>Bienvenue sur Meridian. Les prix viennent uniquement du flux de marché et chaque résultat suit les règles publiées.</p>
<p><strong>Avertissement :</strong> les crypto-actifs sont volatils ; une position futures peut être liquidée et une option à la seconde peut perdre toute sa mise. Ne tradez qu'avec de l'argent que vous pouvez vous permettre de perdre.</p>
<p><a href="#/pages/common/announcements">Lire les règles et les frais</a></p>`,
  },
  'banner-copy': {
    title: 'Copiez les meilleurs traders',
    summary: 'Suivez un trader et copiez automatiquement ses ordres futures.',
    html: '<p>Choisissez un trader, réglez votre multiple ou vos lots et un stop-loss, et copiez chaque ordre.</p>',
  },
  'banner-earn': {
    title: 'Faites travailler vos cryptos',
    summary: 'Minage bloqué, IEO et investissement double à taux publiés.',
    html: '<p>Gagnez un rendement quotidien sur vos cryptos bloquées, ou souscrivez à de nouveaux jetons.</p>',
  },
  'banner-invite': {
    title: 'Parrainez vos amis, gagnez des remises',
    summary: `Recevez ${f.inviteRate} % des frais de trading de vos amis.`,
    html: '<p>Partagez votre lien et recevez une remise sur chaque frais spot et futures payé par vos amis.</p>',
  },
});
