/** Home menu (spec §1): every entry with its route; `title` is an i18n key under `pages.`. */
export type MenuIcon =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'conversion'
  | 'futures'
  | 'seconds'
  | 'spot'
  | 'stocks'
  | 'copy'
  | 'ieo'
  | 'mining'
  | 'invest'
  | 'dual'
  | 'nft'
  | 'otc'
  | 'loans'
  | 'invite'
  | 'service'
  | 'game'
  | 'coupon'
  | 'bill'
  | 'leverage'
  | 'defi'
  | 'cloud'
  | 'download'
  | 'notice'
  | 'faq';

export interface MenuEntry {
  icon: MenuIcon;
  title: string;
  path: string;
}

export interface MenuSection {
  title: 'sectionTrade' | 'sectionEarn' | 'sectionServices';
  entries: MenuEntry[];
}

export const HOME_MENU: MenuSection[] = [
  {
    title: 'sectionTrade',
    entries: [
      { icon: 'deposit', title: 'deposit', path: '/pages/fund/receive' },
      { icon: 'withdraw', title: 'withdraw', path: '/pages/fund/withdraw' },
      { icon: 'transfer', title: 'fundTransfer', path: '/pages/fund/fundTransfer' },
      { icon: 'conversion', title: 'conversion', path: '/pages/fund/transfer' },
      { icon: 'futures', title: 'futures', path: '/pages/transaction/contract' },
      { icon: 'seconds', title: 'secondsOptions', path: '/pages/transaction/index2' },
      { icon: 'spot', title: 'spot', path: '/pages/transaction/currency' },
      { icon: 'stocks', title: 'stocks', path: '/pages/transaction/stocks' },
      { icon: 'leverage', title: 'superLeverage', path: '/pages/transaction/super_leverage' },
      { icon: 'copy', title: 'copyTrading', path: '/pages/copytrade/copy' },
    ],
  },
  {
    title: 'sectionEarn',
    entries: [
      { icon: 'ieo', title: 'ieo', path: '/pages/ieo/ieo' },
      { icon: 'mining', title: 'lockming', path: '/pages/lockming/lockming' },
      { icon: 'invest', title: 'invest', path: '/pages/invest/invest' },
      { icon: 'dual', title: 'financial', path: '/pages/financial/index' },
      { icon: 'defi', title: 'defi', path: '/pages/lockming/defi' },
      { icon: 'cloud', title: 'cloudMining', path: '/pages/lockming/cloud' },
      { icon: 'nft', title: 'nft', path: '/pages/nft/nft' },
      { icon: 'otc', title: 'otc', path: '/pages/otc/otc' },
      { icon: 'loans', title: 'borrowing', path: '/pages/common/borrowing' },
    ],
  },
  {
    title: 'sectionServices',
    entries: [
      { icon: 'invite', title: 'share', path: '/pages/setting/share' },
      { icon: 'service', title: 'kefu', path: '/pages/kefu/index' },
      { icon: 'game', title: 'game', path: '/pages/game/game' },
      { icon: 'coupon', title: 'coupon', path: '/pages/setting/coupon' },
      { icon: 'bill', title: 'bill', path: '/pages/setting/bill' },
      { icon: 'download', title: 'download', path: '/pages/common/download' },
      { icon: 'notice', title: 'notice', path: '/pages/common/notice' },
      { icon: 'faq', title: 'faq', path: '/pages/common/faq' },
    ],
  },
];
