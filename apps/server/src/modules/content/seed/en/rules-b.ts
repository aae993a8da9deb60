import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** English: copy trading, earn, NFT, OTC and loans, coupons and the mini game. */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: 'Copy trading rules',
    summary:
      "Follow a trader's futures orders with a fixed multiple or fixed lots; how the profit share works.",
    html: `
<p>Copy trading opens a futures position in your futures account each time a trader you follow opens one, and closes it when the trader closes. Your copy enters at its own market price with the normal futures spread and fees.</p>
<h2>Following</h2>
<ul>
<li>You may follow up to ${f.copyMaxFollows} traders at a time. Traders are approved by the platform; their statistics are shown over ${f.copyWindows} days.</li>
<li><strong>Fixed multiple:</strong> your lots = the trader's lots × your multiple (${f.copyMultipleMin} to ${f.copyMultipleMax}), rounded down to whole lots. Example: a multiple of ${f.copyExMultiple} on a ${f.copyExLots}-lot order copies ${f.copyExCopied} lots; a copy below one lot is skipped.</li>
<li><strong>Fixed lots:</strong> every copy has the same number of lots (${f.lotsMin} to ${f.lotsMax}).</li>
<li><strong>Stop-loss:</strong> from ${f.copyStopMin} % to ${f.copyStopMax} % of your budget; when reached, the follow stops and its copies close.</li>
<li>You can close a copy yourself or stop following at any time.</li>
</ul>
<h2>Profit share</h2>
<p>Each trader publishes a profit share of at most ${f.copyShareMax} %. It is charged only when a copy closes in profit, and only on the part of your cumulative copy result (after the copies' fees) that rises above its previous highest point, the high-water mark. Profit that only recovers an earlier loss pays no share.</p>
<p>Copied results depend on your own entry and exit prices and may differ from the trader's. Past results do not predict future ones. <a href="#/pages/copytrade/copy">Browse traders</a>.</p>`,
  },
  'rules-earn': {
    title: 'Earn rules: lock mining, IEO and dual investment',
    summary:
      'How locked products pay, what early redemption costs, how IEO allocation and dual settlement work.',
    html: `
<h2>Lock mining</h2>
<p>You lock an amount for a fixed number of days. The term starts at the next 00:00 UTC; for each completed UTC day you receive amount × that day's rate, published within the product's range before the day starts. At the end the principal comes back.</p>
<p>Example: ${f.lockExYieldOn} USDT at a daily rate of ${f.lockExLow} %–${f.lockExHigh} % earns ${f.lockDivLow}–${f.lockDivHigh} USDT per day.</p>
<p><strong>Early redemption:</strong> penalty = penalty rate × remaining days × locked amount, the current day included. Example: rate ${f.lockExRate} %, ${f.lockExDays} days remaining, ${f.lockExAmount} locked: the penalty is ${f.lockPenalty} and ${f.lockRefund} comes back.</p>
<h2>IEO</h2>
<p>A new token is offered at a fixed price during a subscription window. You pay when you subscribe. If demand exceeds supply, every request is filled at the same ratio, with a cap per user; you pay allocated × price and the rest is refunded. Tokens are delivered when the token goes to market.</p>
<h2>Dual investment</h2>
<p>Settlement is at ${f.investHour}:00 UTC on the maturity date, at the average of the market feed's prices over the ${f.investSampleMin} minutes before. At least ${f.investSamplesNeeded} of those one-minute prices are needed; if the feed was down, settlement waits, and after ${f.investFailHours} hour the order fails and the whole deposit comes back without yield.</p>
<ul>
<li><strong>Sell high</strong> (deposit the coin): below the linked price you receive coin = amount × (1 + days × APR ÷ 365); otherwise USDT = amount × linked price × (1 + days × APR ÷ 365).</li>
<li><strong>Buy low</strong> (deposit USDT): above the linked price you receive USDT = amount × (1 + days × APR ÷ 365); otherwise coin = amount ÷ linked price × (1 + days × APR ÷ 365).</li>
</ul>
<p>Example: ${f.investExAmount} BTC, linked price ${f.investExLinked}, APR ${f.investExApr} %, ${f.investExDays} days: ${f.investBelow} BTC if settled below ${f.investExLinked}, otherwise ${f.investAbove} USDT. <a href="#/pages/financial/index">See the products</a>.</p>`,
  },
  'rules-nft': {
    title: 'NFT market rules',
    summary:
      'Fixed-price sales, auctions with deposits and one day to pay, and blind boxes with published odds.',
    html: `
<h2>Buying and selling</h2>
<p>Artworks are sold at a fixed price (a listing stays up to ${f.nftListingDays} days) or by auction, paid from your spot account. On every sale the platform fee is ${f.nftFee} % of the price; on resales the creator receives the royalty set for the work (at most ${f.nftRoyaltyMax} %). The seller receives the rest.</p>
<h2>Auctions</h2>
<ul>
<li>To bid you first pay a deposit, once per auction (by default ${f.nftDeposit} % of the starting price).</li>
<li>A bid must be at least the current bid plus the step. Your leading bid is held and released when someone outbids you.</li>
<li>A bid in the last ${f.nftSnipeMin} minutes extends the auction by ${f.nftExtendMin} minutes.</li>
<li>The deposits of the other bidders come back when the auction ends.</li>
<li>The winner must pay within one day (${f.nftPayHours} hours). A winner who does not pay loses the deposit: the platform fee goes to the platform and the rest to the seller.</li>
</ul>
<h2>Blind boxes</h2>
<p>Each series publishes its odds table (at most ${f.nftMaxPrizes} prizes, ${f.nftMaxBoxes} boxes). Before sales open the platform publishes a commitment, the SHA-256 hash of a secret seed. Every box's content is drawn from that seed, the box code and its sequence number. When the series sells out or ends, the seed is revealed and anyone can recompute every draw and check it against the commitment. <a href="#/pages/nft/nft">Visit the NFT market</a>.</p>`,
  },
  'rules-otc-loans': {
    title: 'OTC and crypto loan rules',
    summary:
      'Quotes locked for 60 seconds, limits per verification level; loan-to-value, hourly interest and liquidation.',
    html: `
<h2>OTC fast purchase</h2>
<ul>
<li>You buy or sell coins against a fiat currency. The quote = market price × exchange rate, plus or minus a spread (${f.otcSpread} % by default), and it is locked for ${f.otcQuoteS} seconds.</li>
<li>Per order: from ${f.otcMin} to ${f.otcMax} USDT in value by default, and at most ${f.otcLv1} USDT with Lv1 verification or ${f.otcLv2} USDT with Lv2. Unverified accounts cannot trade OTC.</li>
<li>After ordering a purchase, pay within the payment window (${f.otcPayMin} minutes by default) and mark the order paid; an operator confirms the payment and the coins are credited. An unpaid order expires.</li>
</ul>
<h2>Crypto loans</h2>
<ul>
<li>You borrow USDT against BTC or ETH collateral from your spot account, for an open term or ${f.loanTerms} days.</li>
<li><strong>Loan-to-value (LTV)</strong> = debt ÷ (collateral × price) × 100, where debt = principal + unpaid interest. Each product publishes three levels: the initial LTV (the most you can borrow), the margin-call LTV (you are warned and can add collateral) and the liquidation LTV.</li>
<li>Interest accrues every hour on the outstanding principal at the product's published hourly rate. A repayment pays interest first, then principal.</li>
<li>When the LTV reaches the liquidation level, or a term ends unpaid, the collateral is sold at the market price: the debt is settled and the rest returns to you. If the sale does not cover the debt, the platform bears the shortfall.</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">Loans</a></p>`,
  },
  coupons: {
    title: 'Experience coupon rules',
    summary:
      'Use a coupon as futures margin or an options stake: the profit is yours, the coupon value returns when the position closes.',
    html: `
<p>Experience coupons let you try futures and seconds options with the platform's money instead of your own.</p>
<ul>
<li>A coupon has a value in USDT and an expiry date. You find your coupons under <a href="#/pages/setting/coupon">Settings → Coupons</a>.</li>
<li>You can use an unused coupon to pay part or all of the margin of a futures market order, or of the stake of a seconds option; you pay the rest (and the futures handling fee) yourself. One coupon pays for one position or order.</li>
<li>When the position closes or the option settles, the coupon's value goes back to the platform out of the payout. Losses are taken from the coupon's value first; <strong>your own part and the profit are yours</strong>. A coupon in use stays in use until its position closes, whatever its expiry.</li>
<li>A coupon not used before its expiry date expires and can no longer be used. Coupons cannot be withdrawn, transferred or exchanged for cash.</li>
</ul>
<p>Trading with a coupon follows the normal rules of the product, including its prices, settlement and liquidation.</p>`,
  },
  game: {
    title: 'Mini game rules',
    summary: 'Predict up or down with free points — never money — and climb the daily leaderboard.',
    html: `
<p>The mini game is a free prediction game played with <strong>points only</strong>. Points have no cash value, are never money and never touch your balances.</p>
<ul>
<li>Every UTC day you start with ${f.gameDaily} points; yesterday's points do not carry over.</li>
<li>Choose a pair (${f.gameSymbols}), a stake of ${f.gameStakes} points, up or down, and a round of ${f.gameSeconds} seconds.</li>
<li>The start price is the market feed's price when you play; the end price is the feed's recorded price of the end second.</li>
<li>Win: twice the stake back. Loss: the stake is lost. Equal prices, or no recorded price: the stake comes back.</li>
<li>The daily leaderboard shows the top ${f.gameBoard} players by points won that day.</li>
</ul>
<p><a href="#/pages/game/game">Play now</a>.</p>`,
  },
});
