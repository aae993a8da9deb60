import { Button, DotLoading } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingView({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-view" role="status" data-testid="state-loading">
      <DotLoading color="primary" />
      <span>{label ?? t('common.loading')}</span>
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
  return (
    <div className="state-view" role="alert" data-testid="state-error">
      <div className="state-icon">
        <ExclamationCircleOutline />
      </div>
      <div className="state-title">{title ?? t('common.loadFailed')}</div>
      {description ? <div>{description}</div> : null}
      <Button size="small" color="primary" fill="outline" onClick={onRetry} data-testid="state-retry">
        {t('common.clickRetry')}
      </Button>
    </div>
  );
}
