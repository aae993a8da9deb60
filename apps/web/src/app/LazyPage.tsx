import { TIMEOUTS_MS } from '@meridian/contract';
import { Component, Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../components/PageNav';
import { ErrorView, LoadingView } from '../components/StateViews';
import { allStringsReady } from '../i18n';
import { markPageShown } from './firstPage';
import { releaseShell } from './heldShell';
import { PAGE_LOADERS } from './pages';
import type { PageLoader } from './pages';
import { useRouteDef } from '../lib/routeContext';
import { firstPageDrawn } from '../lib/shellStages';

/**
 * Lazy page chunks: 120 s load timeout, spinner after 200 ms, error with retry on failure. While the
 * chunk loads or after it failed, the page keeps its navigation bar (the route's title; back unless it is a
 * tab page, whose tab bar RouteElement keeps around it), and the error retries by itself when the connection
 * comes back.
 */

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    promise.then(
      (v) => (clearTimeout(id), resolve(v)),
      (e: unknown) => (clearTimeout(id), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/**
 * The first screens (the tab pages home, markets, trade) use the first-screen strings only; every other page waits
 * for the rest of its language's strings too (i18n/catalogue.ts), fetched beside its code.
 */
const FIRST_SCREENS: ReadonlySet<PageLoader> = new Set([
  PAGE_LOADERS.home,
  PAGE_LOADERS.market,
  PAGE_LOADERS.trade,
]);

function withStrings(loader: PageLoader): ReturnType<PageLoader> {
  if (FIRST_SCREENS.has(loader)) return loader();
  return Promise.all([loader(), allStringsReady()]).then(([page]) => page);
}

function lazyFor(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(() =>
      withTimeout(withStrings(loader), TIMEOUTS_MS.chunkLoad)
        // the page renders in a task of its own, not in the one that evaluated its modules (together, a long task)
        .then((m) => new Promise<typeof m>((resolve) => setTimeout(() => resolve(m), 0)))
        .then((m) => ({ default: withPageShown(m.default) })),
    );
    cache.set(loader, c);
  }
  return c;
}

/** The page's frame while its own code is not there: the navigation bar of the route, then `children`. */
function PageFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const route = useRouteDef();
  return (
    <div className="page" data-testid={testId}>
      <PageNav title={route ? t(`pages.${route.title}`) : undefined} back={route?.tab === undefined} />
      <div className="page-body">{children}</div>
    </div>
  );
}

function DelayedLoading({ onRetry }: { onRetry: () => void }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShow(true), TIMEOUTS_MS.asyncComponentDelay);
    return () => clearTimeout(id);
  }, []);
  // a page slow to come shows its loading frame, not index.html's copy of it
  useLayoutEffect(() => {
    if (show) releaseShell('loading');
  }, [show]);
  return show ? (
    <PageFrame testId="page-loading">
      <LoadingView onRetry={onRetry} />
    </PageFrame>
  ) : null;
}

function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFrame testId="page-failed">
      <ErrorView onRetry={onRetry} title={t('common.chunkError')} description={t('common.chunkErrorDesc')} />
    </PageFrame>
  );
}

const RELOADED_AT = 'meridian.chunkReloadAt';

/**
 * A page's code that cannot be fetched while online usually means a new build replaced it (its file name
 * changed): reload the document once to get the new build's names (not again within 30 s, so a server that
 * is really down shows the error with retry instead of looping).
 */
function reloadForNewBuild(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!navigator.onLine || !/dynamically imported module|Importing a module script failed/i.test(message))
    return;
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 30_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('[page] failed to render', error);
    reloadForNewBuild(error);
  }
  override render(): ReactNode {
    return this.state.failed ? <ChunkError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Drawn after the page itself (a sibling of a suspended page would be committed before it): the first one tells
 * index.html's held shell that its page is drawn (lib/shellStages.ts) and start-up that the first screen is up.
 */
function PageShown() {
  useLayoutEffect(firstPageDrawn, []);
  useEffect(markPageShown, []);
  return null;
}

function withPageShown(Page: ComponentType): ComponentType {
  return function ShownPage() {
    return (
      <>
        <Page />
        <PageShown />
      </>
    );
  };
}

export function LazyPage({ loader }: { loader: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyFor(loader);
  const retry = () => {
    cache.delete(loader);
    setAttempt((a) => a + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<DelayedLoading onRetry={retry} />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
