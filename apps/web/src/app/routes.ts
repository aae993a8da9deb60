/**
 * Every page path of (hash routes, named like the original), as data.
 * `page` selects the screen; pages not built yet render the shared "function under development" page.
 */
import {
  ASSETS_PATH,
  HOME_PATH,
  KEFU_PATH,
  LOGIN_PATH,
  MARKET_PATH,
  NOTIFICATIONS_PATH,
  PAIR_PATH,
  SEARCH_PATH,
  TRADE_PATH,
} from '../lib/paths';

export type PageKey =
  | 'home'
  | 'login'
  | 'register'
  | 'forget'
  | 'area'
  | 'setting'
  | 'sessions'
  | 'market'
  | 'marketSearch'
  | 'pair'
  | 'userInfo'
  | 'security'
  | 'authenticator'
  | 'passkeys'
  | 'priceAlerts'
  | 'pushSettings'
  | 'password'
  | 'payPassword'
  | 'addressBook'
  | 'addWallet'
  | 'bank'
  | 'bankInternational'
  | 'realMark'
  | 'real'
  | 'assets'
  | 'fundTransfer'
  | 'transferHistory'
  | 'assetsRecord'
  | 'fundSelect'
  | 'receive'
  | 'withdraw'
  | 'depositRecord'
  | 'conversion'
  | 'bill'
  | 'trade'
  | 'spot'
  | 'spotOrders'
  | 'futures'
  | 'futuresOrders'
  | 'secondsOptions'
  | 'secondsOrders'
  | 'notifications'
  | 'demo'
  | 'copyLeaderboard'
  | 'copyTrader'
  | 'copyMy'
  | 'copyApply'
  | 'follow'
  | 'followAgreement'
  | 'financial'
  | 'ieo'
  | 'ieoSubscribe'
  | 'ieoOrders'
  | 'lockming'
  | 'lockmingBuy'
  | 'lockmingOrders'
  | 'lockmingWelcome'
  | 'invest'
  | 'investMine'
  | 'investPurchase'
  | 'investHelp'
  | 'nft'
  | 'nftArtist'
  | 'nftArtwork'
  | 'nftMy'
  | 'nftMine'
  | 'nftPurchase'
  | 'nftPurchaseOne'
  | 'nftResell'
  | 'nftSearch'
  | 'nftArtists'
  | 'nftArtworks'
  | 'nftCollections'
  | 'nftVerify'
  | 'borrowing'
  | 'loan'
  | 'kefu'
  | 'contactus'
  | 'otc'
  | 'otcOrder'
  | 'otcOrders'
  | 'article'
  | 'aboutus'
  | 'faq'
  | 'compliance'
  | 'announcements'
  | 'webView'
  | 'download'
  | 'chooseLocation'
  | 'openLocation'
  | 'superLeverage'
  | 'stocks'
  | 'miningCategory'
  | 'myQr'
  | 'coupon'
  | 'share'
  | 'game'
  | 'wip';
export type TabIndex = 0 | 1 | 2 | 3;

export interface RouteDef {
  path: string;
  /** i18n key of the page title (`pages.*`). */
  title: string;
  page: PageKey;
  /** Visitors may open it without a token. */
  public?: boolean;
  tab?: TabIndex;
}

