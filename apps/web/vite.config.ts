import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { ROUTES } from './src/app/routes';
import { SHELL_PAGES } from './src/app/shellPages';
import { antdImports } from './src/build/antdImports';
import { antdInternals } from './src/build/antdInternals';
import { pageFiles, routePreload } from './src/build/routePreload';
import { compileHints } from './src/build/compileHints';
import { precompress } from './src/build/precompress';
import { shellHtml } from './src/build/shellHtml';
import { firstRouteChunks } from './src/build/firstRouteChunks';
import { contractView } from './src/build/contractView';
import { PREACT_ALIAS } from './src/build/preactAlias';

const backend = 'http://127.0.0.1:8080';

/** The app's dark theme (global.css): the installed app's splash and title bar. */
const THEME = '#0f1218';

/**
 * The installable app. A generated service worker precaches the built shell; navigations fall back
 * to index.html so the app opens without a network (and says so); the API, uploads and socket.io are never
 * cached nor answered by the fallback. A new build is announced, not forced (`registerType: 'prompt'`).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/h5/',
    name: 'Meridian',
    short_name: 'Meridian',
    description: 'Meridian: markets, trading and earning in your pocket.',
    lang: 'en',
    start_url: '/h5/',
    scope: '/h5/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: THEME,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // the bundle's largest chunks (charts, i18n) are over workbox's 2 MiB default
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    navigateFallback: '/h5/index.html',
    navigateFallbackDenylist: [/^\/api/, /^\/socket\.io/, /^\/upload/, /^\/console/],
    cleanupOutdatedCaches: true,
    // no runtime caching: API and socket traffic always goes to the network
    runtimeCaching: [],
    // Web Push: the push and notificationclick handlers (public/push-sw.js, next to sw.js)
    importScripts: ['push-sw.js'],
  },
});

const LANGUAGE_FILE =
  /[\\/](?:i18n[\\/]locales(?:[\\/][\w-]+)?|contract[\\/]src[\\/]messages(?:[\\/][\w-]+)?)[\\/](en|pt|th|jp|kor|fra|spa|tr|zh)\.(?:json|ts)$/;

/** The areas of locales/<area>/ the first screens need (src/i18n/catalogue.ts, FIRST_SCREEN_AREAS). */
const FIRST_SCREEN_AREA = /[\\/]i18n[\\/]locales[\\/](?:content|coupons|entries|support)[\\/]/;
const AREA_FILE =
  /[\\/](?:i18n[\\/]locales[\\/][\w-]+[\\/][\w-]+\.json|contract[\\/]src[\\/]messages[\\/][\w-]+[\\/]\w+\.ts)$/;

/**
 * `i18n-<lang>` for a module of one language's first-screen strings, `i18n-<lang>-more` for its other areas' (and
 * the contract's messages kept apart for them: messages/<area>/, e.g. security, futures, spot).
 */
function languageOf(id: string): string | null {
  const m = LANGUAGE_FILE.exec(id);
  if (!m) return null;
  return AREA_FILE.test(id) && !FIRST_SCREEN_AREA.test(id) ? `i18n-${m[1]}-more` : `i18n-${m[1]}`;
}

/** The tab pages' source files (app/pages.ts), whose code is cut in one chunk each (build/firstRouteChunks.ts). */
const pageSources = pageFiles(
  readFileSync(fileURLToPath(new URL('./src/app/pages.ts', import.meta.url)), 'utf8'),
);
const firstRoute = firstRouteChunks(
  Object.fromEntries(
    ROUTES.filter((r) => r.tab !== undefined).map((r) => [
      r.page,
      fileURLToPath(new URL(`./src/app/${pageSources.get(r.page)}`, import.meta.url)),
    ]),
  ),
  // the money type: the contract's index re-exports it, but only pages that compute amounts use it; the wallet's
  // contract: start-up fetches the fiat rates through it, and grouped with the assets tab it brought that tab's
  // whole shared chunk (its sheets, react-spring) to every page's first seconds
  (id) =>
    /[\\/]node_modules[\\/]decimal\.js[\\/]|[\\/]contract[\\/]src[\\/](decimal\.ts|wallet[\\/]currency\.ts)$/.test(
      id,
    ),
);

const TAB_ROUTES = ROUTES.filter((r) => r.tab !== undefined).map((r) => ({
  ...r,
  ...(r.tab !== undefined && SHELL_PAGES[r.tab] ? { shell: SHELL_PAGES[r.tab] } : {}),
}));
const PAGES_SOURCE = readFileSync(fileURLToPath(new URL('./src/app/pages.ts', import.meta.url)), 'utf8');

/** The server serves the build at /h5/, the API at /api and socket.io at /socket.io, all on one port. */
export default defineConfig({
  base: '/h5/',
  // the app runs on Preact (src/build/preactAlias.ts); the shell above is rendered by React at build time
  resolve: {
    alias: [
      ...PREACT_ALIAS,
      {
        find: /^resize-observer-polyfill$/,
        replacement: fileURLToPath(new URL('./src/build/nativeResizeObserver.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    // Preact has no React Fast Refresh: an edit reloads the page instead of silently keeping the old component
    react({ refreshExclude: /./ }),
    antdImports(),
    antdInternals(),
    // contract modules as schema-free views, their schemas loaded on first use (build/contractView.ts)
    contractView(fileURLToPath(new URL('../../packages/contract/src', import.meta.url))),
    firstRoute.plugin,
    // A tab page's chunks and the stored language's catalogue, preloaded beside the entry
    routePreload({ routes: TAB_ROUTES, pagesSource: PAGES_SOURCE, fallbackLanguage: 'en' }),
    // the same routes' code compiled while it streams in, off the main thread (build/compileHints.ts)
    compileHints({ routes: TAB_ROUTES, pagesSource: PAGES_SOURCE }),
    // the tab bar, the markets header and the trade frame painted from the HTML, before the scripts (in English:
    // route-preload's script hides them otherwise)
    shellHtml('/src/build/shellMarkup.tsx'),
    pwa,
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      preserveEntrySignatures: 'allow-extension',
      // A feature's index.ts only re-exports: what an importer does not use of it stays out of its chunk.
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/features\/[^/]+\/index\.ts$/.test(id) },
      output: {
        codeSplitting: {
          // each module goes where its group names it (build/firstRouteChunks.ts), not where an importer's group is
          includeDependenciesRecursively: false,
          groups: [
            // Per language, a chunk of its first-screen strings (its catalogue, the first screens'
            // areas, the contract's server messages) and one of its other areas' (src/i18n/catalogue.ts)
            { name: (id) => languageOf(id), test: (id) => languageOf(id) !== null, priority: 20 },
            ...firstRoute.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/upload': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
});
