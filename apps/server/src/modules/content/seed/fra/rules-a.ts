import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** Français : grille tarifaire, avertissement sur les risques, règles de trading (spot, futures, options). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: 'Grille tarifaire',
    summary: 'Tous les frais facturés par Meridian au même endroit : trading, retraits et autres produits.',
    html: `
<p>Meridian publie chaque frais avant que vous ne le payiez. La confirmation de chaque ordre affiche ses frais, et rien n'est ajouté ensuite. Les dépôts et les transferts entre vos propres comptes sont gratuits.</p>
<h2>Trading</h2>
<table>
<tr><th>Produit</th><th>Frais</th></tr>
<tr><td>Spot, maker (votre ordre reste dans le carnet)</td><td>${f.spotMaker} % de chaque exécution</td></tr>
<tr><td>Spot, taker (votre ordre s'exécute immédiatement)</td><td>${f.spotTaker} % de chaque exécution</td></tr>
<tr><td>Futures, frais de transaction</td><td>${f.futuresFee} % du notionnel, à l'ouverture uniquement</td></tr>
<tr><td>Futures, frais de financement au jour le jour</td><td>${f.futuresOvernight} % du notionnel pour chaque jour où la position est conservée au-delà de 00:00 UTC</td></tr>
<tr><td>Futures, spread</td><td>${f.futuresSpread} % du prix de marque, à l'entrée et à la sortie</td></tr>
<tr><td>Options à la seconde</td><td>${f.optFee} % — le gain affiché avant confirmation est tout ce qui compte</td></tr>
</table>
<p>En spot, l'acheteur paie les frais dans l'actif reçu, le vendeur dans la devise de cotation reçue.</p>
<h2>Retraits</h2>
<table>
<tr><th>Devise</th><th>Minimum</th><th>Frais par retrait</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>Les frais sont prélevés sur le montant ; l'écran de retrait indique ce qui arrive.</p>
<h2>Autres produits</h2>
<ul>
<li><strong>NFT :</strong> des frais de plateforme de ${f.nftFee} % du prix de chaque vente, prélevés sur le prix ; lors des reventes, la redevance du créateur, au plus ${f.nftRoyaltyMax} %.</li>
<li><strong>OTC :</strong> pas de frais séparés ; la cotation inclut un spread (${f.otcSpread} % par rapport au prix du marché par défaut), affiché avant confirmation.</li>
<li><strong>Prêts :</strong> uniquement des intérêts, calculés chaque heure sur le principal au taux horaire publié du produit.</li>
<li><strong>Copy trading :</strong> les positions copiées paient les frais futures ci-dessus ; le trader peut prélever une part des bénéfices d'au plus ${f.copyShareMax} %, uniquement sur le bénéfice au-delà de votre plus haut historique.</li>
<li><strong>Minage bloqué :</strong> aucun frais ; un rachat anticipé coûte la pénalité publiée.</li>
</ul>`,
  },
  risk: {
    title: 'Avertissement sur les risques',
    summary:
      'Le trading de crypto-actifs, de futures et d’options peut vous faire perdre de l’argent rapidement. À lire en premier.',
    html: `
<p>Le trading sur Meridian comporte un niveau de risque élevé et ne convient pas à tout le monde. N'investissez que l'argent que vous pouvez vous permettre de perdre.</p>
<h2>Volatilité</h2>
<p>Le prix des crypto-actifs peut varier de plusieurs dizaines de pour cent en une journée, et les marchés fonctionnent en continu. Un prix peut faire un saut : le prix suivant peut être très éloigné du précédent.</p>
<h2>Effet de levier et liquidation</h2>
<p>Les futures multiplient les gains comme les pertes par l'effet de levier choisi (jusqu'à ${f.futuresMax}×). Une position est liquidée automatiquement lorsque ses pertes ont consommé ${f.futuresLiqLossPct} % de sa marge. Avec un levier de ${f.exLeverage}×, un mouvement défavorable d'environ ${f.exLiqMovePct} % suffit. Les frais de financement réduisent la marge chaque jour.</p>
<h2>Options à la seconde</h2>
<p>Une option qui se termine du mauvais côté perd <strong>la totalité de la mise</strong>. Sur des durées très courtes, l'évolution est proche du hasard ; les gains passés ne disent rien de l'ordre suivant.</p>
<h2>Autres produits</h2>
<ul>
<li>Le copy trading copie les pertes autant que les gains.</li>
<li>Les produits d'épargne à taux variable peuvent rapporter moins que prévu ; l'investissement double peut être remboursé dans une autre devise.</li>
<li>La garantie d'un prêt est vendue lorsque son ratio prêt/valeur atteint le seuil de liquidation.</li>
</ul>
<p>Rien sur Meridian ne constitue un conseil en investissement. Les résultats sont déterminés uniquement par les prix du marché et les règles publiées ; consultez les <a href="#/pages/common/announcements">règles</a> de chaque produit.</p>`,
  },
  'rules-spot': {
    title: 'Règles du trading spot',
    summary: 'Ordres à cours limité et au marché, validité, montant minimum et frais.',
    html: `
<p>Le trading spot échange immédiatement un actif contre un autre, depuis votre compte spot. Ce que vous achetez vous appartient ; il n'y a pas d'effet de levier.</p>
<h2>Ordres</h2>
<ul>
<li><strong>Ordre à cours limité :</strong> achète à votre prix ou moins, vend à votre prix ou plus.</li>
<li><strong>Ordre au marché :</strong> s'exécute aux meilleurs prix du carnet. Un achat au marché bloque quantité × meilleure offre × (1 + ${f.spotCollar} %) et ne paie jamais plus ; ce que cette limite laisse non exécuté est annulé.</li>
<li><strong>Validité :</strong> GTC (reste actif jusqu'à exécution ou annulation), IOC (exécute immédiatement ce qui peut l'être, le reste est annulé), FOK (exécution totale immédiate ou rien).</li>
</ul>
<p>Le montant minimum d'un ordre est de ${f.spotMinCrypto} USDT pour les paires crypto et de ${f.spotMinStock} USDT pour les paires d'actions. Un ordre ouvert bloque ses fonds ; l'annuler libère la partie non exécutée.</p>
<h2>Frais</h2>
<p>Maker ${f.spotMaker} %, taker ${f.spotTaker} % de chaque exécution, prélevés sur ce que vous recevez. Aucun frais n'est bloqué en plus de l'ordre.</p>
<p>Chaque exécution enregistre son prix et son heure, visibles dans votre historique. Trader maintenant : <a href="#/pages/transaction/currency">spot</a>.</p>`,
  },
  'rules-futures': {
    title: 'Règles du trading de futures',
    summary: 'Lots, effet de levier, marge isolée, liquidation et frais, avec un exemple chiffré.',
    html: `
<p>Les futures vous permettent d'acheter ou de vendre à découvert une paire avec effet de levier, en USDT depuis votre compte futures. Chaque position a sa propre marge (marge isolée) : une position ne peut jamais perdre plus que sa marge.</p>
<h2>Ordres</h2>
<ul>
<li><strong>Lots :</strong> nombres entiers de ${f.lotsMin} à ${f.lotsMax} ; chaque paire publie la quantité d'actif d'un lot.</li>
<li><strong>Effet de levier :</strong> ${f.leverages}×.</li>
<li><strong>Marge</strong> = notionnel ÷ levier. <strong>Notionnel</strong> = prix × quantité.</li>
<li>Un ordre au marché entre au prix de marque ± ${f.futuresSpread} % de spread ; un ordre à cours limité attend que le prix de marque atteigne votre prix et entre exactement à ce prix.</li>
<li>Un ordre est refusé si le dernier prix de la paire date de plus de ${f.futuresPriceAgeS} secondes. Au plus ${f.futuresMaxLive} positions ouvertes et ordres en attente à la fois.</li>
</ul>
<h2>Frais</h2>
<p>Frais de transaction de ${f.futuresFee} % du notionnel à l'ouverture (aucun à la clôture) ; frais de financement de ${f.futuresOvernight} % du notionnel par jour de détention au-delà de 00:00 UTC, prélevés sur la marge.</p>
<h2>Liquidation</h2>
<p>Risque = (marge + résultat) ÷ marge d'ouverture × 100. Lorsque le prix de marque le fait descendre à ${f.futuresLiqRisk} %, la position est clôturée à ce prix. Si un saut de prix porte la perte au-delà de la marge, le compte d'assurance de la plateforme absorbe le reste : votre solde ne devient jamais négatif.</p>
<h2>Exemple</h2>
<p>Une position de ${f.exNotional} USDT à ${f.exLeverage}× exige ${f.exMargin} USDT de marge et paie ${f.exFee} USDT de frais, puis ${f.exOvernight} USDT par nuit. Elle est liquidée après une perte de ${f.exLiqLoss} USDT, soit un mouvement défavorable de ${f.exLiqMovePct} %.</p>
<p>Chaque clôture enregistre le prix, l'heure et le motif. Trader maintenant : <a href="#/pages/transaction/contract">futures</a>.</p>`,
  },
  'rules-options': {
    title: 'Règles des options à la seconde',
    summary: 'Hausse ou baisse sur une durée fixe : paliers, taux de gain et règlement de chaque ordre.',
    html: `
<p>Une option à la seconde est une prévision : le prix sera-t-il plus haut (hausse) ou plus bas (baisse) à la fin de la durée choisie ? La mise est payée en USDT depuis votre compte options lorsque l'ordre est accepté.</p>
<h2>Paliers</h2>
<table>
<tr><th>Durée</th><th>Taux de gain</th><th>Mise (USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} s</td><td>${t.ratio} %</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>Les paliers affichés sur l'écran de trading sont ceux en vigueur.</p>
<h2>Règlement</h2>
<ul>
<li>Le prix d'entrée est celui du flux de marché à l'acceptation de l'ordre (refusé si ce prix date de plus de ${f.optPriceAgeS} secondes).</li>
<li>L'ordre est réglé exactement à la seconde de fin, au prix du flux en vigueur pendant cette seconde. Un prix ultérieur ne le décide jamais.</li>
<li><strong>Gain</strong> (hausse et prix final plus haut, ou baisse et prix final plus bas) : mise × (1 + taux) vous revient.</li>
<li><strong>Égalité</strong> (prix identiques) : la mise vous revient.</li>
<li><strong>Perte :</strong> toute la mise est perdue.</li>
<li>Si aucun prix n'a été enregistré pour la seconde de fin, l'ordre est annulé et la mise vous revient.</li>
</ul>
<p>Exemple : ${f.optStake} USDT sur le palier de ${f.optTierSeconds} s à ${f.optTierRatio} % rapporte ${f.optWinPayout} USDT en cas de gain, ${f.optStake} USDT en cas d'égalité, rien en cas de perte. Aucuns frais. Au plus ${f.optMaxOpen} ordres ouverts à la fois. Après règlement, chaque ordre affiche les deux prix et leurs heures.</p>`,
  },
});
