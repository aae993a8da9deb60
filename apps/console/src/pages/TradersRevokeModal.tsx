import { KYC_REJECT_REASON_MAX } from '@meridian/contract';
import type { OpsTraderItem } from '@meridian/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { S } from '../strings';

interface Props {
  trader: OpsTraderItem | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Revoking a trader: says what happens (the follows of their followers end, open copies stay with the
 * followers, detached, and every follower is notified) and asks for a required reason (1–200 characters).
 */
export function TradersRevokeModal({ trader, pending, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const name = trader ? trader.nickname || trader.account : '';
  return (
    <Modal
      open={trader !== null}
      title={S.revokeTitle(name)}
      okText={S.revokeOk}
      cancelText={S.cancel}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={S.revokeConsequence(trader?.stats.follow_num ?? 0)}
          data-testid="trader-revoke-consequence"
        />
        <Typography.Paragraph type="secondary">{S.revokeReasonHint}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={S.reason}
          rules={[
            { required: true, whitespace: true, message: S.reasonRequired },
            { max: KYC_REJECT_REASON_MAX, message: S.reasonTooLong(KYC_REJECT_REASON_MAX) },
          ]}
        >
          <Input.TextArea name="reason" rows={3} maxLength={KYC_REJECT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
