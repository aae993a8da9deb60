import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** Français : copy trading, épargne, NFT, OTC et prêts, coupons, mini-jeu. */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: 'Règles du copy trading',
    summary:
      "Suivez les ordres futures d'un trader avec un multiple fixe ou des lots fixes ; le partage des bénéfices.",
    html: `
<p>Le copy trading ouvre une position futures sur votre compte futures chaque fois qu'un trader que vous suivez en ouvre une, et la clôture quand il clôture. Votre copie entre à son propre prix de marché, avec le spread et les frais futures habituels.</p>
<h2>Suivre un trader</h2>
<ul>
<li>Vous pouvez suivre jusqu'à ${f.copyMaxFollows} traders à la fois. Les traders sont approuvés par la plateforme ; leurs statistiques sont affichées sur ${f.copyWindows} jours.</li>
<li><strong>Multiple fixe :</strong> vos lots = lots du trader × votre multiple (de ${f.copyMultipleMin} à ${f.copyMultipleMax}), arrondis à l'entier inférieur. Exemple : un multiple de ${f.copyExMultiple} sur un ordre de ${f.copyExLots} lots copie ${f.copyExCopied} lots ; une copie inférieure à un lot est ignorée.</li>
<li><strong>Lots fixes :</strong> chaque copie a le même nombre de lots (${f.lotsMin} à ${f.lotsMax}).</li>
<li><strong>Stop-loss :</strong> de ${f.copyStopMin} % à ${f.copyStopMax} % de votre budget ; une fois atteint, le suivi s'arrête et ses copies sont clôturées.</li>
<li>Vous pouvez clôturer une copie vous-même ou arrêter de suivre à tout moment.</li>
</ul>
<h2>Partage des bénéfices</h2>
<p>Chaque trader publie une part des bénéfices d'au plus ${f.copyShareMax} %. Elle n'est prélevée que lorsqu'une copie se clôture en gain, et uniquement sur la partie de votre résultat cumulé (après frais des copies) qui dépasse son plus haut précédent, le « high-water mark ». Un bénéfice qui ne fait que compenser une perte antérieure ne paie aucune part.</p>
<p>Vos résultats dépendent de vos propres prix d'entrée et de sortie et peuvent différer de ceux du trader. Les performances passées ne préjugent pas des performances futures. <a href="#/pages/copytrade/copy">Voir les traders</a>.</p>`,
  },
  'rules-earn': {
    title: "Règles d'épargne : minage bloqué, IEO et investissement double",
    summary:
      'Rémunération des produits bloqués, coût du rachat anticipé, allocation IEO et règlement de l’investissement double.',
    html: `
<h2>Minage bloqué</h2>
<p>Vous bloquez un montant pendant un nombre de jours fixe. La durée commence au prochain 00:00 UTC ; pour chaque jour UTC écoulé, vous recevez montant × taux du jour, publié dans la fourchette du produit avant le début du jour. À l'échéance, le capital vous revient.</p>
<p>Exemple : ${f.lockExYieldOn} USDT à un taux journalier de ${f.lockExLow} %–${f.lockExHigh} % rapportent ${f.lockDivLow}–${f.lockDivHigh} USDT par jour.</p>
<p><strong>Rachat anticipé :</strong> pénalité = taux de pénalité × jours restants × montant bloqué, jour en cours inclus. Exemple : taux ${f.lockExRate} %, ${f.lockExDays} jours restants, ${f.lockExAmount} bloqués : la pénalité est de ${f.lockPenalty} et ${f.lockRefund} vous reviennent.</p>
<h2>IEO</h2>
<p>Un nouveau jeton est proposé à prix fixe pendant une période de souscription. Vous payez à la souscription. Si la demande dépasse l'offre, chaque demande est servie au même ratio, avec un plafond par utilisateur ; vous payez quantité allouée × prix et le reste est remboursé. Les jetons sont livrés à la mise sur le marché.</p>
<h2>Investissement double</h2>
<p>Le règlement a lieu à ${f.investHour}:00 UTC à la date d'échéance, à la moyenne des prix du flux de marché des ${f.investSampleMin} minutes précédentes. Il faut au moins ${f.investSamplesNeeded} de ces prix à la minute ; si le flux était interrompu, le règlement attend, et après ${f.investFailHours} heure l'ordre échoue et tout le dépôt est rendu, sans rendement.</p>
<ul>
<li><strong>Vendre haut</strong> (dépôt de la crypto) : sous le prix lié, vous recevez crypto = montant × (1 + jours × TAEG ÷ 365) ; sinon USDT = montant × prix lié × (1 + jours × TAEG ÷ 365).</li>
<li><strong>Acheter bas</strong> (dépôt d'USDT) : au-dessus du prix lié, vous recevez USDT = montant × (1 + jours × TAEG ÷ 365) ; sinon crypto = montant ÷ prix lié × (1 + jours × TAEG ÷ 365).</li>
</ul>
<p>Exemple : ${f.investExAmount} BTC, prix lié ${f.investExLinked}, taux annuel ${f.investExApr} %, ${f.investExDays} jours : ${f.investBelow} BTC si le règlement est sous ${f.investExLinked}, sinon ${f.investAbove} USDT. <a href="#/pages/financial/index">Voir les produits</a>.</p>`,
  },
  'rules-nft': {
    title: 'Règles du marché NFT',
    summary:
      'Ventes à prix fixe, enchères avec dépôt et un jour pour payer, boîtes mystère aux probabilités publiées.',
    html: `
<h2>Acheter et vendre</h2>
<p>Les œuvres sont vendues à prix fixe (une annonce reste en ligne jusqu'à ${f.nftListingDays} jours) ou aux enchères, payées depuis votre compte spot. Sur chaque vente, les frais de plateforme sont de ${f.nftFee} % du prix ; lors des reventes, le créateur reçoit la redevance fixée pour l'œuvre (au plus ${f.nftRoyaltyMax} %). Le vendeur reçoit le reste.</p>
<h2>Enchères</h2>
<ul>
<li>Pour enchérir, vous versez d'abord un dépôt, une fois par enchère (par défaut ${f.nftDeposit} % du prix de départ).</li>
<li>Une offre doit être au moins égale à l'offre actuelle plus le pas. Votre offre en tête est bloquée puis libérée si quelqu'un vous surenchérit.</li>
<li>Une offre dans les ${f.nftSnipeMin} dernières minutes prolonge l'enchère de ${f.nftExtendMin} minutes.</li>
<li>Les dépôts des autres enchérisseurs sont rendus à la fin de l'enchère.</li>
<li>Le gagnant doit payer sous un jour (${f.nftPayHours} heures). Un gagnant qui ne paie pas perd son dépôt : les frais de plateforme vont à la plateforme et le reste au vendeur.</li>
</ul>
<h2>Boîtes mystère</h2>
<p>Chaque série publie sa table de probabilités (au plus ${f.nftMaxPrizes} lots, ${f.nftMaxBoxes} boîtes). Avant l'ouverture des ventes, la plateforme publie un engagement, le hachage SHA-256 d'une graine secrète. Le contenu de chaque boîte est tiré à partir de cette graine, du code de la boîte et de son numéro d'ordre. Lorsque la série est épuisée ou terminée, la graine est révélée et chacun peut recalculer chaque tirage et le vérifier par rapport à l'engagement. <a href="#/pages/nft/nft">Visiter le marché NFT</a>.</p>`,
  },
  'rules-otc-loans': {
    title: 'Règles OTC et des prêts crypto',
    summary:
      'Cotations garanties 60 secondes, plafonds par niveau de vérification ; ratio prêt/valeur, intérêts horaires et liquidation.',
    html: `
<h2>Achat rapide OTC</h2>
<ul>
<li>Vous achetez ou vendez des cryptos contre une monnaie fiduciaire. La cotation = prix du marché × taux de change, plus ou moins un spread (${f.otcSpread} % par défaut), garantie pendant ${f.otcQuoteS} secondes.</li>
<li>Par ordre : de ${f.otcMin} à ${f.otcMax} USDT de valeur par défaut, et au plus ${f.otcLv1} USDT avec la vérification Lv1 ou ${f.otcLv2} USDT avec la Lv2. Les comptes non vérifiés ne peuvent pas utiliser l'OTC.</li>
<li>Après un ordre d'achat, payez dans le délai de paiement (${f.otcPayMin} minutes par défaut) et marquez l'ordre comme payé ; un opérateur confirme le paiement et les cryptos sont créditées. Un ordre impayé expire.</li>
</ul>
<h2>Prêts crypto</h2>
<ul>
<li>Vous empruntez des USDT en garantie de BTC ou d'ETH de votre compte spot, sans échéance ou pour ${f.loanTerms} jours.</li>
<li><strong>Ratio prêt/valeur (LTV)</strong> = dette ÷ (garantie × prix) × 100, où dette = principal + intérêts impayés. Chaque produit publie trois seuils : le LTV initial (le maximum empruntable), le LTV d'appel de marge (vous êtes averti et pouvez ajouter une garantie) et le LTV de liquidation.</li>
<li>Les intérêts courent chaque heure sur le principal restant, au taux horaire publié du produit. Un remboursement paie d'abord les intérêts, puis le principal.</li>
<li>Lorsque le LTV atteint le seuil de liquidation, ou qu'une échéance n'est pas remboursée, la garantie est vendue au prix du marché : la dette est réglée et le reste vous revient. Si la vente ne couvre pas la dette, la plateforme supporte la différence.</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">Prêts</a></p>`,
  },
  coupons: {
    title: "Règles des coupons d'essai",
    summary:
      'Utilisez un coupon comme marge futures ou mise d’option : le gain est à vous, la valeur du coupon revient à la clôture.',
    html: `
<p>Les coupons d'essai vous permettent d'essayer les futures et les options à la seconde avec l'argent de la plateforme plutôt que le vôtre.</p>
<ul>
<li>Un coupon a une valeur en USDT et une date d'expiration. Retrouvez vos coupons dans <a href="#/pages/setting/coupon">Paramètres → Coupons</a>.</li>
<li>Un coupon non utilisé peut payer tout ou partie de la marge d'un ordre futures au marché, ou de la mise d'une option à la seconde ; vous payez le reste (et les frais de transaction futures) vous-même. Un coupon paie une seule position ou un seul ordre.</li>
<li>À la clôture de la position ou au règlement de l'option, la valeur du coupon retourne à la plateforme sur le montant versé. Les pertes sont d'abord imputées sur la valeur du coupon ; <strong>votre propre part et le gain sont à vous</strong>. Un coupon en cours d'utilisation le reste jusqu'à la clôture de sa position, quelle que soit son expiration.</li>
<li>Un coupon non utilisé avant sa date d'expiration expire et ne peut plus être utilisé. Les coupons ne peuvent être ni retirés, ni transférés, ni échangés contre de l'argent.</li>
</ul>
<p>Trader avec un coupon suit les règles habituelles du produit, y compris ses prix, son règlement et sa liquidation.</p>`,
  },
  game: {
    title: 'Règles du mini-jeu',
    summary:
      'Prévoyez la hausse ou la baisse avec des points gratuits — jamais d’argent — et grimpez dans le classement du jour.',
    html: `
<p>Le mini-jeu est un jeu de prévision gratuit qui se joue <strong>uniquement avec des points</strong>. Les points n'ont aucune valeur monétaire, ne sont jamais de l'argent et ne touchent jamais vos soldes.</p>
<ul>
<li>Chaque jour UTC, vous commencez avec ${f.gameDaily} points ; les points de la veille ne sont pas reportés.</li>
<li>Choisissez une paire (${f.gameSymbols}), une mise de ${f.gameStakes} points, hausse ou baisse, et une manche de ${f.gameSeconds} secondes.</li>
<li>Le prix de départ est celui du flux de marché au moment où vous jouez ; le prix final est celui enregistré par le flux à la seconde de fin.</li>
<li>Gain : deux fois la mise. Perte : la mise est perdue. Prix identiques, ou aucun prix enregistré : la mise vous revient.</li>
<li>Le classement du jour affiche les ${f.gameBoard} meilleurs joueurs par points gagnés ce jour-là.</li>
</ul>
<p><a href="#/pages/game/game">Jouer maintenant</a>.</p>`,
  },
});
