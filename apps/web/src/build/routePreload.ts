import type { Plugin } from 'vite';
import type { ShellFor } from '../app/shellPages';

/**
 * The first route's chunks fetched beside the first script instead of after it. Without this,
 * a cold visit fetches index.html, then the entry (and its static imports), then — once the entry runs — the
 * language's catalogue (`i18n-<lang>`), then — once the router renders — the page's chunk and its imports: three
 * round trips in a row before the page can draw. The web build emits a small classic script,
 * `assets/route-preload-<hash>.js`, loaded `async` from index.html's head (the CSP allows no inline script):
 * it reads the hash route and the stored language and adds `<link rel="modulepreload">` for that page's chunks
 * and that language's catalogue. The app loads them as before (same URLs): the browser finds them fetched or
 * in flight. Only the routes given are known (the tab pages: the script stays small); another route, or a page
 * behind the login without a stored session, preloads only the catalogue.
 */

export interface PreloadRoute {
  path: string;
  page: string;
  /** false or absent: behind the login */
  public?: boolean;
  /** the tab bar's index of a tab page */
  tab?: number;
  /** index.html paints this tab's page (app/shellPages.ts): for anyone, a visitor on the plain path, or such a
   * visitor when the server filled the page in */
  shell?: ShellFor;
}

/** Page key → the page's source file relative to src/app/ (`../pages/index/Home`), read from pages.ts. */
export function pageFiles(pagesSource: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of pagesSource.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm))
    out.set(m[1]!, m[2]!);
  return out;
}

/** What the emitted script knows: route path → files to preload; language → its catalogue's file. */
export interface PreloadPlan {
  base: string;
  routes: Record<string, { files: string[]; public: boolean; tab?: number; shell?: ShellFor }>;
  languages: Record<string, string>;
  fallbackLanguage: string;
  /** The app's entry module and the files index.html preloaded for it, started by the script (see startScripts). */
  entry?: { src: string; preload: string[] };
}

/**
 * The emitted script (ES5, no dependency): reads `location.hash` and localStorage, marks the HTML shell, and once
 * the shell has painted adds modulepreload links and the entry's module script. Waiting for that paint keeps the
 * first one free of script fetches: a phone on a slow network sees the shell (the tab bar, a tab's header) as soon
 * as the HTML and its CSS are in, and the app's code starts a frame later.
 */
