import { RedoOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { S } from '../../strings';

interface Props {
  question: string;
  hint: string;
  busy: boolean;
  onRetry: () => Promise<unknown>;
  testId?: string;
}

/** Retry for one row, after a Confirm popconfirm saying what it does. */
export function RetryAction({ question, hint, busy, onRetry, testId }: Props) {
  return (
    <Popconfirm
      title={question}
      description={<div style={{ maxWidth: 280 }}>{hint}</div>}
      okText={S.confirm}
      cancelText={S.cancel}
      onConfirm={() => onRetry().catch(() => undefined)}
    >
      <Button size="small" icon={<RedoOutlined />} loading={busy} data-testid={testId}>
        {S.retry}
      </Button>
    </Popconfirm>
  );
}