export const ROUTES: readonly RouteDef[] = [
  // tab pages
  { path: HOME_PATH, title: 'home', page: 'home', public: true, tab: 0 },
  { path: '/pages/index/index', title: 'home', page: 'home', public: true, tab: 0 },
  { path: MARKET_PATH, title: 'market', page: 'market', public: true, tab: 1 },
  /** Trade tab: spot ticket of `?symbol=` (visitors see book and trades; the ticket asks them to log in). */
  { path: TRADE_PATH, title: 'trade', page: 'trade', public: true, tab: 2 },
  { path: ASSETS_PATH, title: 'assets', page: 'assets', tab: 3 },
  // common
  { path: LOGIN_PATH, title: 'login', page: 'login', public: true },
  { path: '/pages/common/register', title: 'register', page: 'register', public: true },
  { path: '/pages/common/forget', title: 'forget', page: 'forget', public: true },
  { path: '/pages/common/area', title: 'area', page: 'area', public: true },
  /** What demo mode is and how to claim demo funds. */
  { path: '/pages/common/demo', title: 'demo', page: 'demo', public: true },
  /** An article (`?id=`) and the fixed articles, from the console's content in the reader's language. */
  { path: '/pages/common/article', title: 'article', page: 'article', public: true },
  { path: '/pages/common/aboutus', title: 'aboutus', page: 'aboutus', public: true },
  /** The announcements (news c_id 4), newest first (ours: the home ticker's "more"). */
  { path: '/pages/common/announcements', title: 'announcements', page: 'announcements', public: true },
  /** Ways to reach us, the in-app chat first. */
  { path: '/pages/common/contactus', title: 'contactus', page: 'contactus', public: true },
  { path: '/pages/common/faq', title: 'faq', page: 'faq', public: true },
  /**
   * Borrow USDT against BTC or ETH (`?coin=`; `?tab=loans` my loans, `&status=closed`), and one loan
   * (`?id=`: live LTV, repay, add collateral, history).
   */
  { path: '/pages/common/borrowing', title: 'borrowing', page: 'borrowing' },
  { path: '/pages/common/loan', title: 'borrowing', page: 'loan' },
  /** An operator-approved external page (`?url=`) in a frame under its own navigation bar. */
  { path: '/pages/common/webView', title: 'webView', page: 'webView', public: true },
  /** Install Meridian (the PWA's prompt, or per-platform instructions). */
  { path: '/pages/common/download', title: 'download', page: 'download', public: true },
  /** The home menu's system notifications: the notifications list. */
  { path: '/pages/common/notice', title: 'notice', page: 'notifications' },
  // setting
  { path: '/pages/setting/setting', title: 'setting', page: 'setting' },
  { path: '/pages/setting/sessions', title: 'sessions', page: 'sessions' },
  { path: '/pages/setting/userInfo', title: 'userInfo', page: 'userInfo' },
  { path: '/pages/setting/security', title: 'security', page: 'security' },
  /** The security center's authenticator app (turning on with recovery codes, off) and passkeys. */
  { path: '/pages/setting/authenticator', title: 'security', page: 'authenticator' },
  { path: '/pages/setting/passkeys', title: 'security', page: 'passkeys' },
  /** The user's price alerts (set from a pair's bell): on/off and delete. */
  { path: '/pages/setting/alerts', title: 'priceAlerts', page: 'priceAlerts' },
  /** Push notifications: this device's subscription and the categories pushed. */
  { path: '/pages/setting/push', title: 'notice', page: 'pushSettings' },
  { path: '/pages/setting/password', title: 'password', page: 'password' },
  { path: '/pages/setting/payPassword', title: 'payPassword', page: 'payPassword' },
  /** Experience coupons by state (unused, used, expired) with their countdowns. */
  { path: '/pages/setting/coupon', title: 'coupon', page: 'coupon' },
  /** The user's QR code (their invite link). */
  { path: '/pages/setting/qrcode', title: 'myQr', page: 'myQr' },
  { path: '/pages/setting/wallet', title: 'wallet', page: 'addressBook' },
  { path: '/pages/setting/addWallet', title: 'addWallet', page: 'addWallet' },
  { path: '/pages/setting/bill', title: 'bill', page: 'bill' },
  { path: '/pages/setting/real', title: 'real', page: 'real' },
  { path: '/pages/setting/real_mark', title: 'realMark', page: 'realMark' },
  { path: '/pages/setting/operational_compliance', title: 'compliance', page: 'compliance', public: true },
  /** Invite code, link, QR, poster, invited users and rebates. */
  { path: '/pages/setting/share', title: 'share', page: 'share' },
  /** Region: the area-code picker (its choice feeds the phone forms). */
  { path: '/pages/setting/areas', title: 'areas', page: 'area' },
  { path: '/pages/setting/bank', title: 'bank', page: 'bank' },
  { path: '/pages/setting/bank_international', title: 'bankInternational', page: 'bankInternational' },
  // fund
  { path: '/pages/fund/select', title: 'fundSelect', page: 'fundSelect' },
  { path: '/pages/fund/receive', title: 'deposit', page: 'receive' },
  { path: '/pages/fund/receive_withdraw_record', title: 'depositRecord', page: 'depositRecord' },
  { path: '/pages/fund/withdraw', title: 'withdraw', page: 'withdraw' },
  /** "Transfer" is coin conversion (user/Transfer); between accounts is fundTransfer. */
  { path: '/pages/fund/transfer', title: 'conversion', page: 'conversion' },
  { path: '/pages/fund/fundTransfer', title: 'fundTransfer', page: 'fundTransfer' },
  { path: '/pages/fund/transfer_history', title: 'transferHistory', page: 'transferHistory' },
  { path: '/pages/fund/assets_record', title: 'assetsRecord', page: 'assetsRecord' },
  { path: '/pages/fund/assets_all_record', title: 'assetsAllRecord', page: 'assetsRecord' },
  // market
  { path: SEARCH_PATH, title: 'marketSearch', page: 'marketSearch', public: true },
  /** Pair page with the candlestick chart: `?symbol=BTC/USDT` (ours; the original had it inside the trade screens). */
  { path: PAIR_PATH, title: 'marketPair', page: 'pair', public: true },
  // transaction
  { path: '/pages/transaction/index2', title: 'secondsOptions', page: 'secondsOptions' },
  { path: '/pages/transaction/currency', title: 'spot', page: 'spot' },
  { path: '/pages/transaction/currency_order', title: 'spotOrders', page: 'spotOrders' },
  { path: '/pages/transaction/contract', title: 'futures', page: 'futures' },
  { path: '/pages/transaction/contract_order', title: 'futuresOrders', page: 'futuresOrders' },
  { path: '/pages/transaction/seconds_order', title: 'secondsOrders', page: 'secondsOrders' },
  /** The futures ticket with the highest leverage preselected. */
  { path: '/pages/transaction/super_leverage', title: 'superLeverage', page: 'superLeverage' },
  /** Stock pairs (spot). */
  { path: '/pages/transaction/stocks', title: 'stocks', page: 'stocks', public: true },
  // copy trading
  /** The leaderboard, a trader (`?id=`), my copies, applying / trader settings; follow/* the same screens. */
  { path: '/pages/copytrade/copy', title: 'copyTrading', page: 'copyLeaderboard' },
  { path: '/pages/copytrade/my', title: 'myCopy', page: 'copyMy' },
  { path: '/pages/copytrade/trader', title: 'trader', page: 'copyTrader' },
  { path: '/pages/copytrade/apply', title: 'traderApply', page: 'copyApply' },
  { path: '/pages/follow/index', title: 'copyTrading', page: 'copyLeaderboard' },
  { path: '/pages/follow/trader', title: 'trader', page: 'copyTrader' },
  /** Follow a trader (`?id=`), or change my follow of them; the agreement first (`?next=` back here). */
  { path: '/pages/follow/follow', title: 'follow', page: 'follow' },
  { path: '/pages/follow/agreement_zh', title: 'followAgreement', page: 'followAgreement' },
  { path: '/pages/follow/agreement_en', title: 'followAgreement', page: 'followAgreement' },
  // IEO
  /** Projects by phase; a project (`?id=`) with its countdown and the subscription ticket; my subscriptions. */
  { path: '/pages/ieo/ieo', title: 'ieo', page: 'ieo' },
  { path: '/pages/ieo/subscribe', title: 'ieoSubscribe', page: 'ieoSubscribe' },
  { path: '/pages/ieo/order', title: 'ieoOrders', page: 'ieoOrders' },
  // locked mining
  /** Products; lock up (`?id=`); my locks with dividends by day and early redemption; the guide. */
  { path: '/pages/lockming/lockming', title: 'lockming', page: 'lockming' },
  { path: '/pages/lockming/buy', title: 'lockmingBuy', page: 'lockmingBuy' },
  { path: '/pages/lockming/order', title: 'lockmingOrders', page: 'lockmingOrders' },
  { path: '/pages/lockming/welcome', title: 'lockmingWelcome', page: 'lockmingWelcome' },
  /** The locked-mining products of one category (DeFi mining, cloud mining). */
  { path: '/pages/lockming/defi', title: 'defi', page: 'miningCategory' },
  { path: '/pages/lockming/cloud', title: 'cloudMining', page: 'miningCategory' },
  // invest and dual
  /** Products by coin and type; buy shares (`?id=`) with both outcomes; my orders; how it works. */
  { path: '/pages/invest/invest', title: 'invest', page: 'invest' },
  { path: '/pages/invest/mine', title: 'investMine', page: 'investMine' },
  { path: '/pages/invest/purchase', title: 'investPurchase', page: 'investPurchase' },
  { path: '/pages/invest/help', title: 'investHelp', page: 'investHelp' },
  /** The hub of every earn product. */
  { path: '/pages/financial/index', title: 'financial', page: 'financial' },
  // OTC
  /**
   * The desk (buy/sell a coin against a fiat at a 60 s quote), an order (`?id=`: bank details, the
   * voucher, its states, the chat about it) and my orders (`?status=`).
   */
  { path: '/pages/otc/otc', title: 'otc', page: 'otc' },
  { path: '/pages/otc/order', title: 'otcOrder', page: 'otcOrder' },
  { path: '/pages/otc/orders', title: 'otcOrders', page: 'otcOrders' },
  // NFT
  /**
   * The marketplace (`?tab=`), an item (`?code=`; video items on artworkDetail_video), an artist
   * (`?uid=`), my items, my centre, records (`?tab=pay|buy|sell`), buying one (`?code=` or `?order=`), resale,
   * the search/artist/artwork/collection screens, and the box-draw verification of a series (`?id=`) — public:
   * anyone may check a draw.
   */
  { path: '/pages/nft/nft', title: 'nft', page: 'nft' },
  { path: '/pages/nft/artistDetail', title: 'nftArtist', page: 'nftArtist' },
  { path: '/pages/nft/artworkDetail', title: 'nftArtwork', page: 'nftArtwork' },
  { path: '/pages/nft/artworkDetail_video', title: 'nftArtwork', page: 'nftArtwork' },
  { path: '/pages/nft/myNft', title: 'nftMy', page: 'nftMy' },
  { path: '/pages/nft/mine', title: 'nftMine', page: 'nftMine' },
  { path: '/pages/nft/purchase', title: 'nftPurchase', page: 'nftPurchase' },
  { path: '/pages/nft/purchase_one', title: 'nftPurchase', page: 'nftPurchaseOne' },
  { path: '/pages/nft/resell', title: 'nftResell', page: 'nftResell' },
  { path: '/pages/nft/components/artist', title: 'nftArtist', page: 'nftArtists' },
  { path: '/pages/nft/components/artwork', title: 'nftArtwork', page: 'nftArtworks' },
  { path: '/pages/nft/components/collection', title: 'nftCollection', page: 'nftCollections' },
  { path: '/pages/nft/components/search', title: 'nftSearch', page: 'nftSearch' },
  { path: '/pages/nft/verify', title: 'nft', page: 'nftVerify', public: true },
  // service
  /** The support chat, for users and for visitors (a visitor's chat moves to the account at login). */
  { path: KEFU_PATH, title: 'kefu', page: 'kefu', public: true },
  /** The operator's game_url, or the built-in points-only price prediction. */
  { path: '/pages/game/game', title: 'game', page: 'game', public: true },
  // notifications: the bell on home opens the list; each row opens the screen it is about
  { path: NOTIFICATIONS_PATH, title: 'notice', page: 'notifications' },
  // system pages with custom navigation
  { path: '/choose-location', title: 'chooseLocation', page: 'chooseLocation' },
  { path: '/open-location', title: 'openLocation', page: 'openLocation', public: true },
];

export const TAB_PATHS: Record<TabIndex, string> = {
  0: HOME_PATH,
  1: MARKET_PATH,
  2: TRADE_PATH,
  3: ASSETS_PATH,
};

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}

const pathOfHash = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

/** Whether `hash` (location.hash) opens home: the preloads of main.tsx start home's data (app/prefetch.ts). */
export function isHomeHash(hash: string): boolean {
  const path = pathOfHash(hash);
  return ROUTES.some((r) => r.page === 'home' && r.path === path);
}

/** Whether `hash` opens the trade tab: main.tsx starts its pair's data (app/prefetchTrade.ts). */
export function isTradeHash(hash: string): boolean {
  return pathOfHash(hash) === TRADE_PATH;
}
