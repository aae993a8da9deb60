import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { injectScript, pageFiles, planFromBundle, preloadScript } from './routePreload';
import type { PreloadPlan } from './routePreload';

const chunk = (
  fileName: string,
  o: { name?: string; facade?: string; imports?: string[]; entry?: boolean } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  name: o.name ?? fileName,
  facadeModuleId: o.facade ?? null,
  imports: o.imports ?? [],
  isEntry: o.entry ?? false,
});

describe('routePreload (web build)', () => {
  it('reads the page files of pages.ts', () => {
    const pages = pageFiles(`export const PAGE_LOADERS = {
  home: () => import('../pages/index/Home'),
  market: () => import('../pages/market/Market'),
};`);
    expect([...pages]).toEqual([
      ['home', '../pages/index/Home'],
      ['market', '../pages/market/Market'],
    ]);
  });

  it("plans a route's page chunk and its static imports, without the entry's, and each language's catalogue", () => {
    const plan = planFromBundle(
      [
        chunk('assets/index-a.js', { entry: true, imports: ['assets/react-b.js'] }),
        chunk('assets/react-b.js'),
        chunk('assets/Home-c.js', {
          facade: '/w/src/pages/index/Home.tsx',
          imports: ['assets/react-b.js', 'assets/x-d.js'],
        }),
        chunk('assets/x-d.js', { imports: ['assets/y-e.js'] }),
        chunk('assets/y-e.js'),
        chunk('assets/i18n-en-f.js', { name: 'i18n-en' }),
        chunk('assets/i18n-fra-g.js', { name: 'i18n-fra' }),
      ],
      [
        { path: '/', page: 'home', public: true },
        { path: '/gone', page: 'missing', public: true },
      ],
      new Map([['home', '../pages/index/Home']]),
      { base: '/h5/', fallbackLanguage: 'en' },
    );
    expect(plan.routes).toEqual({
      '/': { files: ['assets/Home-c.js', 'assets/x-d.js', 'assets/y-e.js'], public: true },
    });
    expect(plan.languages).toEqual({ en: 'assets/i18n-en-f.js', fra: 'assets/i18n-fra-g.js' });
  });

  it('puts the script first in the head of index.html', () => {
    expect(
      injectScript('<html><head><script type="module" src="/e.js"></script></head></html>', '/h5/p.js'),
    ).toBe(
      '<html><head>\n    <script async src="/h5/p.js"></script><script type="module" src="/e.js"></script></head></html>',
    );
    expect(() => injectScript('<html></html>', '/p.js')).toThrow();
  });

  describe('the emitted script', () => {
    const plan: PreloadPlan = {
      base: '/h5/',
      routes: {
        '/': { files: ['assets/Home.js', 'assets/dep.js'], public: true, tab: 0 },
        '/pages/fund/assets': { files: ['assets/Assets.js'], public: false, tab: 3 },
      },
      languages: { en: 'assets/i18n-en.js', fra: 'assets/i18n-fra.js' },
      fallbackLanguage: 'en',
    };
    /** The attributes the script sets on <html> for the HTML shell, by the last run. */
    let shell: Record<string, string> = {};
    function run(hash: string, storage: Record<string, string>): string[] {
      const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
      shell = {};
      const document = {
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
        documentElement: { setAttribute: (name: string, value: string) => (shell[name] = value) },
      };
      const localStorage = { getItem: (k: string) => storage[k] ?? null };
      vm.runInNewContext(preloadScript(plan), { document, localStorage, location: { hash } });
      expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
      return links.map((l) => l.href);
    }

    it("preloads the route's files and the stored language's catalogue", () => {
      expect(run('#/', { lang: 'fra' })).toEqual([
        '/h5/assets/i18n-fra.js',
        '/h5/assets/Home.js',
        '/h5/assets/dep.js',
      ]);
      expect(run('', {})).toEqual(['/h5/assets/i18n-en.js', '/h5/assets/Home.js', '/h5/assets/dep.js']);
    });

    it('preloads only the catalogue for an unknown route, or a private one without a session', () => {
      expect(run('#/pages/other?x=1', { lang: 'nope' })).toEqual(['/h5/assets/i18n-en.js']);
      expect(run('#/pages/fund/assets', {})).toEqual(['/h5/assets/i18n-en.js']);
      expect(run('#/pages/fund/assets?tab=1', { token: 't' })).toEqual([
        '/h5/assets/i18n-en.js',
        '/h5/assets/Assets.js',
      ]);
    });

    it("marks the route's tab for the HTML shell, hides it off the tab pages and its labels in other languages", () => {
      run('#/', {});
      expect(shell).toEqual({ 'data-shell-tab': '0' });
      run('#/pages/fund/assets', { token: 't', lang: 'fra' });
      expect(shell).toEqual({ 'data-shell-tab': '3', 'data-shell-labels': 'none' });
      run('#/pages/fund/assets', {});
      expect(shell['data-shell-tab']).toBe('none');
      run('#/pages/other', { lang: 'en' });
      expect(shell).toEqual({ 'data-shell-tab': 'none' });
    });
  });
});
