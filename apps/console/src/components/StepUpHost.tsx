import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { cancelStepUp, proveStepUp, useStepUpRequest } from '../lib/step-up';
import { S } from '../strings';

/** The one step-up modal of the console: the authenticator's code before an action that moves money. */
export function StepUpHost() {
  const request = useStepUpRequest();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCode('');
    setError(null);
    cancelStepUp();
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await proveStepUp(code.trim());
      setCode('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      title={
        <span>
          <SafetyOutlined /> {S.stepUpTitle}
        </span>
      }
      okText={S.stepUpOk}
      cancelText={S.cancel}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: !/^\d{6}$/.test(code.trim()) }}
      destroyOnHidden
      // above any dialog that asked for the action (a reason form stays open while it waits)
      zIndex={3000}
    >
      <Typography.Paragraph>{S.stepUpText}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={S.stepUpCode}>
          <Input
            name="step_up_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
