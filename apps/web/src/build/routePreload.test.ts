import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { injectScript, startScripts, pageFiles, planFromBundle, preloadScript } from './routePreload';
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

  it("plans a tab's shell page and for whom", () => {
    const plan = planFromBundle(
      [
        chunk('assets/index-a.js', { entry: true }),
        chunk('assets/T-b.js', { facade: '/w/src/T.tsx' }),
        chunk('assets/i18n-en-f.js', { name: 'i18n-en' }),
      ],
      [
        { path: '/t', page: 'trade', public: true, tab: 2, shell: 'visitor' },
        { path: '/u', page: 'trade', public: true, tab: 2 },
      ],
      new Map([['trade', '../T']]),
      { base: '/h5/', fallbackLanguage: 'en' },
    );
    expect(plan.routes['/t']).toEqual({ files: ['assets/T-b.js'], public: true, tab: 2, shell: 'visitor' });
    expect(plan.routes['/u']).not.toHaveProperty('shell');
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
        '/': { files: ['assets/Home.js', 'assets/dep.js'], public: true, tab: 0, shell: 'served-visitor' },
        '/pages/fund/assets': { files: ['assets/Assets.js'], public: false, tab: 3 },
        '/m': { files: ['assets/M.js'], public: true, tab: 1, shell: 'anyone' },
        '/t': { files: ['assets/T.js'], public: true, tab: 2, shell: 'visitor' },
      },
      languages: { en: 'assets/i18n-en.js', fra: 'assets/i18n-fra.js' },
      fallbackLanguage: 'en',
      entry: { src: 'assets/index.js', preload: ['assets/runtime.js'] },
    };
    /** The attributes the script sets on <html> for the HTML shell, by the last run. */
    let shell: Record<string, string> = {};
    /** What the script added to the head, in order, once its frame and timers have run. */
    function run(
      hash: string,
      storage: Record<string, string>,
      served: Record<string, string> = {},
    ): string[] {
      const added: { rel: string; href: string; src: string; type: string; crossOrigin: string | null }[] =
        [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      shell = {};
      const document = {
        createElement: () => ({ rel: '', href: '', src: '', type: '', crossOrigin: null }),
        head: { appendChild: (l: (typeof added)[number]) => added.push(l) },
        documentElement: {
          setAttribute: (name: string, value: string) => (shell[name] = value),
          hasAttribute: (name: string) => name in served,
        },
      };
      const localStorage = { getItem: (k: string) => storage[k] ?? null };
      vm.runInNewContext(preloadScript(plan), {
        document,
        localStorage,
        location: { hash },
        requestAnimationFrame: (f: () => void) => frames.push(f),
        setTimeout: (f: () => void) => timers.push(f),
      });
      // nothing is fetched before the frame that paints the shell
      expect(added).toEqual([]);
      for (const f of frames.splice(0)) f();
      expect(added).toEqual([]);
      while (timers.length > 0) timers.shift()!();
      const links = added.filter((l) => l.rel === 'modulepreload');
      expect(links.every((l) => l.crossOrigin === '')).toBe(true);
      // the entry's module script right after its own preloads and the catalogue, the page's files after it
      const scripts = added.filter((l) => l.type === 'module');
      expect(scripts).toEqual([
        expect.objectContaining({ type: 'module', src: '/h5/assets/index.js', crossOrigin: '' }),
      ]);
      expect(added.indexOf(scripts[0]!)).toBe(2);
      expect(links).toHaveLength(added.length - 1);
      return links.map((l) => l.href).filter((h) => h !== '/h5/assets/runtime.js');
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

    it('starts once, after the frame that paints or on the fallback timer in a page without frames', () => {
      for (const frames of [true, false]) {
        const added: string[] = [];
        const timers: (() => void)[] = [];
        const queued: (() => void)[] = [];
        vm.runInNewContext(preloadScript(plan), {
          document: {
            createElement: () => ({}),
            head: { appendChild: (l: { href?: string; src?: string }) => added.push(l.src || l.href || '') },
            documentElement: { setAttribute: () => undefined, hasAttribute: () => false },
          },
          localStorage: { getItem: () => null },
          location: { hash: '#/' },
          setTimeout: (f: () => void) => timers.push(f),
          ...(frames ? { requestAnimationFrame: (f: () => void) => queued.push(f) } : {}),
        });
        for (const f of queued.splice(0)) f();
        while (timers.length > 0) timers.shift()!();
        expect(
          added.filter((a) => a === '/h5/assets/index.js'),
          `frames: ${frames}`,
        ).toHaveLength(1);
        expect(added[0]).toBe('/h5/assets/runtime.js');
      }
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

    it("shows a tab's page in the build's language, for whom the app draws the same first", () => {
      run('#/m', {});
      expect(shell).toMatchObject({ 'data-shell-tab': '1', 'data-shell-page': '1' });
      run('#/m?tab=stocks', { token: 't' });
      expect(shell['data-shell-page']).toBe('1');
      run('#/m', { lang: 'fra' });
      expect(shell).not.toHaveProperty('data-shell-page');
      run('#/t', { lang: 'en' });
      expect(shell).toMatchObject({ 'data-shell-tab': '2', 'data-shell-page': '2' });
      // a user's ticket, a pair from the link, another language: the app draws something else first
      for (const [hash, storage] of [
        ['#/t', { token: 't' }],
        ['#/t?symbol=ETH_USDT', {}],
        ['#/t', { lang: 'fra' }],
      ] as const) {
        run(hash, storage);
        expect(shell, hash).not.toHaveProperty('data-shell-page');
      }
    });

    it("shows home's page to a visitor only when the server filled it in, its demo notice as last left", () => {
      const served = { 'data-first-banner': 'text' };
      run('#/', {}, served);
      expect(shell).toEqual({ 'data-shell-tab': '0', 'data-shell-page': '0' });
      // a copy of index.html from elsewhere (the service worker's) has empty slots
      run('#/', {});
      expect(shell).toEqual({ 'data-shell-tab': '0' });
      run('#/', { token: 't' }, served);
      expect(shell).not.toHaveProperty('data-shell-page');
      run('#/', { lang: 'fra' }, served);
      expect(shell).not.toHaveProperty('data-shell-page');
      run('#/', { demoBannerDismissed: 'true' }, served);
      expect(shell).toEqual({
        'data-shell-tab': '0',
        'data-shell-page': '0',
        'data-demo-banner': 'dismissed',
      });
    });
  });

  it("takes the entry's module script and preloads out of index.html, leaving the stylesheet", () => {
    const html =
      '<head>\n    <title>M</title>\n    <script type="module" crossorigin src="/h5/assets/index-A.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/h5/assets/runtime-B.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/h5/assets/index-C.css">\n</head>';
    const out = startScripts(html, '/h5/');
    expect(out.entry).toEqual({ src: 'assets/index-A.js', preload: ['assets/runtime-B.js'] });
    expect(out.html).toBe(
      '<head>\n    <title>M</title>\n    <link rel="stylesheet" crossorigin href="/h5/assets/index-C.css">\n</head>',
    );
    expect(() => startScripts('<head></head>', '/h5/')).toThrow();
  });
});
