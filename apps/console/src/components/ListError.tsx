import { Button, Result } from 'antd';
import { S } from '../strings';

/** The error state of a list: what went wrong and a Retry button. */
export function ListError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={S.loadFailed}
      subTitle={error?.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {S.retry}
        </Button>
      }
    />
  );
}
