import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../../lib/auth';
import { useToken } from '../../lib/session';
import { S } from '../../strings';

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
          {S.loginTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{S.appTitle}</Typography.Paragraph>
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
            label={S.email}
            rules={[
              { required: true, whitespace: true, message: S.emailRequired },
              { type: 'email', message: S.emailInvalid },
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
            label={S.password}
            rules={[{ required: true, message: S.passwordRequired }]}
          >
            <Input.Password name="password" autoComplete="current-password" prefix={<LockOutlined />} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {S.logIn}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
