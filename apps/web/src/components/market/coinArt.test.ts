import { describe, expect, it } from 'vitest';
import { coinArt, logoMarkup } from './coinArt';

const LISTED_COINS =
  'BTC ETH LTC XRP BNB SOL TRX DOGE ADA DOT AVAX LINK POL BCH ETC UNI ATOM FIL NEAR APT ARB OP USDT';

describe('coin logos', () => {
  it('draws every listed coin from the bundled logos (an inline SVG, nothing fetched)', () => {
    for (const symbol of LISTED_COINS.split(' ')) {
      const art = coinArt(symbol);
      expect(art.kind, symbol).toBe('svg');
      if (art.kind === 'svg') expect(art.markup).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/);
    }
    const btc = coinArt('btc');
    expect(btc.kind === 'svg' && btc.markup).toContain('#F7931A');
    expect(coinArt('MATIC')).toEqual(coinArt('POL'));
  });

  it("prefers an operator's logo, and falls back to the first letter for an unknown coin", () => {
    expect(coinArt('BTC', { logo: '/uploads/2026-01/logo.png' })).toEqual({
      kind: 'image',
      src: '/uploads/2026-01/logo.png',
    });
    expect(coinArt('ZZTOP')).toEqual({ kind: 'letter', text: 'Z' });
    expect(coinArt('')).toEqual({ kind: 'letter', text: '?' });
  });

  it('gives stocks their company mark in the brand colour, or a neutral glyph — never a coin logo or letter', () => {
    const apple = coinArt('AAPL', { stock: true });
    expect(apple.kind).toBe('mark');
    if (apple.kind === 'mark') {
      expect(apple.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(apple.path.length).toBeGreaterThan(50);
    }
    for (const symbol of ['TSLA', 'NVDA', 'GOOGL', 'META', 'NFLX', 'AMD', 'BABA', 'KO'])
      expect(coinArt(symbol, { stock: true }).kind, symbol).toBe('mark');
    for (const symbol of ['MSFT', 'AMZN', 'JPM', 'ZZZZ'])
      expect(coinArt(symbol, { stock: true }), symbol).toEqual({ kind: 'glyph' });
  });

  it('gives each drawn logo its own ids, so two icons of one coin never share a clip path or gradient', () => {
    const sol = coinArt('SOL');
    if (sol.kind !== 'svg') throw new Error('SOL has a bundled logo');
    const one = logoMarkup(sol.markup, 1);
    const two = logoMarkup(sol.markup, 2);
    const ids = (markup: string) => [...markup.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(one).sort()).toEqual(['SOL__a-1', 'SOL__b-1']);
    expect(ids(one).some((id) => ids(two).includes(id))).toBe(false);
    // every reference points at an id of the same drawing
    for (const ref of one.matchAll(/url\(#([^)]+)\)/g)) expect(ids(one)).toContain(ref[1]);
  });
});