export function preloadScript(plan: PreloadPlan): string {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var added = {};
  function preload(file) {
    if (added[file]) return;
    added[file] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = plan.base + file;
    document.head.appendChild(link);
  }
  var stored = null;
  var token = null;
  var dismissed = null;
  try {
    stored = localStorage.getItem('lang');
    token = localStorage.getItem('token');
    dismissed = localStorage.getItem('demoBannerDismissed');
  } catch (e) {}
  var path = (location.hash.replace(/^#/, '').split('?')[0] || '/').replace(/(.)\\/$/, '$1');
  var route = plan.routes[path];
  var shown = route && (route.public || token);
  // index.html's shell (app/AppShell.tsx): this route's tab marked, the labels only in their language (English)
  var root = document.documentElement;
  var english = (stored || plan.fallbackLanguage) === plan.fallbackLanguage;
  root.setAttribute('data-shell-tab', shown && route.tab !== undefined ? String(route.tab) : 'none');
  if (!english) root.setAttribute('data-shell-labels', 'none');
  // the tab's page, where the app will draw the same first
  var plain = location.hash.indexOf('?') < 0;
  var served = root.hasAttribute('data-first-banner');
  var visitor = !token && plain;
  if (
    shown &&
    english &&
    route.shell &&
    (route.shell === 'anyone' || (visitor && (route.shell === 'visitor' || served)))
  )
    root.setAttribute('data-shell-page', String(route.tab));
  // home's demo notice stays closed once closed (state/demoBanner.ts)
  if (dismissed === 'true') root.setAttribute('data-demo-banner', 'dismissed');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = plan.entry;
    if (entry) for (var j = 0; j < entry.preload.length; j++) preload(entry.preload[j]);
    preload(plan.languages[stored] || plan.languages[plan.fallbackLanguage]);
    if (entry) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = plan.base + entry.src;
      document.head.appendChild(script);
    }
    // the page's files in the next task: each link costs the main thread a little, and they are needed only once the
    // entry has run
    setTimeout(function () {
      if (shown) for (var i = 0; i < route.files.length; i++) preload(route.files[i]);
    }, 0);
  }
  // after the frame that paints the shell; a page opened in the background gets no frames, hence the timer
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  setTimeout(start, 250);
})();
`;
}

/**
 * index.html without its entry module script and the modulepreload links Vite wrote for it (they become the plan's
 * `entry`, started by the script after the first paint); the stylesheets stay, the shell needs them.
 */
export function startScripts(
  html: string,
  base: string,
): { html: string; entry: { src: string; preload: string[] } } {
  const file = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url);
  const scripts = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (scripts.length !== 1)
    throw new Error('routePreload: index.html should hold exactly one entry module script');
  const preload: string[] = [];
  const out = html
    .replace(scripts[0]![0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      preload.push(file(href));
      return '';
    });
  return { html: out, entry: { src: file(scripts[0]![1]!), preload } };
}

/** What the plugins read of a bundle's chunk. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  moduleIds?: string[];
  imports: string[];
  isEntry: boolean;
}

/** `start`'s files and every file they import statically, transitively (dynamic imports not followed). */
export function staticImportClosure(chunks: readonly ChunkLike[], start: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const f = queue.shift()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...(byFile.get(f)?.imports ?? []));
  }
  return seen;
}

/** The plan from the build's chunks: a page's chunk and its static imports, minus the entry's (index.html has them). */
export function planFromBundle(
  chunks: ChunkLike[],
  routes: readonly PreloadRoute[],
  pages: Map<string, string>,
  options: { base: string; fallbackLanguage: string },
): PreloadPlan {
  const closure = (start: string[]) => staticImportClosure(chunks, start);
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const normalise = (p: string) => p.replace(/\\/g, '/').replace(/\.tsx?$/, '');
  // a page is its chunk's facade, or one module of a grouped chunk (build/firstRouteChunks.ts)
  const pageChunk = (source: string) => {
    const tail = source.replace(/^(\.\.\/)+/, '/');
    const isPage = (id: string | null) => id !== null && normalise(id).endsWith(tail);
    return (
      chunks.find((c) => isPage(c.facadeModuleId)) ??
      chunks.find((c) => (c.moduleIds ?? []).some((id) => isPage(id)))
    );
  };
  const plan: PreloadPlan = { ...options, routes: {}, languages: {} };
  for (const route of routes) {
    const source = pages.get(route.page);
    const chunk = source ? pageChunk(source) : undefined;
    if (!chunk) continue;
    const files = [...closure([chunk.fileName])].filter((f) => !entry.has(f));
    plan.routes[route.path] = {
      files,
      public: route.public === true,
      ...(route.tab !== undefined ? { tab: route.tab } : {}),
      ...(route.shell ? { shell: route.shell } : {}),
    };
  }
  for (const c of chunks) {
    const lang = /^i18n-(\w+)$/.exec(c.name)?.[1];
    if (lang) plan.languages[lang] = c.fileName;
  }
  return plan;
}

export function routePreload(options: {
  routes: readonly PreloadRoute[];
  pagesSource: string;
  fallbackLanguage: string;
}): Plugin {
  let base = '/';
  return {
    name: 'meridian:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // after Vite's own passes (CSS-only chunks are dropped by then, index.html is written): the bundle is final
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('routePreload: no index.html in the bundle');
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
        const started = startScripts(String(html.source), base);
        const plan = {
          ...planFromBundle(chunks, options.routes, pageFiles(options.pagesSource), {
            base,
            fallbackLanguage: options.fallbackLanguage,
          }),
          entry: started.entry,
        };
        if (Object.keys(plan.routes).length === 0 || !plan.languages[options.fallbackLanguage])
          throw new Error('routePreload: no page chunk or no fallback catalogue found in the bundle');
        const source = preloadScript(plan);
        const fileName = `assets/route-preload-${hashOf(source)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        html.source = injectScript(started.html, `${base}${fileName}`);
      },
    },
  };
}

/** index.html with `<script async src>` first in its head (before the entry, so it starts first). */
export function injectScript(html: string, src: string): string {
  if (!html.includes('<head>')) throw new Error('routePreload: index.html has no <head>');
  return html.replace('<head>', `<head>\n    <script async src="${src}"></script>`);
}

/** 8 characters of a stable hash of the script (FNV-1a), as the other build files are named. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(8, '0').slice(-8);
}
