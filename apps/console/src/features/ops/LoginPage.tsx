import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../../lib/auth';
import { useToken } from '../../lib/session';
import { OPS } from './strings';

interface LoginForm {
  email: string;
  password: string;
}

/** Operator sign-in. Errors from the server show above the form; a held token skips straight in. */
export function LoginPage() {
  const token = useToken();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/kyc';

  if (token && !login.isPending) return <Navigate to={from} replace />;

  const onFinish = (values: LoginForm) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => void navigate(from, { replace: true }) },
    );

  return (
    <div className="login-screen">
      <Card className="login-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {OPS.loginTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{OPS.appTitle}</Typography.Paragraph>
        {login.isError && (
          <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} />
        )}
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
