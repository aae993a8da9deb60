import { describe, expect, it } from 'vitest';
import { itemTarget, linkTarget } from './links';

describe('article and banner links', () => {
  it('keeps hash routes and app paths inside the app', () => {
    expect(linkTarget('#/pages/otc/otc')).toEqual({ kind: 'app', path: '/pages/otc/otc' });
    expect(linkTarget('/pages/common/article?id=12')).toEqual({
      kind: 'app',
      path: '/pages/common/article?id=12',
    });
    expect(linkTarget('  #/pages/setting/share ')).toEqual({ kind: 'app', path: '/pages/setting/share' });
  });
  it('opens web and mail addresses outside', () => {
    expect(linkTarget('https://example.com/fees')).toEqual({
      kind: 'external',
      href: 'https://example.com/fees',
    });
    expect(linkTarget('mailto:help@example.com')).toEqual({
      kind: 'external',
      href: 'mailto:help@example.com',
    });
  });
  it('goes nowhere for empty, anchors and other schemes', () => {
    expect(linkTarget('')).toEqual({ kind: 'none' });
    expect(linkTarget(null)).toEqual({ kind: 'none' });
    expect(linkTarget('#top')).toEqual({ kind: 'none' });
    expect(linkTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(linkTarget('JaVaScRiPt:alert(1)')).toEqual({ kind: 'none' });
    expect(linkTarget('data:text/html,<script>')).toEqual({ kind: 'none' });
    expect(linkTarget('#/pages/x"onclick')).toEqual({ kind: 'none' });
  });
});

describe('banner and row targets', () => {
  it('follows the item link when usable, else opens its article', () => {
    expect(itemTarget({ id: 9, link: '/pages/copytrade/copy' })).toEqual({
      kind: 'app',
      path: '/pages/copytrade/copy',
    });
    expect(itemTarget({ id: 9, link: 'https://example.com' })).toEqual({
      kind: 'external',
      href: 'https://example.com',
    });
    expect(itemTarget({ id: 9, link: '' })).toEqual({ kind: 'app', path: '/pages/common/article?id=9' });
    expect(itemTarget({ id: 9, link: 'javascript:alert(1)' })).toEqual({
      kind: 'app',
      path: '/pages/common/article?id=9',
    });
  });
});
