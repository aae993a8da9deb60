import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** 简体中文：费率表、风险提示与交易规则（现货、合约、秒合约）。 */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: '费率说明',
    summary: 'Meridian 收取的全部费用一览：交易、提币及其他产品。',
    html: `
<p>Meridian 在您付费之前公布每一项费用。每笔订单的确认页都会显示该笔费用，事后不会再额外收取。充值以及在您自己的账户之间划转均免费。</p>
<h2>交易</h2>
<table>
<tr><th>产品</th><th>费用</th></tr>
<tr><td>现货 Maker（挂单进入盘口）</td><td>每笔成交的 ${f.spotMaker}%</td></tr>
<tr><td>现货 Taker（立即成交）</td><td>每笔成交的 ${f.spotTaker}%</td></tr>
<tr><td>合约手续费</td><td>名义价值的 ${f.futuresFee}%，仅开仓时收取</td></tr>
<tr><td>合约隔夜费</td><td>持仓每跨过一次 UTC 00:00，收取名义价值的 ${f.futuresOvernight}%</td></tr>
<tr><td>合约点差</td><td>标记价格的 ${f.futuresSpread}%，开仓和平仓各一次</td></tr>
<tr><td>秒合约</td><td>${f.optFee}% —— 下单前显示的收益即为全部</td></tr>
</table>
<p>现货买方以收到的币种支付手续费，卖方以收到的计价币种支付。</p>
<h2>提币</h2>
<table>
<tr><th>币种</th><th>最低数量</th><th>每笔手续费</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>手续费从提币数量中扣除，提币页面会显示实际到账数量。</p>
<h2>其他产品</h2>
<ul>
<li><strong>NFT：</strong>每笔成交收取成交价 ${f.nftFee}% 的平台费，从成交价中扣除；转售时另付创作者版税，最高 ${f.nftRoyaltyMax}%。</li>
<li><strong>OTC：</strong>不另收手续费；报价中已含点差（默认偏离市场价 ${f.otcSpread}%），确认前可见。</li>
<li><strong>借贷：</strong>只收利息，按产品公布的小时利率对本金每小时计息。</li>
<li><strong>跟单：</strong>跟单仓位按上述合约费率收费；交易员可抽取不超过 ${f.copyShareMax}% 的利润分成，且仅针对超过高水位线的盈利。</li>
<li><strong>锁仓挖矿：</strong>无手续费；提前赎回需支付公布的违约金。</li>
</ul>`,
  },
  risk: {
    title: '风险提示',
    summary: '交易数字资产、合约和期权可能迅速造成亏损，请先阅读本提示。',
    html: `
<p>在 Meridian 交易具有较高风险，并不适合所有人。请仅使用您能够承受损失的资金进行交易。</p>
<h2>价格波动</h2>
<p>数字资产价格一天之内可能波动数十个百分点，而且市场全天候交易。价格可能跳空：下一笔价格可能与上一笔相差很远。</p>
<h2>杠杆与强平</h2>
<p>合约会按您选择的杠杆（最高 ${f.futuresMax} 倍）同时放大盈利和亏损。当亏损耗尽保证金的 ${f.futuresLiqLossPct}% 时，仓位会被自动强制平仓。以 ${f.exLeverage} 倍杠杆为例，价格反向波动约 ${f.exLiqMovePct}% 即会触发强平。隔夜费每天都会减少保证金。</p>
<h2>秒合约</h2>
<p>方向判断错误的期权将损失<strong>全部本金</strong>。极短周期的走势接近随机，过去的盈利不代表下一笔订单的结果。</p>
<h2>其他产品</h2>
<ul>
<li>跟单会同时复制盈利和亏损。</li>
<li>浮动收益的理财产品可能低于预期；双币投资可能以另一种币种结算。</li>
<li>借贷的质押率达到强平线时，质押物会被卖出。</li>
</ul>
<p>Meridian 上的任何内容均不构成投资建议。结果只由市场价格和公布的规则决定；请阅读各产品的<a href="#/pages/common/announcements">规则</a>。</p>`,
  },
  'rules-spot': {
    title: '现货交易规则',
    summary: '限价单与市价单、有效方式、最小下单金额和手续费。',
    html: `
<p>现货交易使用您现货账户中的资产，立即将一种资产兑换为另一种。买入的资产归您所有，没有杠杆。</p>
<h2>订单</h2>
<ul>
<li><strong>限价单：</strong>以您的价格或更低价格买入，以您的价格或更高价格卖出。</li>
<li><strong>市价单：</strong>按盘口最优价格成交。市价买单冻结 数量 × 卖一价 × (1 + ${f.spotCollar}%)，成交金额绝不超过该值；超出此限制而未成交的部分将被撤销。</li>
<li><strong>有效方式：</strong>GTC（一直有效直至成交或撤销）、IOC（立即成交可成交部分，其余撤销）、FOK（立即全部成交，否则全部撤销）。</li>
</ul>
<p>数字货币交易对的最小下单金额为 ${f.spotMinCrypto} USDT，股票交易对为 ${f.spotMinStock} USDT。未成交订单会冻结相应资金，撤单后释放未成交部分。</p>
<h2>手续费</h2>
<p>Maker ${f.spotMaker}%，Taker ${f.spotTaker}%，按每笔成交计算，从您收到的资产中扣除，下单时不会额外冻结手续费。</p>
<p>每笔成交都会记录价格和时间，可在订单历史中查看。立即交易：<a href="#/pages/transaction/currency">现货</a>。</p>`,
  },
  'rules-futures': {
    title: '合约交易规则',
    summary: '手数、杠杆、逐仓保证金、强平规则和合约费用，附计算示例。',
    html: `
<p>合约让您用合约账户中的 USDT 对交易对做多或做空并使用杠杆。每个仓位有独立的保证金（逐仓）：单个仓位的亏损不会超过其保证金。</p>
<h2>下单</h2>
<ul>
<li><strong>手数：</strong>${f.lotsMin} 至 ${f.lotsMax} 的整数；每个交易对公布一手对应的资产数量。</li>
<li><strong>杠杆：</strong>${f.leverages} 倍。</li>
<li><strong>保证金</strong> = 名义价值 ÷ 杠杆。<strong>名义价值</strong> = 价格 × 数量。</li>
<li>市价单按标记价格 ± ${f.futuresSpread}% 点差成交；限价单等待标记价格到达您的价格后，按您设定的价格准确成交。</li>
<li>交易对最新价格超过 ${f.futuresPriceAgeS} 秒未更新时拒绝下单。同时最多持有 ${f.futuresMaxLive} 个仓位和挂单。</li>
</ul>
<h2>费用</h2>
<p>开仓手续费为名义价值的 ${f.futuresFee}%（平仓不收）；持仓每跨过一次 UTC 00:00 收取名义价值 ${f.futuresOvernight}% 的隔夜费，从保证金中扣除。</p>
<h2>强制平仓</h2>
<p>风险率 = (保证金 + 盈亏) ÷ 开仓保证金 × 100。当标记价格使其降至 ${f.futuresLiqRisk}% 时，仓位按该价格平仓。若价格跳空导致亏损超过保证金，超出部分由平台保险账户承担：您的余额永远不会为负。</p>
<h2>示例</h2>
<p>${f.exLeverage} 倍杠杆、名义价值 ${f.exNotional} USDT 的仓位需要 ${f.exMargin} USDT 保证金，支付 ${f.exFee} USDT 手续费，之后每晚 ${f.exOvernight} USDT。亏损达到 ${f.exLiqLoss} USDT（价格反向波动 ${f.exLiqMovePct}%）时被强平。</p>
<p>每次平仓都会保存价格、时间和原因。立即交易：<a href="#/pages/transaction/contract">合约</a>。</p>`,
  },
  'rules-options': {
    title: '秒合约规则',
    summary: '在固定时间内判断涨跌：周期档位、收益率以及每笔订单如何结算。',
    html: `
<p>秒合约是一种预测：所选时间结束时，价格会更高（看涨）还是更低（看跌）？订单被接受时，本金以 USDT 从您的期权账户扣除。</p>
<h2>档位</h2>
<table>
<tr><th>时间</th><th>收益率</th><th>下单金额（USDT）</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} 秒</td><td>${t.ratio}%</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>以交易页面显示的档位为准。</p>
<h2>结算</h2>
<ul>
<li>开仓价为订单被接受时行情源的价格（若该价格已超过 ${f.optPriceAgeS} 秒未更新则拒绝下单）。</li>
<li>订单在到期的那一秒准确结算，使用该秒内有效的行情价格；之后的价格不会影响结果。</li>
<li><strong>盈利</strong>（看涨且结算价更高，或看跌且结算价更低）：返还 本金 × (1 + 收益率)。</li>
<li><strong>平局</strong>（价格相同）：返还本金。</li>
<li><strong>亏损：</strong>损失全部本金。</li>
<li>若到期那一秒没有记录到价格，订单作废并退还本金。</li>
</ul>
<p>示例：在 ${f.optTierSeconds} 秒、${f.optTierRatio}% 档位下单 ${f.optStake} USDT，盈利返还 ${f.optWinPayout} USDT，平局返还 ${f.optStake} USDT，亏损则无返还。不收手续费。同时最多 ${f.optMaxOpen} 笔未结算订单。结算后每笔订单都会显示两个价格及其时间。</p>`,
  },
});
