import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** 简体中文：跟单、理财、NFT、OTC 与借贷、体验券、小游戏。 */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: '跟单交易规则',
    summary: '按固定倍数或固定手数跟随交易员的合约订单；利润分成如何计算。',
    html: `
<p>您跟随的交易员每开一个合约仓位，跟单就会在您的合约账户中开一个仓位，交易员平仓时一并平仓。您的跟单按自己的市价成交，照常收取合约点差和手续费。</p>
<h2>跟随</h2>
<ul>
<li>同时最多跟随 ${f.copyMaxFollows} 位交易员。交易员须经平台审核，其数据按 ${f.copyWindows} 天统计展示。</li>
<li><strong>固定倍数：</strong>您的手数 = 交易员手数 × 您的倍数（${f.copyMultipleMin} 至 ${f.copyMultipleMax}），向下取整。例如：倍数 ${f.copyExMultiple}、交易员 ${f.copyExLots} 手，跟单 ${f.copyExCopied} 手；不足一手则跳过。</li>
<li><strong>固定手数：</strong>每次跟单手数相同（${f.lotsMin} 至 ${f.lotsMax}）。</li>
<li><strong>止损：</strong>预算的 ${f.copyStopMin}% 至 ${f.copyStopMax}%；触发后停止跟随并平掉跟单仓位。</li>
<li>您可以随时自行平掉跟单仓位或取消跟随。</li>
</ul>
<h2>利润分成</h2>
<p>每位交易员公布的利润分成比例最高为 ${f.copyShareMax}%。仅在跟单盈利平仓时收取，且只针对您累计跟单收益（扣除跟单费用后）超过历史最高点（高水位线）的部分。仅弥补此前亏损的盈利不收分成。</p>
<p>跟单结果取决于您自己的开平仓价格，可能与交易员不同。过往业绩不预示未来表现。<a href="#/pages/copytrade/copy">浏览交易员</a>。</p>`,
  },
  'rules-earn': {
    title: '理财规则：锁仓挖矿、IEO 与双币投资',
    summary: '锁仓如何计息、提前赎回的费用、IEO 分配与双币结算方式。',
    html: `
<h2>锁仓挖矿</h2>
<p>您将一笔资产锁定固定天数。期限从下一个 UTC 00:00 开始；每个完整的 UTC 日，您获得 金额 × 当日收益率，该收益率在当日开始前于产品区间内公布。到期后本金返还。</p>
<p>示例：${f.lockExYieldOn} USDT、日收益率 ${f.lockExLow}%–${f.lockExHigh}%，每天收益 ${f.lockDivLow}–${f.lockDivHigh} USDT。</p>
<p><strong>提前赎回：</strong>违约金 = 违约金比例 × 剩余天数 × 锁仓金额（含当天）。示例：比例 ${f.lockExRate}%、剩余 ${f.lockExDays} 天、锁仓 ${f.lockExAmount}：违约金 ${f.lockPenalty}，返还 ${f.lockRefund}。</p>
<h2>IEO</h2>
<p>新代币在认购期内以固定价格发行，认购时付款。若认购超额，所有申请按同一比例分配，并设有单人上限；您支付 分配数量 × 价格，其余退还。代币在上市时发放。</p>
<h2>双币投资</h2>
<p>于到期日 UTC ${f.investHour}:00 结算，结算价为此前 ${f.investSampleMin} 分钟行情价格的平均值，至少需要 ${f.investSamplesNeeded} 个分钟价格；若行情中断，结算将等待，${f.investFailHours} 小时后订单失败，全额退还本金且不计收益。</p>
<ul>
<li><strong>高卖</strong>（存入币）：低于挂钩价时获得 币 = 金额 × (1 + 天数 × 年化 ÷ 365)；否则获得 USDT = 金额 × 挂钩价 × (1 + 天数 × 年化 ÷ 365)。</li>
<li><strong>低买</strong>（存入 USDT）：高于挂钩价时获得 USDT = 金额 × (1 + 天数 × 年化 ÷ 365)；否则获得 币 = 金额 ÷ 挂钩价 × (1 + 天数 × 年化 ÷ 365)。</li>
</ul>
<p>示例：${f.investExAmount} BTC，挂钩价 ${f.investExLinked}，年化 ${f.investExApr}%，${f.investExDays} 天：低于 ${f.investExLinked} 结算得 ${f.investBelow} BTC，否则得 ${f.investAbove} USDT。<a href="#/pages/financial/index">查看产品</a>。</p>`,
  },
  'rules-nft': {
    title: 'NFT 市场规则',
    summary: '一口价出售、带保证金的拍卖与一天付款期，以及公布概率的盲盒。',
    html: `
<h2>买卖</h2>
<p>作品以一口价出售（挂单最长 ${f.nftListingDays} 天）或拍卖，使用现货账户支付。每笔成交平台收取成交价 ${f.nftFee}% 的费用；转售时创作者获得该作品设定的版税（最高 ${f.nftRoyaltyMax}%），其余归卖家。</p>
<h2>拍卖</h2>
<ul>
<li>出价前须先缴纳一次保证金（默认为起拍价的 ${f.nftDeposit}%）。</li>
<li>出价须不低于当前价加上加价幅度。领先出价会被冻结，被超越时释放。</li>
<li>在最后 ${f.nftSnipeMin} 分钟内出价，拍卖将延长 ${f.nftExtendMin} 分钟。</li>
<li>拍卖结束时，其他竞拍者的保证金退还。</li>
<li>中标者须在一天（${f.nftPayHours} 小时）内付款。未付款者的保证金将被没收：平台费归平台，其余归卖家。</li>
</ul>
<h2>盲盒</h2>
<p>每个系列公布其概率表（最多 ${f.nftMaxPrizes} 种奖品、${f.nftMaxBoxes} 个盲盒）。开售前平台公布承诺值，即一个秘密种子的 SHA-256 哈希。每个盲盒的内容由该种子、盒子编号和序号决定。系列售罄或结束时公开种子，任何人都可以重新计算每一次抽取并与承诺值核对。<a href="#/pages/nft/nft">进入 NFT 市场</a>。</p>`,
  },
  'rules-otc-loans': {
    title: 'OTC 与加密借贷规则',
    summary: '报价锁定 60 秒、按认证等级限额；质押率、按小时计息与强平。',
    html: `
<h2>OTC 快捷买币</h2>
<ul>
<li>您可用法币买入或卖出数字货币。报价 = 市场价 × 汇率 ± 点差（默认 ${f.otcSpread}%），锁定 ${f.otcQuoteS} 秒。</li>
<li>单笔订单默认 ${f.otcMin} 至 ${f.otcMax} USDT 等值，Lv1 认证最高 ${f.otcLv1} USDT，Lv2 最高 ${f.otcLv2} USDT。未认证账户不能进行 OTC 交易。</li>
<li>下买单后请在付款期限内（默认 ${f.otcPayMin} 分钟）付款并标记已付款；运营人员确认收款后币会到账。未付款的订单将过期。</li>
</ul>
<h2>加密借贷</h2>
<ul>
<li>以现货账户中的 BTC 或 ETH 作质押借入 USDT，期限为随借随还或 ${f.loanTerms} 天。</li>
<li><strong>质押率（LTV）</strong> = 负债 ÷ (质押数量 × 价格) × 100，负债 = 本金 + 未付利息。每个产品公布三条线：初始质押率（最多可借）、补仓线（提醒您追加质押物）和强平线。</li>
<li>利息按产品公布的小时利率对未还本金每小时计算。还款先还利息，再还本金。</li>
<li>质押率达到强平线或到期未还时，质押物按市场价卖出：先清偿负债，剩余返还给您。若卖出所得不足以清偿，差额由平台承担。</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">借贷</a></p>`,
  },
  coupons: {
    title: '体验券规则',
    summary: '用体验券支付合约保证金或秒合约本金：盈利归您，平仓后券面价值收回。',
    html: `
<p>体验券让您用平台的资金而非自己的资金体验合约和秒合约。</p>
<ul>
<li>每张券有 USDT 面值和有效期，可在<a href="#/pages/setting/coupon">设置 → 体验券</a>中查看。</li>
<li>未使用的体验券可支付合约市价单保证金或秒合约本金的部分或全部；其余部分（以及合约手续费）由您自己支付。一张券只能用于一个仓位或一笔订单。</li>
<li>仓位平仓或期权结算后，券面价值从返还金额中归还平台。亏损先由券面价值承担；<strong>您自己出资的部分和盈利归您</strong>。使用中的体验券在仓位平仓前一直有效，不受有效期影响。</li>
<li>到期未使用的体验券失效，不能再使用。体验券不可提现、转让或兑换现金。</li>
</ul>
<p>使用体验券交易同样遵循该产品的常规规则，包括价格、结算和强平。</p>`,
  },
  game: {
    title: '小游戏规则',
    summary: '用免费积分预测涨跌——绝不涉及资金——登上每日排行榜。',
    html: `
<p>小游戏是一个免费的预测游戏，<strong>只使用积分</strong>。积分没有现金价值，绝不是资金，也绝不会影响您的余额。</p>
<ul>
<li>每个 UTC 日您从 ${f.gameDaily} 积分开始，前一天的积分不结转。</li>
<li>选择交易对（${f.gameSymbols}）、${f.gameStakes} 积分的投入、涨或跌，以及 ${f.gameSeconds} 秒的回合。</li>
<li>开始价格为下单时行情源的价格；结束价格为结束那一秒行情源记录的价格。</li>
<li>猜对：返还两倍投入。猜错：失去投入。价格相同或没有记录价格：返还投入。</li>
<li>每日排行榜显示当天赢得积分最多的前 ${f.gameBoard} 名玩家。</li>
</ul>
<p><a href="#/pages/game/game">立即开始</a>。</p>`,
  },
});
