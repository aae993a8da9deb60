import { KYC_REJECT_REASON_MAX } from '@meridian/contract/kyc';
import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { S } from '../strings';

interface Props {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  /** Another refusal than a request's reject (e.g. revoking a trader): its title, OK button and hint. */
  title?: string;
  okText?: string;
  hint?: string;
  /** Shown above the hint (what the action does). */
  notice?: ReactNode;
  rows?: number;
}

/** Reject with a required reason (trimmed, 1–200 characters), which the user sees. */
export function RejectModal({
  open,
  pending,
  onCancel,
  onSubmit,
  title = S.rejectTitle,
  okText = S.reject,
  hint = S.rejectHint,
  notice,
  rows = 4,
}: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={S.cancel}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        {notice}
        <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={S.reason}
          rules={[
            { required: true, whitespace: true, message: S.reasonRequired },
            { max: KYC_REJECT_REASON_MAX, message: S.reasonTooLong(KYC_REJECT_REASON_MAX) },
          ]}
        >
          <Input.TextArea name="reason" rows={rows} maxLength={KYC_REJECT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
