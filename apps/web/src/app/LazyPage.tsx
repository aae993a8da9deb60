import { TIMEOUTS_MS } from '@meridian/contract';
import { Component, Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '../components/StateViews';
import type { PageLoader } from './pages';

/** Lazy page chunks (spec §2): 120 s load timeout, spinner after 200 ms, error with retry on failure. */

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

function lazyFor(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(() => withTimeout(loader(), TIMEOUTS_MS.chunkLoad));
    cache.set(loader, c);
  }
  return c;
}

function DelayedLoading() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShow(true), TIMEOUTS_MS.asyncComponentDelay);
    return () => clearTimeout(id);
  }, []);
  return show ? <LoadingView /> : null;
}

function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorView onRetry={onRetry} title={t('common.chunkError')} description={t('common.chunkErrorDesc')} />
  );
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('[page] failed to render', error);
  }
  override render(): ReactNode {
    return this.state.failed ? <ChunkError onRetry={this.props.onRetry} /> : this.props.children;
  }
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
      <Suspense fallback={<DelayedLoading />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
