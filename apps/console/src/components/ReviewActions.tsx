import { Button, Popconfirm, Space } from 'antd';
import { S } from '../strings';

interface Props {
  /** Extra line under the approve question (what approving does). */
  approveHint: string;
  busy: boolean;
  onApprove: () => Promise<unknown>;
  onReject: () => void;
}

/** Approve (after a Confirm popconfirm) and Reject (opens the reason modal) for one pending row. */
export function ReviewActions({ approveHint, busy, onApprove, onReject }: Props) {
  return (
    <Space size="small">
      <Popconfirm
        title={S.approveQuestion}
        description={approveHint}
        okText={S.confirm}
        cancelText={S.cancel}
        onConfirm={() => onApprove().catch(() => undefined)}
      >
        <Button type="primary" size="small" disabled={busy}>
          {S.approve}
        </Button>
      </Popconfirm>
      <Button danger size="small" disabled={busy} onClick={onReject}>
        {S.reject}
      </Button>
    </Space>
  );
}
