import { describe, expect, it } from 'vitest';
import { KEFU_PATH, pairPath } from '../lib/paths';
import { ROUTES, TAB_PATHS } from './routes';

describe('route table', () => {
  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('covers every spec §2 area and the extra pages', () => {
    const areas = [
      'common',
      'setting',
      'fund',
      'market',
      'transaction',
      'copytrade',
      'follow',
      'ieo',
      'lockming',
      'invest',
      'financial',
      'otc',
      'nft',
      'kefu',
      'game',
    ];
    for (const a of areas) expect(ROUTES.some((r) => r.path.startsWith(`/pages/${a}/`))).toBe(true);
    for (const p of [
      '/pages/common/forget',
      '/pages/setting/sessions',
      '/pages/setting/real_mark',
      '/pages/nft/artistDetail',
      '/pages/nft/verify',
      '/choose-location',
    ])
      expect(ROUTES.some((r) => r.path === p)).toBe(true);
  });
  it('registers the four tab pages', () => {
    for (const [i, p] of Object.entries(TAB_PATHS))
      expect(ROUTES.find((r) => r.path === p)?.tab).toBe(Number(i));
  });
  it('builds pair links with an encoded symbol', () => {
    expect(pairPath('BTC/USDT')).toBe('/pages/market/pair?symbol=BTC%2FUSDT');
    expect(ROUTES.find((r) => r.path === '/pages/market/pair')?.page).toBe('pair');
  });
  it('keeps the visitor-allowed set to the spec list', () => {
    const open = ROUTES.filter((r) => r.public).map((r) => r.path.split('/').pop());
    expect(new Set(open)).toEqual(
      new Set([
        '',
        'index',
        'market',
        'login',
        'register',
        'forget',
        'area',
        'article',
        'aboutus',
        'contactus',
        'faq',
        'search',
        'pair',
        // the demo-mode explanation the home banner links to: visitors read it before signing up
        'demo',
        // a blind-box series' draw verification: anyone may check a draw, signed in or not
        'verify',
        // Published content, installing the app, stock quotes, the game (points only) and the company's
        // location are readable before signing up
        'announcements',
        'operational_compliance',
        'webView',
        'download',
        'stocks',
        'game',
        'open-location',
      ]),
    );
  });
  it('builds the support chat and the contact page: public, not placeholders', () => {
    for (const p of ['/pages/kefu/index', '/pages/common/contactus']) {
      const r = ROUTES.find((x) => x.path === p);
      expect(r?.page, p).not.toBe('wip');
      expect(r?.public, p).toBe(true);
    }
    expect(KEFU_PATH).toBe('/pages/kefu/index');
  });
  it('builds every NFT screen of spec §2 and the verify page: none is a placeholder', () => {
    const nft = ROUTES.filter((r) => r.path.startsWith('/pages/nft/'));
    expect(nft.map((r) => r.path.replace('/pages/nft/', '')).sort()).toEqual(
      [
        'artistDetail',
        'artworkDetail',
        'artworkDetail_video',
        'components/artist',
        'components/artwork',
        'components/collection',
        'components/search',
        'mine',
        'myNft',
        'nft',
        'purchase',
        'purchase_one',
        'resell',
        'verify',
      ].sort(),
    );
    for (const r of nft) expect(r.page, r.path).not.toBe('wip');
  });
  it('builds the OTC desk, an order and my orders: none is a placeholder', () => {
    const otc = ROUTES.filter((r) => r.path.startsWith('/pages/otc/'));
    expect(otc.map((r) => [r.path, r.page])).toEqual([
      ['/pages/otc/otc', 'otc'],
      ['/pages/otc/order', 'otcOrder'],
      ['/pages/otc/orders', 'otcOrders'],
    ]);
    for (const r of otc) expect(r.public, r.path).toBeFalsy();
  });
  it('builds the borrowing screen and a loan: none is a placeholder, both need a login', () => {
    for (const [path, page] of [
      ['/pages/common/borrowing', 'borrowing'],
      ['/pages/common/loan', 'loan'],
    ]) {
      const r = ROUTES.find((x) => x.path === path);
      expect(r?.page, path).toBe(page);
      expect(r?.public, path).toBeFalsy();
    }
  });
});
