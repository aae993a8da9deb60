import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline, GlobalOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_DEADLINE_MS, loadingState, onReconnect } from '../lib/reconnect';

/** Whether the app is online (react-query's onlineManager: the browser's online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}

/** Runs `retry` when the connection comes back (the latest `retry`, without resubscribing). */
export function useRetryOnReconnect(retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => onReconnect(() => latest.current()), []);
}

/**
 * "Loading…" that cannot last forever: offline it says so (paused queries load by themselves when the
 * connection returns); online, past LOADING_DEADLINE_MS it turns into an error with retry — `onRetry`, or
 * refetching the screen's active queries. A `placeholder` (a skeleton) stands in for the spinner meanwhile.
 */
export function LoadingView({
  label,
  onRetry,
  placeholder,
}: {
  label?: string;
  onRetry?: () => void;
  /** What the screen shows while it loads (a skeleton of its layout) instead of the spinner. */
  placeholder?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!online) return undefined;
    const id = setTimeout(() => setElapsed(LOADING_DEADLINE_MS), LOADING_DEADLINE_MS);
    return () => clearTimeout(id);
  }, [online, attempt]);
  const state = loadingState(online, elapsed);
  if (state === 'offline') return <OfflineView />;
  if (state === 'timedOut') {
    const retry = () => {
      setAttempt((n) => n + 1);
      if (onRetry) onRetry();
      else void client.refetchQueries({ type: 'active' });
    };
    return <ErrorView title={t('common.loadTimeout')} onRetry={retry} />;
  }
  if (placeholder !== undefined) return <>{placeholder}</>;
  return (
    <div className="state-view" role="status" data-testid="state-loading">
      <DotLoading color="primary" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** Offline: nothing to retry by hand — the screen loads by itself when the connection returns. */
export function OfflineView() {
  const { t } = useTranslation();
  return (
    <div className="state-view" role="status" data-testid="state-offline">
      <div className="state-icon">
        <GlobalOutline />
      </div>
      <div className="state-title">{t('common.offline')}</div>
      <div className="state-desc">{t('common.offlineDesc')}</div>
    </div>
  );
}

export function EmptyView({
  title,
  description,
  icon,
  action,
  testId = 'state-empty',
}: {
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="state-view" data-testid={testId}>
      <div className="state-icon">{icon ?? <FileOutline />}</div>
      <div className="state-title">{title ?? t('common.noData')}</div>
      {description ? <div className="state-desc">{description}</div> : null}
      {action}
    </div>
  );
}

/** A failed load with a retry button; it also retries by itself when the connection comes back. */
export function ErrorView({
  onRetry,
  title,
  description,
}: {
  onRetry: () => void;
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  useRetryOnReconnect(onRetry);
  return (
    <div className="state-view" role="alert" data-testid="state-error">
      <div className="state-icon">{online ? <ExclamationCircleOutline /> : <GlobalOutline />}</div>
      <div className="state-title">{online ? (title ?? t('common.loadFailed')) : t('common.offline')}</div>
      {online ? description ? <div>{description}</div> : null : <div>{t('common.offlineDesc')}</div>}
      <Button size="small" color="primary" fill="outline" onClick={onRetry} data-testid="state-retry">
        {t('common.clickRetry')}
      </Button>
    </div>
  );
}
