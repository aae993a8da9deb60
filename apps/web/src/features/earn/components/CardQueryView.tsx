import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedQuery } from '../../../components/QueryView';

/**
 * QueryView's states at a card's size, for a hub that shows several cards at once: a spinner or a one-line
 * "failed, retry" inside the card rather than a whole-screen state; data already there stays through a failed
 * refetch. `testId` names the states `<testId>-loading` / `<testId>-error`.
 */
export function CardQueryView<T>({
  query,
  testId,
  children,
}: {
  query: LoadedQuery<T>;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div className="fin-inline-state" role="alert" data-testid={testId && `${testId}-error`}>
        <span>{t('common.loadFailed')}</span>
        <Button size="mini" fill="outline" color="primary" onClick={() => void query.refetch()}>
          {t('common.clickRetry')}
        </Button>
      </div>
    );
  return (
    <div className="fin-inline-state" data-testid={testId && `${testId}-loading`}>
      <DotLoading color="primary" />
    </div>
  );
}
