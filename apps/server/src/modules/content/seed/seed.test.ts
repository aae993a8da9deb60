import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '@meridian/contract';
import { sanitizeArticleHtml } from '../sanitize';
import { figures, formatNumber, NUMBER_STYLES } from './figures';
import { SEED_ARTICLES } from './index';
import { ARTICLES as en } from './en';

const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'table',
  'tr',
  'th',
  'td',
  'br',
]);
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase());
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('starting content', () => {
  it('has every app language', () => {
    expect(Object.keys(SEED_ARTICLES).sort()).toEqual([...LANG_CODES].sort());
  });

  it('has the twenty articles in English, each rules article 120–400 words', () => {
    expect(en.map((a) => a.key)).toHaveLength(20);
    for (const a of en.filter((x) => x.category !== 5 && x.category !== 32)) {
      expect(words(a.html), a.key).toBeGreaterThanOrEqual(120);
      expect(words(a.html), a.key).toBeLessThanOrEqual(400);
    }
  });

  for (const lang of LANG_CODES) {
    describe(lang, () => {
      const list = SEED_ARTICLES[lang] ?? [];

      it('has exactly the English keys with the same category, sorts and link', () => {
        const shape = (xs: readonly (typeof en)[number][]) =>
          xs.map((a) => ({ key: a.key, category: a.category, sorts: a.sorts, link: a.link }));
        expect(shape(list)).toEqual(shape(en));
      });

      it('has a non-empty title, summary and body, with only the allowed tags', () => {
        for (const a of list) {
          expect(a.title.trim(), a.key).not.toBe('');
          expect(a.summary.trim(), a.key).not.toBe('');
          expect(a.html.trim(), a.key).not.toBe('');
          expect(
            tagsOf(a.html).filter((t) => !ALLOWED.has(t)),
            a.key,
          ).toEqual([]);
          expect(`${a.title}${a.summary}${a.html}`, a.key).not.toMatch(/\$\{|undefined|NaN|\[object/);
        }
      });

      it('keeps every link through the sanitiser, app links as hash routes', () => {
        for (const a of list) {
          const kept = hrefsOf(sanitizeArticleHtml(a.html));
          expect(kept, a.key).toEqual(hrefsOf(a.html));
          for (const h of kept) expect(h, a.key).toMatch(/^(#\/pages\/|mailto:)/);
        }
      });

      if (lang !== 'en')
        it('is translated: no title or body equals the English one', () => {
          for (const a of list) {
            const e = en.find((x) => x.key === a.key)!;
            expect(a.title, a.key).not.toBe(e.title);
            expect(a.html, a.key).not.toBe(e.html);
          }
        });
    });
  }
});

describe('figures quoted by the articles', () => {
  const f = figures(NUMBER_STYLES.dot);

  it('takes the early-redemption example of spec §9: 0.4 % × 3 days × 1000 = 12, 988 back', () => {
    expect([f.lockExRate, f.lockExDays, f.lockExAmount, f.lockPenalty, f.lockRefund]).toEqual([
      '0.4',
      '3',
      '1,000',
      '12',
      '988',
    ]);
    expect([f.lockDivLow, f.lockDivHigh]).toEqual(['30', '40']);
  });

  it('works the futures example from the constants: 1,000 at 10× → margin 100, fee 0.5, liquidated after 80', () => {
    expect([f.exMargin, f.exFee, f.exOvernight, f.exLiqLoss, f.exLiqMovePct]).toEqual([
      '100',
      '0.5',
      '0.2',
      '80',
      '8',
    ]);
  });

  it('works the options and dual examples: 100 at 85 % → 185; 0.1 BTC, 36.5 %, 10 days → 0.101 BTC or 5,050 USDT', () => {
    expect(f.optWinPayout).toBe('185');
    expect([f.investBelow, f.investAbove]).toEqual(['0.101', '5,050']);
    expect(f.copyExCopied).toBe('4');
  });

  it('formats numbers with each style', () => {
    expect(formatNumber('1000000', NUMBER_STYLES.dot)).toBe('1,000,000');
    expect(formatNumber('1000000.5', NUMBER_STYLES.comma)).toBe('1.000.000,5');
    expect(formatNumber('0.15', NUMBER_STYLES.french)).toBe('0,15');
    expect(formatNumber('50000', NUMBER_STYLES.french)).toBe('50\u00a0000');
    expect(formatNumber('100', NUMBER_STYLES.dot)).toBe('100');
  });
});
