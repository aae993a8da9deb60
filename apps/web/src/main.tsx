import 'antd-mobile/es/global';
import './app/svgNamespaceProp';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { startSocket } from './api/socket';
import { App } from './app/App';
import { isHomeHash, isTradeHash } from './app/routes';
import { runStartup } from './app/startup';
import { firstPageShown } from './app/firstPage';
import { holdShell, releaseShell } from './app/heldShell';
import { wireApp } from './app/wire';
import { prefetchOverlaySteps } from './components/overlays';
import { allStringsReady, initI18n } from './i18n';
import { whenIdle } from './lib/idle';
import { runInSlices } from './lib/inSlices';
import { onFirstInteraction } from './lib/onFirstInteraction';
import { captureInstallPrompt } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/register';
import { usePrefs } from './state/prefs';
import { useSession } from './state/session';
import { getStorage } from './state/storage';
import './styles/global.css';
import './styles/forms.css';
// index.html's shell paints the markets header and the trade tab's spot frame (app/AppShell.tsx): their rules
// belong in the first stylesheet (≈ 2.5 KB gzip more than the bar's), or the shell would wait for the page's
import './features/market/components/marketHeader.css';
import 'antd-mobile/es/components/input/input.css';
import 'antd-mobile/es/components/slider/slider.css';
import './styles/trade.css';
import './styles/book.css';
// and a visitor's home: its header, demo notice and card, and the carousel
import './features/home/pages/home.css';
import './features/demo/components/demo.css';
import './components/carousel/carousel.css';

// antd-mobile v5 renders Toast/Dialog imperatively; on React 19 it needs createRoot (its docs' v5-for-19 recipe).
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

document.documentElement.setAttribute('data-prefers-color-scheme', 'dark');
// The install offer fires early (kept for the Download page)
captureInstallPrompt();

const SHELL_HELD_AT_MOST_MS = 3000;

let languageReady!: () => void;
const ready = new Promise<void>((resolve) => (languageReady = resolve));
// the socket, the fiat rates and the service worker start once the first page has painted: requested before it,
// their code (and the rates' reply checks) competed with the first screen's on a phone's network (a page opened in
// the background draws no frames: the timer starts them anyway)
const painted = Promise.race([firstPageShown, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
void painted.then(registerServiceWorker);

wireApp();
void runStartup({
  storage: getStorage(),
  now: () => Date.now(),
  hydrate: () => {
    useSession.getState().hydrate();
    usePrefs.getState().hydrate();
    // home's first data goes out now, beside the language's and the page's code (pages/index/prefetch.ts), from a
    // task of its own: appending its files' preloads made a third of the entry's evaluation task
    const hash = window.location.hash;
    if (isHomeHash(hash))
      setTimeout(() => void import('./app/prefetch').then((m) => m.prefetchHome()).catch(() => undefined), 0);
    else if (isTradeHash(hash))
      setTimeout(
        () => void import('./app/prefetchTrade').then((m) => m.prefetchTrade(hash)).catch(() => undefined),
        0,
      );
  },
  initLanguage: () => initI18n(usePrefs.getState().lang).finally(languageReady),
  startSocket: () => void painted.then(() => startSocket(useSession.getState().token)),
  // the wallet's schemas (and zod) stay off the first route: the call's module is its own chunk
  fetchRates: () => painted.then(() => import('./app/fiatRates')).then((m) => m.fetchFiatRates()),
  saveFiats: (list) => usePrefs.getState().setFiats(list),
  log: (message, error) => console.error(`[startup] ${message}`, error),
}).finally(languageReady);

// the first render in a task of its own: the language's set-up and the start-up calls that follow it (socket, fiat
// rates) run in the task that finished loading the strings, and together with the render they made one long task
void ready
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => {
    const el = document.getElementById('root');
    if (!el) throw new Error('#root missing');
    // the shell leaves #root first and stays on screen until the page or its loading frame draws itself
    // (app/heldShell.ts); should neither come (a page that failed), the app shows anyway after a while
    holdShell(el);
    setTimeout(() => releaseShell('timeout'), SHELL_HELD_AT_MOST_MS);
    const root = createRoot(el);
    // a transition would let React yield while it builds the first screen; Preact renders it at once, so the pages
    // draw their long parts a frame at a time themselves (lib/useStagedCount.ts)
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    // the overlays' code (components/overlays.ts) and the other areas' strings (i18n/catalogue.ts) are off the first
    // route: fetched on the first touch or key, or a while after the page has loaded (not before: they would compete
    // with the first screen's requests); a page that needs them fetches them itself before that
    // each in an idle period of its own: together they made one task of ≈ 140 ms at 4× CPU (the preloads' links)
    onFirstInteraction(() =>
      runInSlices(
        [
          ...prefetchOverlaySteps,
          () =>
            void allStringsReady().catch((e: unknown) => console.warn("[i18n] the other areas' strings", e)),
        ],
        0,
        (next) => whenIdle(next),
      ),
    );
  });

// field measurements of page speed (Core Web Vitals, the console's vitals page): off the first route, after load
// (which has often passed by now: index.html's shell loads before this module is even requested)
// in idle time, not in the load's busy seconds: its observers' set-up made a task of ≈ 100 ms at 4× CPU
const startVitals = () =>
  whenIdle(() => void import('./app/fieldVitals').then((m) => m.startFieldVitals()), 3000);
if (document.readyState === 'complete') startVitals();
else window.addEventListener('load', startVitals, { once: true });
