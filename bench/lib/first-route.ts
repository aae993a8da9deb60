/**
 * The JavaScript a cold visit of one route loads, measured on the built files (KB gzip at level
 * 9, what a gzip-only client receives; brotli is smaller). The first-route set is index.html's module script
 * and modulepreloads, their static imports, the English catalogue's chunk when languages are split, then the route's page chunk (PAGE_LOADERS in
 * apps/web/src/app/pages.ts: a chunk named after the page's file) and its static imports, transitively.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface RouteJs {
  files: number;
  raw_kb: number;
  gzip_kb: number;
  brotli_kb: number;
}

/** The tab pages' file → their tab's key (the chunk `tab-<key>`). */
const TAB_OF_PAGE: Record<string, string> = {
  Home: 'home',
  Market: 'market',
  TradeIndex: 'trade',
  Assets: 'assets',
};

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.$-]+\.js)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/** The JS files a visit of `pageFile` loads (e.g. `Home` for apps/web/src/pages/index/Home.tsx). */
export function routeScripts(dist: string, pageFile: string | null): string[] {
  const assets = path.join(dist, 'assets');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([\w.$-]+\.js)"/g)].map((m) => m[1]!);
  // the language in use (English in these runs) is fetched before the first render (apps/web/src/i18n/catalogue.ts)
  roots.push(...fs.readdirSync(assets).filter((f) => /^i18n-en-[\w-]{8}\.js$/.test(f)));
  if (pageFile) {
    // a tab page is in its tab's chunk (apps/web/src/build/firstRouteChunks.ts), another page in its own
    const named = (name: string) =>
      fs.readdirSync(assets).filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
    const tab = TAB_OF_PAGE[pageFile];
    const page = tab && named(`tab-${tab}`).length === 1 ? named(`tab-${tab}`) : named(pageFile);
    if (page.length !== 1)
      throw new Error(`route chunk ${pageFile}: ${page.length} candidates (${page.join(', ')})`);
    roots.push(page[0]!);
  }
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(fs.readFileSync(path.join(assets, file), 'utf8')));
  }
  return [...seen];
}

export function routeJs(dist: string, pageFile: string | null): RouteJs & { list: string[] } {
  const list = routeScripts(dist, pageFile);
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of list) {
    const bytes = fs.readFileSync(path.join(dist, 'assets', file));
    raw += bytes.length;
    gz += zlib.gzipSync(bytes, { level: 9 }).length;
    // the build's own brotli sibling (quality 11, apps/web/src/build/precompress.ts) when it wrote one: same bytes,
    // and compressing the large chunks again at quality 11 takes seconds
    const sibling = path.join(dist, 'assets', `${file}.br`);
    br += fs.existsSync(sibling) ? fs.statSync(sibling).size : zlib.brotliCompressSync(bytes).length;
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  return { files: list.length, raw_kb: kb(raw), gzip_kb: kb(gz), brotli_kb: kb(br), list };
}
