import { Alert, Button, Card, Form, Input, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTotpEnable, useTotpSetup } from '../../lib/auth';
import { OPS } from './strings';

/**
 * Mandatory enrolment of the operator's authenticator: the QR code and the key as text, a code to turn it on,
 * then the recovery codes, shown once; only then the console opens.
 */
export function EnrolPage() {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = setup.mutate;
  useEffect(() => start(), [start]);

  if (codes)
    return (
      <div className="login-screen">
        <Card className="login-card">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {OPS.recoveryTitle}
          </Typography.Title>
          <Typography.Paragraph>{OPS.recoveryText}</Typography.Paragraph>
          <pre data-testid="recovery-codes">{codes.join('\n')}</pre>
          <Button type="primary" block onClick={() => void navigate('/kyc', { replace: true })}>
            {OPS.recoveryContinue}
          </Button>
        </Card>
      </div>
    );

  return (
    <div className="login-screen">
      <Card className="login-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {OPS.enrolTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{OPS.enrolText}</Typography.Paragraph>
        {(setup.isError || enable.isError) && (
          <Alert
            type="error"
            showIcon
            title={(setup.error ?? enable.error)?.message}
            style={{ marginBottom: 16 }}
          />
        )}
        {setup.data && (
          <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
            <QRCode value={setup.data.uri} />
            <Typography.Text>
              {OPS.enrolSecret}:{' '}
              <Typography.Text code copyable={{ text: setup.data.secret }}>
                <span data-testid="totp-secret">{setup.data.secret}</span>
              </Typography.Text>
            </Typography.Text>
          </Space>
        )}
        <Form<{ code: string }>
          layout="vertical"
          requiredMark={false}
          disabled={!setup.data || enable.isPending}
          onFinish={({ code }) =>
            enable.mutate(code.trim(), { onSuccess: (r) => setCodes(r.recovery_codes) })
          }
        >
          <Form.Item
            name="code"
            label={OPS.totpCode}
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: OPS.totpCodeRequired }]}
          >
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={enable.isPending}>
            {OPS.enrolOk}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
