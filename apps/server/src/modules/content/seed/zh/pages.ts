import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** 简体中文：关于我们、常见问题、联系我们、运营合规、邀请规则、弹窗与首页横幅。 */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: '关于 Meridian',
    summary: '一个建立在同一原则上的交易与理财应用：结果只来自市场价格和公布的规则。',
    html: `
<p>Meridian 是一个移动端交易与理财平台：现货、合约、秒合约、跟单、理财产品、NFT 市场、OTC 买币和加密借贷，一个账户全部搞定。</p>
<h2>诚信平台</h2>
<ul>
<li><strong>价格只来自行情源。</strong>Meridian 的任何人都不能设定或改动价格。</li>
<li><strong>结果只来自公布的规则。</strong>每一笔成交、强平、期权结算和盲盒抽取都遵循应用内公布的规则，任何运营人员都不能指定输赢。</li>
<li><strong>每次结算都保存价格。</strong>每笔已结算订单都保留决定结果的价格和时间，您可以随时查看。</li>
<li><strong>复式记账账本。</strong>每一次余额变动都是只增不改、始终平衡的日记账中的一条分录；更正以新分录进行，从不修改。</li>
<li><strong>运营人员不能改动余额或价格。</strong>工作人员审核充值、提币和身份认证，他们的每个操作都写入审计日志。</li>
<li><strong>演示模式会明确告知。</strong>当平台使用模拟价格时，它就是演示交易所：应用会清楚说明并提供无实际价值的演示资金。</li>
</ul>
<p>有疑问？请查看<a href="#/pages/common/faq">常见问题</a>或<a href="#/pages/kefu/index">联系在线客服</a>。</p>`,
  },
  faq: {
    title: '常见问题',
    summary: '账户、认证、充值、提币、划转、费用、安全与客服。',
    html: `
<h3>如何注册账户？</h3>
<p>使用邮箱或手机号及 ${f.codeDigits} 位验证码（${f.codeMinutes} 分钟内有效）注册。邀请码可选填。</p>
<h3>身份认证分几级？</h3>
<p>Lv1（初级）和 Lv2（高级），${f.kycReviewHours} 小时内审核。Lv1：每 24 小时提币最多 ${f.kycLv1Btc} BTC 等值，单笔法币交易最多 ${f.kycLv1Fiat} USDT。Lv2：每 24 小时 ${f.kycLv2Btc} BTC，单笔法币交易 ${f.kycLv2Fiat} USDT。</p>
<h3>如何充值？</h3>
<p>选择币种和网络，向页面显示的地址转账，然后提交金额和付款凭证（截图或回单）。运营人员核对后，金额计入您的现货账户。</p>
<h3>如何提币？</h3>
<p>提币需要 Lv1 认证和资金密码。最低数量 / 手续费：USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}，BTC ${f.wdBtcMin} / ${f.wdBtcFee}，ETH ${f.wdEthMin} / ${f.wdEthFee}。金额在运营人员打款前处于冻结状态，申请被驳回则退回。</p>
<h3>我的四个账户是什么？</h3>
<p>法币、现货、合约和期权账户。充值进入现货账户；合约使用合约账户，秒合约使用期权账户。账户间划转即时且免费。</p>
<h3>交易费用是多少？</h3>
<p>现货 Maker ${f.spotMaker}% / Taker ${f.spotTaker}%；合约开仓 ${f.futuresFee}%，另加每晚 ${f.futuresOvernight}%；秒合约无手续费。详见<a href="#/pages/common/announcements">费率说明</a>。</p>
<h3>什么是资金密码？</h3>
<p>与登录密码不同的第二个密码，用于确认提币。在“设置 → 安全”中设置。</p>
<h3>登录状态保持多久？</h3>
<p>${f.sessionShortHours} 小时未使用会话即失效；若勾选“保持登录”，则为 ${f.sessionLongDays} 天。您可以在设置中查看并结束会话。</p>
<h3>什么是演示资金？</h3>
<p>当价格为模拟价格时，Meridian 是演示交易所。您可以领取一次 ${f.demoClaim} USDT 演示资金，余额低于 ${f.demoBelow} USDT 时每天最多补充一次 ${f.demoTopUp} USDT。演示资金没有价值。</p>
<h3>价格和结果由谁决定？</h3>
<p>只由行情源和公布的规则决定。每笔已结算订单都会显示决定结果的价格和时间。</p>
<h3>工作人员能修改我的余额吗？</h3>
<p>不能。余额只能通过平台规则产生的账本分录变动；运营操作全部留有审计记录。</p>
<h3>如何邀请好友？</h3>
<p>在<a href="#/pages/setting/share">邀请好友</a>中分享您的链接或二维码；您将获得好友交易手续费的 ${f.inviteRate}%。</p>
<h3>如何联系客服？</h3>
<p>打开<a href="#/pages/kefu/index">在线客服</a>，7×24 小时服务。</p>`,
  },
  contact: {
    title: '联系我们',
    summary: '应用内在线客服 7×24 小时，或发送邮件，24 小时内回复。',
    html: `
<h2>在线客服</h2>
<p>联系我们最快的方式是应用内的<a href="#/pages/kefu/index">在线客服</a>，每周 7 天、每天 24 小时在线。您可以发送截图，聊天记录会保留在对话中。</p>
<h2>电子邮件</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> —— 我们会在 24 小时内回复。请使用账户绑定的邮箱发送，切勿发送您的登录密码、资金密码或验证码：Meridian 工作人员绝不会索要这些信息。</p>
<p>为便于快速处理，请告知账户的邮箱或手机号；如涉及充值、提币或订单，请提供记录编号和时间。</p>
<h2>注册地址</h2>
<p><em>[占位：此处公布运营方的注册公司名称和地址。]</em></p>
<h2>投诉</h2>
<p>如对答复不满意，可在客服对话中要求将您的问题升级为投诉；我们会确认收到并以书面形式答复。</p>`,
  },
  compliance: {
    title: '运营合规',
    summary: '身份核验、反洗钱、受限地区、记录保存、风险披露与投诉处理。',
    html: `
<h2>了解您的客户（KYC）</h2>
<p>提币和法币交易需要身份认证。Lv1 和 Lv2 认证由工作人员在 ${f.kycReviewHours} 小时内审核，限额取决于认证等级。</p>
<h2>反洗钱</h2>
<p>充值会与付款凭证核对，提币在打款前经过审核。我们可能要求您补充信息，并会拒绝或报告疑似涉及洗钱、欺诈或恐怖融资的活动。</p>
<h2>受限地区</h2>
<p>Meridian 不向受国际制裁的国家和地区的居民，以及不允许提供本服务的地区的居民提供服务。您有责任遵守所在地的法律。</p>
<h2>记录保存</h2>
<p>所有余额变动都记录在只增不改的复式记账账本中；每次结算保存决定结果的价格和时间；每个运营操作都写入审计日志。记录按法律要求保存。</p>
<h2>风险披露</h2>
<p>交易具有较高的亏损风险；交易前请阅读<a href="#/pages/common/announcements">风险提示</a>和各产品规则。</p>
<h2>演示市场</h2>
<p>当价格为模拟价格时，应用是演示交易所并会明确说明。演示价格和演示资金没有价值，不产生任何权利主张。</p>
<h2>投诉</h2>
<p>请通过<a href="#/pages/kefu/index">在线客服</a>或 support@meridian.example 提交投诉；我们会确认收到并以书面形式答复。</p>`,
  },
  'invite-rules': {
    title: '邀请返佣规则',
    summary: `邀请好友，获得其现货和合约交易手续费的 ${f.inviteRate}%。`,
    html: `
<p>分享您的邀请链接或二维码。使用您的邀请码注册的好友即成为您的被邀请人。</p>
<h2>您能获得什么</h2>
<ul>
<li>被邀请人支付的每一笔现货和合约交易手续费的 ${f.inviteRate}%。</li>
<li>返佣以手续费的币种发放，计入您的现货账户，通常在成交后几分钟内到账。</li>
<li>仅限一级：您只从直接邀请的好友获得返佣，不包括他们再邀请的人。</li>
<li>邀请页面会显示您邀请的好友以及您收到的每一笔返佣。</li>
</ul>
<h2>公平使用</h2>
<ul>
<li>不得邀请自己，也不得利用多个账户为自己的交易获取返佣。</li>
<li>因滥用产生的返佣可能通过更正分录冲回，相关账户将被审查。</li>
</ul>
<p><a href="#/pages/setting/share">立即邀请好友</a>。</p>`,
  },
  welcome: {
    title: '欢迎来到 Meridian',
    summary: '交易前请阅读风险提示。',
    html: `
<p>欢迎来到 Meridian。价格只来自行情源，每一个结果都遵循公布的规则。</p>
<p><strong>风险提示：</strong>数字资产波动剧烈；合约可能被强平，秒合约可能损失全部本金。请仅使用您能够承受损失的资金进行交易。</p>
<p><a href="#/pages/common/announcements">阅读规则与费率</a></p>`,
  },
  'banner-copy': {
    title: '跟随顶尖交易员',
    summary: '跟随交易员，自动复制其合约订单。',
    html: '<p>选择交易员，设置倍数或手数以及止损，复制每一笔订单。</p>',
  },
  'banner-earn': {
    title: '让您的币生息',
    summary: '锁仓挖矿、IEO 和双币投资，收益率公开透明。',
    html: '<p>锁仓获取每日收益，或认购新代币。</p>',
  },
  'banner-invite': {
    title: '邀请好友，赚取返佣',
    summary: `获得好友交易手续费的 ${f.inviteRate}%。`,
    html: '<p>分享邀请链接，好友支付的每笔现货和合约手续费都为您带来返佣。</p>',
  },
});
