import BTC from '@web3icons/core/svgs/tokens/background/BTC.svg.js';
import ETH from '@web3icons/core/svgs/tokens/background/ETH.svg.js';
import LTC from '@web3icons/core/svgs/tokens/background/LTC.svg.js';
import XRP from '@web3icons/core/svgs/tokens/background/XRP.svg.js';
import BNB from '@web3icons/core/svgs/tokens/background/BNB.svg.js';
import SOL from '@web3icons/core/svgs/tokens/background/SOL.svg.js';
import TRX from '@web3icons/core/svgs/tokens/background/TRX.svg.js';
import DOGE from '@web3icons/core/svgs/tokens/background/DOGE.svg.js';
import ADA from '@web3icons/core/svgs/tokens/background/ADA.svg.js';
import DOT from '@web3icons/core/svgs/tokens/background/DOT.svg.js';
import AVAX from '@web3icons/core/svgs/tokens/background/AVAX.svg.js';
import LINK from '@web3icons/core/svgs/tokens/background/LINK.svg.js';
import POL from '@web3icons/core/svgs/tokens/background/POL.svg.js';
import BCH from '@web3icons/core/svgs/tokens/background/BCH.svg.js';
import ETC from '@web3icons/core/svgs/tokens/background/ETC.svg.js';
import UNI from '@web3icons/core/svgs/tokens/background/UNI.svg.js';
import ATOM from '@web3icons/core/svgs/tokens/background/ATOM.svg.js';
import FIL from '@web3icons/core/svgs/tokens/background/FIL.svg.js';
import NEAR from '@web3icons/core/svgs/tokens/background/NEAR.svg.js';
import APT from '@web3icons/core/svgs/tokens/background/APT.svg.js';
import ARB from '@web3icons/core/svgs/tokens/background/ARB.svg.js';
import OP from '@web3icons/core/svgs/tokens/background/OP.svg.js';
import USDT from '@web3icons/core/svgs/tokens/background/USDT.svg.js';
import {
  siAlibabadotcom,
  siAmd,
  siApple,
  siCocacola,
  siGoogle,
  siMeta,
  siNetflix,
  siNvidia,
  siTesla,
} from 'simple-icons';

/**
 * Pictures for base assets, bundled at build time (nothing is fetched at run time): coin logos from
 * @web3icons/core (only the listed coins' SVGs are imported), company marks from simple-icons for stocks
 * whose mark it carries (drawn in the brand's colour on white), a neutral glyph for other stocks, and the
 * coloured letter for a coin without a logo.
 */

const COIN_SVGS: Readonly<Record<string, string>> = {
  BTC,
  ETH,
  LTC,
  XRP,
  BNB,
  SOL,
  TRX,
  DOGE,
  ADA,
  DOT,
  AVAX,
  LINK,
  POL,
  BCH,
  ETC,
  UNI,
  ATOM,
  FIL,
  NEAR,
  APT,
  ARB,
  OP,
  USDT,
  MATIC: POL,
};

interface Mark {
  path: string;
  hex: string;
}

const STOCK_MARKS: Readonly<Record<string, Mark>> = {
  AAPL: siApple,
  TSLA: siTesla,
  NVDA: siNvidia,
  GOOGL: siGoogle,
  GOOG: siGoogle,
  META: siMeta,
  NFLX: siNetflix,
  AMD: siAmd,
  BABA: siAlibabadotcom,
  KO: siCocacola,
};

export type CoinArt =
  | { kind: 'image'; src: string }
  | { kind: 'svg'; markup: string }
  | { kind: 'mark'; path: string; color: string }
  | { kind: 'glyph' }
  | { kind: 'letter'; text: string };

/**
 * A bundled logo's SVG text with its ids (clip paths, gradients) suffixed by `instance`, so two icons of one coin
 * on a page never point at each other's definitions. Drawn inline: an `<img>` of an SVG data URL makes the
 * browser build a separate document per logo, ≈ 15 ms each on a phone's main thread.
 */
export function logoMarkup(svg: string, instance: number): string {
  return svg.replace(/(id="|url\(#)(\w+__\w+)/g, `$1$2-${instance}`);
}

/**
 * What to draw for `name`: an operator-set logo first, then the bundled coin logo or company mark; a stock
 * without a mark gets the neutral glyph, an unknown coin its first letter.
 */
export function coinArt(name: string, opts: { logo?: string | undefined; stock?: boolean } = {}): CoinArt {
  if (opts.logo) return { kind: 'image', src: opts.logo };
  const symbol = name.trim().toUpperCase();
  if (opts.stock) {
    const mark = STOCK_MARKS[symbol];
    return mark ? { kind: 'mark', path: mark.path, color: `#${mark.hex}` } : { kind: 'glyph' };
  }
  const svg = COIN_SVGS[symbol];
  if (svg) return { kind: 'svg', markup: svg };
  return { kind: 'letter', text: symbol.slice(0, 1) || '?' };
}
