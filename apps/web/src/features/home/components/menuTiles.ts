import type { MenuIcon } from './menu';

/** Each entry's tile tint (the tile shows at once; a glyph below the first screen may come a moment later). */
export const MENU_HUES: Record<MenuIcon, string> = {
  deposit: '#28ba98',
  withdraw: '#f0b14a',
  transfer: '#5b8def',
  conversion: '#a07cf0',
  futures: '#d4ba83',
  seconds: '#f04a5a',
  spot: '#28ba98',
  stocks: '#5b8def',
  leverage: '#f07a4a',
  copy: '#d4ba83',
  ieo: '#f0b14a',
  mining: '#d4ba83',
  invest: '#28ba98',
  dual: '#5b8def',
  defi: '#a07cf0',
  cloud: '#4ac7f0',
  nft: '#f07ab8',
  otc: '#f0b14a',
  loans: '#4ac7f0',
  invite: '#d4ba83',
  service: '#28ba98',
  game: '#f07ab8',
  coupon: '#f04a5a',
  bill: '#5b8def',
  download: '#a07cf0',
  notice: '#f0b14a',
  faq: '#4ac7f0',
};

/** The trade section's icons: the section always shown first, on the first screen. */
export const FIRST_SCREEN_ICONS = [
  'deposit',
  'withdraw',
  'transfer',
  'conversion',
  'futures',
  'seconds',
  'spot',
  'stocks',
  'leverage',
  'copy',
] as const satisfies readonly MenuIcon[];
export type FirstScreenIcon = (typeof FIRST_SCREEN_ICONS)[number];

/**
 * The glyphs drawn with the menu: the first screen's, and those home's first route brings anyway for other
 * screens (the bell, the assets tab, the markets' star); the other glyphs are a chunk of their own.
 */
export type EagerIcon = FirstScreenIcon | 'ieo' | 'loans' | 'bill' | 'notice' | 'faq';
