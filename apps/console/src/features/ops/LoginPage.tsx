import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { useLogin } from '../../lib/auth';
import { useToken } from '../../lib/session';
import { OPS } from './strings';

interface LoginForm {
  email: string;
  password: string;
}

/** The second step's factor: the authenticator's code, or a recovery code. */
interface FactorForm {
  code: string;
}

const needsFactor = (err: unknown) => err instanceof ApiError && err.extra.code === 'second_factor_required';

/**
 * Operator sign-in: e-mail and password, then (when the account's authenticator is on) its code or a recovery
 * code; an operator without one goes to the enrolment screen. Errors from the server show above the form; a
 * held token skips straight in.
 */
export function LoginPage() {
  const token = useToken();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/kyc';
  const [credentials, setCredentials] = useState<LoginForm | null>(null);
  const [recovery, setRecovery] = useState(false);

  if (token && !login.isPending) return <Navigate to={from} replace />;

  const submit = (values: LoginForm, factor: { totp_code?: string; recovery_code?: string } = {}) =>
    login.mutate(
      { email: values.email.trim(), password: values.password, ...factor },
      {
        onSuccess: (r) => void navigate(r.enrolment_required ? '/enrol' : from, { replace: true }),
        onError: (err) => {
          if (needsFactor(err)) setCredentials(values);
        },
      },
    );
  const onFinish = (values: LoginForm) => submit(values);
  const onFactor = ({ code }: FactorForm) => {
    if (credentials) submit(credentials, recovery ? { recovery_code: code } : { totp_code: code });
  };
  // the first step's "code needed" opens the second step rather than showing as an error
  const proved = Boolean(login.variables?.totp_code ?? login.variables?.recovery_code);
  const error = login.isError && (proved || !needsFactor(login.error)) ? login.error : null;

  if (credentials)
    return (
      <div className="login-screen">
        <Card className="login-card">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {OPS.loginTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{OPS.totpCodeHint}</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
          <Form<FactorForm>
            key={String(recovery)}
            layout="vertical"
            requiredMark={false}
            onFinish={onFactor}
            disabled={login.isPending}
          >
            <Form.Item
              name="code"
              label={recovery ? OPS.recoveryCode : OPS.totpCode}
              rules={[
                recovery
                  ? { required: true, whitespace: true, message: OPS.recoveryCodeRequired }
                  : { required: true, pattern: /^\s*\d{6}\s*$/, message: OPS.totpCodeRequired },
              ]}
            >
              <Input
                name={recovery ? 'recovery_code' : 'totp_code'}
                inputMode={recovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                autoFocus
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {OPS.verify}
            </Button>
          </Form>
          <Button type="link" block onClick={() => setRecovery(!recovery)}>
            {recovery ? OPS.useTotp : OPS.useRecovery}
          </Button>
        </Card>
      </div>
    );

  return (
    <div className="login-screen">
      <Card className="login-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {OPS.loginTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{OPS.appTitle}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
        <Form<LoginForm>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={login.isPending}
        >
          <Form.Item
            name="email"
            label={OPS.email}
            rules={[
              { required: true, whitespace: true, message: OPS.emailRequired },
              { type: 'email', message: OPS.emailInvalid },
            ]}
          >
            <Input
              name="email"
              inputMode="email"
              autoComplete="username"
              prefix={<MailOutlined />}
              autoFocus
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={OPS.password}
            rules={[{ required: true, message: OPS.passwordRequired }]}
          >
            <Input.Password name="password" autoComplete="current-password" prefix={<LockOutlined />} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {OPS.logIn}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
