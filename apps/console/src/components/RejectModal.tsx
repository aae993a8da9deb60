import { KYC_REJECT_REASON_MAX } from '@meridian/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { S } from '../strings';

interface Props {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** Reject with a required reason (trimmed, 1–200 characters), which the user sees. */
export function RejectModal({ open, pending, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={S.rejectTitle}
      okText={S.reject}
      cancelText={S.cancel}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Typography.Paragraph type="secondary">{S.rejectHint}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={S.reason}
          rules={[
            { required: true, whitespace: true, message: S.reasonRequired },
            { max: KYC_REJECT_REASON_MAX, message: S.reasonTooLong(KYC_REJECT_REASON_MAX) },
          ]}
        >
          <Input.TextArea name="reason" rows={4} maxLength={KYC_REJECT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
