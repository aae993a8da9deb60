import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** English: about us, FAQ, contact, compliance, the invitation rules, the pop-up and the home banners. */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: 'About Meridian',
    summary:
      'A trading and finance app built on one principle: outcomes come from market prices and published rules.',
    html: `
<p>Meridian is a mobile trading and finance platform: spot trading, futures, seconds options, copy trading, earn products, an NFT market, OTC purchases and crypto loans, in one account.</p>
<h2>An honest platform</h2>
<ul>
<li><strong>Prices come only from the market feed.</strong> No one at Meridian sets or moves a price.</li>
<li><strong>Outcomes come from published rules.</strong> Every fill, liquidation, option settlement and blind-box draw follows the rules published in the app; no operator can pick a winner.</li>
<li><strong>Every settlement stores its prices.</strong> Each settled order keeps the prices and times that decided it, and you can see them.</li>
<li><strong>A double-entry ledger.</strong> Every balance change is an entry in an append-only journal that always balances; corrections are new entries, never edits.</li>
<li><strong>Operators cannot move balances or prices.</strong> Staff review deposits, withdrawals and verifications; every action they take is recorded in an audit log.</li>
<li><strong>Demo mode says so.</strong> When a deployment runs on simulated prices it is a demo exchange: the app says so clearly and offers demo funds, which have no value.</li>
</ul>
<p>Questions? See the <a href="#/pages/common/faq">FAQ</a> or <a href="#/pages/kefu/index">chat with support</a>.</p>`,
  },
  faq: {
    title: 'Frequently asked questions',
    summary: 'Accounts, verification, deposits, withdrawals, transfers, fees, security and support.',
    html: `
<h3>How do I open an account?</h3>
<p>Register with your e-mail or phone and a ${f.codeDigits}-digit verification code (valid ${f.codeMinutes} minutes). An invite code is optional.</p>
<h3>What are the verification levels?</h3>
<p>Lv1 (basic) and Lv2 (advanced), reviewed within ${f.kycReviewHours} hours. Lv1: withdrawals up to ${f.kycLv1Btc} BTC in value per 24 hours and fiat trades up to ${f.kycLv1Fiat} USDT each. Lv2: ${f.kycLv2Btc} BTC per 24 hours and ${f.kycLv2Fiat} USDT per fiat trade.</p>
<h3>How do I deposit?</h3>
<p>Choose the currency and network, send the funds to the address shown, then submit the amount with a payment voucher (a screenshot or receipt). An operator checks it and the amount is credited to your spot account.</p>
<h3>How do I withdraw?</h3>
<p>Withdrawals need Lv1 verification and your pay password. Minimums and fees: USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}, BTC ${f.wdBtcMin} / ${f.wdBtcFee}, ETH ${f.wdEthMin} / ${f.wdEthFee}. The amount is held until an operator pays it out, or returned if the request is rejected.</p>
<h3>What are my four accounts?</h3>
<p>Fiat, spot, futures and options. Deposits arrive in spot; futures use the futures account and seconds options the options account. Transfers between them are instant and free.</p>
<h3>What does trading cost?</h3>
<p>Spot ${f.spotMaker} % maker / ${f.spotTaker} % taker; futures ${f.futuresFee} % at opening plus ${f.futuresOvernight} % per night; seconds options no fee. See the <a href="#/pages/common/announcements">fee schedule</a>.</p>
<h3>What is the pay password?</h3>
<p>A second password, separate from your login password, that confirms withdrawals. Set it under Settings → Security.</p>
<h3>How long do I stay signed in?</h3>
<p>A session ends after ${f.sessionShortHours} hours without use, or ${f.sessionLongDays} days if you chose "stay logged in". You can see and end your sessions in Settings.</p>
<h3>What are demo funds?</h3>
<p>When prices are simulated, Meridian is a demo exchange. You can claim ${f.demoClaim} USDT of demo funds once, and top up ${f.demoTopUp} USDT at most once a day while your balance is below ${f.demoBelow} USDT. Demo funds have no value.</p>
<h3>Who decides prices and results?</h3>
<p>Only the market feed and the published rules. Every settled order shows the prices and times that decided it.</p>
<h3>Can staff change my balance?</h3>
<p>No. Balances change only through ledger entries made by the platform's rules; operator actions are audited.</p>
<h3>How do I invite friends?</h3>
<p>Share your link or QR code from <a href="#/pages/setting/share">Invite friends</a>; you receive ${f.inviteRate} % of their trading fees.</p>
<h3>How do I contact support?</h3>
<p>Open the <a href="#/pages/kefu/index">support chat</a>, available 24/7.</p>`,
  },
  contact: {
    title: 'Contact us',
    summary: 'Support chat 24/7 in the app, or e-mail with a reply within 24 hours.',
    html: `
<h2>Support chat</h2>
<p>The fastest way to reach us is the in-app <a href="#/pages/kefu/index">support chat</a>, open 24 hours a day, 7 days a week. You can attach screenshots, and your conversation history stays in the chat.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> — we reply within 24 hours. Please write from the e-mail address of your account and never send your password, pay password or verification codes: Meridian staff will never ask for them.</p>
<p>To help us answer quickly, tell us the e-mail or phone number of your account and, for a deposit, withdrawal or order, its record number and time.</p>
<h2>Registered office</h2>
<p><em>[Placeholder: the operator's registered company name and address are published here.]</em></p>
<h2>Complaints</h2>
<p>If you are not satisfied with an answer, ask in the chat for your case to be escalated as a complaint; we confirm receipt and answer in writing.</p>`,
  },
  compliance: {
    title: 'Operational compliance',
    summary:
      'Identity checks, anti-money-laundering, restricted regions, record keeping, risk disclosure and complaints.',
    html: `
<h2>Know your customer</h2>
<p>Withdrawals and fiat trades require identity verification. Lv1 and Lv2 verification are reviewed by our staff within ${f.kycReviewHours} hours; limits depend on the level.</p>
<h2>Anti-money-laundering</h2>
<p>Deposits are checked against their payment vouchers and withdrawals are reviewed before they are paid. We may ask for more information, and we refuse or report activity that appears to involve money laundering, fraud or terrorist financing.</p>
<h2>Restricted regions</h2>
<p>Meridian does not serve residents of countries and regions under international sanctions, or of places where its services are not permitted. You are responsible for complying with the laws where you live.</p>
<h2>Record keeping</h2>
<p>All balance changes are kept in an append-only double-entry ledger; every settlement stores the prices and times that decided it; every operator action is written to an audit log. Records are kept as required by law.</p>
<h2>Risk disclosure</h2>
<p>Trading involves a high risk of loss; read the <a href="#/pages/common/announcements">risk warning</a> and the rules of each product before trading.</p>
<h2>Demo market</h2>
<p>When prices are simulated, the app is a demo exchange and says so. Demo prices and demo funds have no value and create no claim.</p>
<h2>Complaints</h2>
<p>Send complaints through the <a href="#/pages/kefu/index">support chat</a> or to support@meridian.example; we confirm receipt and answer in writing.</p>`,
  },
  'invite-rules': {
    title: 'Invitation and rebate rules',
    summary: `Invite friends and receive ${f.inviteRate} % of their spot and futures trading fees.`,
    html: `
<p>Share your invite link or QR code. A friend who registers with your code becomes your referee.</p>
<h2>What you receive</h2>
<ul>
<li>${f.inviteRate} % of every spot and futures trading fee your referees pay.</li>
<li>The rebate is paid in the currency of the fee and credited to your spot account, usually within minutes of the trade.</li>
<li>One level only: you receive rebates from the friends you invited directly, not from the people they invite.</li>
<li>Your invite page shows the friends you invited and every rebate you received.</li>
</ul>
<h2>Fair use</h2>
<ul>
<li>You cannot invite yourself or use several accounts to receive rebates on your own trading.</li>
<li>Rebates that result from abuse may be reversed by a correcting ledger entry, and the account reviewed.</li>
</ul>
<p><a href="#/pages/setting/share">Invite friends now</a>.</p>`,
  },
  welcome: {
    title: 'Welcome to Meridian',
    summary: 'Please read the risk notice before you trade.',
    html: `
<p>Welcome to Meridian. Prices come only from the market feed and every result follows the published rules.</p>
<p><strong>Risk notice:</strong> crypto-assets are volatile; futures can be liquidated and a seconds option can lose its whole stake. Trade only with money you can afford to lose.</p>
<p><a href="#/pages/common/announcements">Read the rules and fees</a></p>`,
  },
  'banner-copy': {
    title: 'Copy top traders',
    summary: 'Follow a trader and copy their futures orders automatically.',
    html: '<p>Choose a trader, set your multiple or lots and a stop-loss, and copy every order.</p>',
  },
  'banner-earn': {
    title: 'Put your coins to work',
    summary: 'Lock mining, IEO and dual investment with published rates.',
    html: '<p>Earn a daily yield on locked coins, or subscribe to new tokens.</p>',
  },
  'banner-invite': {
    title: 'Invite friends, earn rebates',
    summary: `Receive ${f.inviteRate} % of your friends' trading fees.`,
    html: '<p>Share your invite link and receive a rebate on every spot and futures fee your friends pay.</p>',
  },
});
