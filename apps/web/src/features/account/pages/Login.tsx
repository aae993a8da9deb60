import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { returnTarget } from '../../../lib/returnTo';
import { z } from 'zod';
import { AuthLayout } from '../../../components/AuthLayout';
import { FormTextField } from '../../../components/FormTextField';
import { useLogin } from '../data/auth';
import type { LoginInput } from '../data/auth';
import { PasskeySignIn, SecondFactorStep, needsSecondFactor } from '../../security';
import { applyServerError } from '../../../lib/formErrors';
import '../../../styles/entries.css';

const schema = z.object({
  account: z.string().trim().min(1, { message: 'enter_account' }),
  password: z.string().min(1, { message: 'enter_password' }),
  stay: z.boolean(),
});
type Values = z.infer<typeof schema>;

/** /pages/common/login — e-mail or phone plus password; then back to the page that sent the user here. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const login = useLogin();
  const { control, getValues, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { account: '', password: '', stay: true },
  });

  // an account with a second factor: what was typed waits here (in memory only) for the code step
  const [typed, setTyped] = useState<LoginInput | null>(null);

  const finish = async (input: LoginInput) => {
    await login.mutateAsync(input);
    Toast.show({ icon: 'success', content: t('auth.loginSuccess') });
    void navigate(returnTarget(redirect), { replace: true });
  };

  const onSubmit = handleSubmit(async (v) => {
    const input = { user_string: v.account, password: v.password, stay: v.stay };
    try {
      await finish(input);
    } catch (e) {
      if (needsSecondFactor(e)) return setTyped(input);
      applyServerError(e, setError, { user_string: 'account', password: 'password' });
    }
  });

  if (typed)
    return (
      <AuthLayout title={t('auth.welcomeBack')} subtitle={typed.user_string} testId="login-page">
        <SecondFactorStep
          testId="login-2fa"
          account={typed.user_string}
          submit={(factor) => finish({ ...typed, ...factor })}
          onBack={() => setTyped(null)}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.welcomeBack')} subtitle={t('auth.loginSubtitle')} testId="login-page">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormTextField
          control={control}
          name="account"
          testId="login-account"
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          inputMode="email"
        />
        <FormTextField
          control={control}
          name="password"
          testId="login-password"
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          type="password"
          autoComplete="current-password"
        />
        {/* a kept session ends after 30 days idle (the default), else after 24 hours */}
        <Controller
          name="stay"
          control={control}
          render={({ field }) => (
            <Checkbox
              className="login-stay"
              data-testid="login-stay"
              checked={field.value}
              onChange={field.onChange}
            >
              {t('entries.stayLoggedIn')}
            </Checkbox>
          )}
        />
        <Button
          block
          color="primary"
          type="submit"
          className="submit-btn"
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('auth.login')}
        </Button>
      </form>
      <PasskeySignIn redirect={redirect} stay={() => getValues('stay')} />
      <div className="auth-footer">
        <Link to="/pages/common/forget" data-testid="login-forgot">
          {t('auth.forgotPassword')}
        </Link>
        <span>
          {t('auth.noAccount')}{' '}
          <Link
            to={
              redirect
                ? `/pages/common/register?redirect=${encodeURIComponent(redirect)}`
                : '/pages/common/register'
            }
            data-testid="login-register"
          >
            {t('auth.registerNow')}
          </Link>
        </span>
      </div>
    </AuthLayout>
  );
}
