import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** English: the fee schedule, the risk warning and the trading rules (spot, futures, seconds options). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: 'Fee schedule',
    summary: 'Every fee Meridian charges, in one place: trading, withdrawals and the other products.',
    html: `
<p>Meridian publishes every fee before you pay it. The confirmation of each order shows its fee, and nothing is added afterwards. Deposits and transfers between your own accounts are free.</p>
<h2>Trading</h2>
<table>
<tr><th>Product</th><th>Fee</th></tr>
<tr><td>Spot, maker (your order rests in the book)</td><td>${f.spotMaker} % of each fill</td></tr>
<tr><td>Spot, taker (your order fills at once)</td><td>${f.spotTaker} % of each fill</td></tr>
<tr><td>Futures, handling fee</td><td>${f.futuresFee} % of the notional, at opening only</td></tr>
<tr><td>Futures, overnight fee</td><td>${f.futuresOvernight} % of the notional for each day a position is held past 00:00 UTC</td></tr>
<tr><td>Futures, spread</td><td>${f.futuresSpread} % of the mark price, at entry and at exit</td></tr>
<tr><td>Seconds options</td><td>${f.optFee} % — the payout shown before you confirm is everything</td></tr>
</table>
<p>A spot buyer pays the fee in the asset received, a seller in the quote currency received.</p>
<h2>Withdrawals</h2>
<table>
<tr><th>Currency</th><th>Minimum</th><th>Fee per withdrawal</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>The fee is taken from the amount; the withdrawal screen shows what arrives.</p>
<h2>Other products</h2>
<ul>
<li><strong>NFT:</strong> a platform fee of ${f.nftFee} % of each sale price, paid out of the price; on resales the creator's royalty, at most ${f.nftRoyaltyMax} %.</li>
<li><strong>OTC:</strong> no separate fee; the quote includes a spread (${f.otcSpread} % from the market price by default), shown before you confirm.</li>
<li><strong>Loans:</strong> interest only, accrued every hour on the principal at the product's published rate.</li>
<li><strong>Copy trading:</strong> copied positions pay the futures fees above; the trader may take a profit share of at most ${f.copyShareMax} %, only on profit above your high-water mark.</li>
<li><strong>Lock mining:</strong> no fee; an early redemption costs the published penalty.</li>
</ul>`,
  },
  risk: {
    title: 'Risk warning',
    summary: 'Trading crypto-assets, futures and options can lose you money quickly. Read this first.',
    html: `
<p>Trading on Meridian involves a high level of risk and is not suitable for everyone. Only trade with money you can afford to lose.</p>
<h2>Volatility</h2>
<p>Crypto-asset prices can move by tens of percent in a day, and markets trade around the clock. A price can gap: the next price may be far from the last one.</p>
<h2>Leverage and liquidation</h2>
<p>Futures multiply both gains and losses by the leverage you choose (up to ${f.futuresMax}×). A position is liquidated automatically when its losses have consumed ${f.futuresLiqLossPct} % of its margin. At ${f.exLeverage}× leverage a move of about ${f.exLiqMovePct} % against you is enough. The overnight fee reduces the margin each day.</p>
<h2>Seconds options</h2>
<p>An option that ends on the wrong side loses the <strong>whole stake</strong>. Short time frames behave close to chance; past wins say nothing about the next order.</p>
<h2>Other products</h2>
<ul>
<li>Copy trading copies losses as well as gains.</li>
<li>Earn products with a variable rate may pay less than expected; dual investments may return a different currency.</li>
<li>A loan's collateral is sold when its loan-to-value reaches the liquidation level.</li>
</ul>
<p>Nothing on Meridian is investment advice. Outcomes are decided by market prices and the published rules only; see the <a href="#/pages/common/announcements">rules</a> of each product.</p>`,
  },
  'rules-spot': {
    title: 'Spot trading rules',
    summary: 'Limit and market orders, time in force, minimum order value and fees.',
    html: `
<p>Spot trading exchanges one asset for another at once, from your spot account. You own what you buy; there is no leverage.</p>
<h2>Orders</h2>
<ul>
<li><strong>Limit order:</strong> buys at your price or lower, sells at your price or higher.</li>
<li><strong>Market order:</strong> fills against the best prices in the book. A market buy holds the amount × best ask × (1 + ${f.spotCollar} %) and never pays more; what that limit leaves unfilled is cancelled.</li>
<li><strong>Time in force:</strong> GTC (rests until filled or cancelled), IOC (fills what it can at once, the rest is cancelled), FOK (fills completely at once or not at all).</li>
</ul>
<p>The minimum order value is ${f.spotMinCrypto} USDT for crypto pairs and ${f.spotMinStock} USDT for stock pairs. An open order holds its funds; cancelling it releases what has not been filled.</p>
<h2>Fees</h2>
<p>Maker ${f.spotMaker} %, taker ${f.spotTaker} % of each fill, taken from what you receive. No fee is held on top of an order.</p>
<p>Every fill records its price and time, and you see them in your order history. Trade now: <a href="#/pages/transaction/currency">spot</a>.</p>`,
  },
  'rules-futures': {
    title: 'Futures trading rules',
    summary: 'Lots, leverage, isolated margin, liquidation and the futures fees, with a worked example.',
    html: `
<p>Futures let you go long or short on a pair with leverage, using USDT in your futures account. Each position has its own margin (isolated margin): a position can never lose more than its margin.</p>
<h2>Orders</h2>
<ul>
<li><strong>Lots:</strong> whole numbers from ${f.lotsMin} to ${f.lotsMax}; each pair publishes how much of the asset one lot is.</li>
<li><strong>Leverage:</strong> ${f.leverages}×.</li>
<li><strong>Margin</strong> = notional ÷ leverage. <strong>Notional</strong> = price × quantity.</li>
<li>A market order enters at the mark price ± ${f.futuresSpread} % spread; a limit order waits until the mark reaches your price and enters at exactly your price.</li>
<li>An order is refused when the pair's last price is older than ${f.futuresPriceAgeS} seconds. At most ${f.futuresMaxLive} open positions and pending orders at a time.</li>
</ul>
<h2>Fees</h2>
<p>Handling fee ${f.futuresFee} % of the notional at opening (none at closing); overnight fee ${f.futuresOvernight} % of the notional for each day held past 00:00 UTC, taken from the margin.</p>
<h2>Liquidation</h2>
<p>Risk = (margin + profit or loss) ÷ opening margin × 100. When the mark price brings it down to ${f.futuresLiqRisk} %, the position is closed at that price. If a price gap takes the loss beyond the margin, the platform's insurance account absorbs the rest: your balance never goes negative.</p>
<h2>Example</h2>
<p>A ${f.exNotional} USDT position at ${f.exLeverage}× needs ${f.exMargin} USDT margin and pays ${f.exFee} USDT handling fee, then ${f.exOvernight} USDT per night. It is liquidated after a loss of ${f.exLiqLoss} USDT, a move of ${f.exLiqMovePct} % against it.</p>
<p>Every close stores the price, time and reason. Trade now: <a href="#/pages/transaction/contract">futures</a>.</p>`,
  },
  'rules-options': {
    title: 'Seconds options rules',
    summary: 'Up or down over a fixed time: the tiers, payout ratios and how each order is settled.',
    html: `
<p>A seconds option is a prediction: will the price be higher (up) or lower (down) when the chosen time ends? The stake is paid in USDT from your options account when the order is accepted.</p>
<h2>Tiers</h2>
<table>
<tr><th>Time</th><th>Payout ratio</th><th>Stake (USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} s</td><td>${t.ratio} %</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>The tiers on the trading screen are the ones in force.</p>
<h2>Settlement</h2>
<ul>
<li>The entry price is the market feed's price when the order is accepted (refused if that price is older than ${f.optPriceAgeS} seconds).</li>
<li>The order settles at exactly the end second, on the feed price in effect during that second. A later price never decides it.</li>
<li><strong>Win</strong> (up and the end price is higher, or down and it is lower): stake × (1 + ratio) comes back.</li>
<li><strong>Draw</strong> (equal prices): the stake comes back.</li>
<li><strong>Loss:</strong> the whole stake is lost.</li>
<li>If no price was recorded for the end second, the order is void and the stake comes back.</li>
</ul>
<p>Example: ${f.optStake} USDT on the ${f.optTierSeconds} s tier at ${f.optTierRatio} % returns ${f.optWinPayout} USDT on a win, ${f.optStake} USDT on a draw, nothing on a loss. There is no fee. At most ${f.optMaxOpen} open orders at a time. Each order shows both prices and times after settlement.</p>`,
  },
});
