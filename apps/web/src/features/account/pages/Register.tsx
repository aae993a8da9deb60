import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginPathFor, returnTarget } from '../../../lib/returnTo';
import { AreaPrefix } from '../../../components/AreaPrefix';
import { AuthLayout } from '../../../components/AuthLayout';
import { ChannelTabs } from '../components/ChannelTabs';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { FormTextField } from '../../../components/FormTextField';
import { sendEmailCode, sendSmsCode, useRegister } from '../data/auth';
import { applyServerError } from '../../../lib/formErrors';
import { useAreaChoice } from '../../../state/areaChoice';
import { accountProblem, registerFormSchema } from '../components/accountSchemas';
import type { RegisterFormValues } from '../components/accountSchemas';

const ALIASES = {
  user_string: 'account',
  code: 'code',
  password: 'password',
  re_password: 're_password',
  extension_code: 'invite',
} as const;

/** /pages/common/register — Email | Phone, code with countdown, passwords, optional invite code (?code=). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const dial = useAreaChoice((s) => s.dial);
  const { control, handleSubmit, setError, clearErrors, watch, setValue, getValues } =
    useForm<RegisterFormValues>({
      resolver: zodResolver(registerFormSchema),
      defaultValues: {
        type: 'email',
        account: '',
        code: '',
        password: '',
        re_password: '',
        invite: params.get('code') ?? '',
      },
    });
  const type = watch('type');

  const sendCode = async (): Promise<boolean> => {
    const account = getValues('account').trim();
    const problem = accountProblem(type, account);
    if (problem) {
      setError('account', { type: 'client', message: problem });
      return false;
    }
    try {
      if (type === 'email') await sendEmailCode(account, 'register');
      else await sendSmsCode(account, dial, 'register');
      Toast.show({ content: t('auth.codeSent') });
      return true;
    } catch (e) {
      applyServerError(e, setError, ALIASES);
      return false;
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      const { signedIn } = await register.mutateAsync({
        user_string: v.account.trim(),
        code: v.code,
        password: v.password,
        re_password: v.re_password,
        extension_code: v.invite,
        type: v.type,
        ...(v.type === 'mobile' ? { area_code: dial } : {}),
      });
      Toast.show({ icon: 'success', content: t('auth.registerSuccess') });
      // signed in with the new account: straight back to where the user was (home for a newcomer)
      const target = returnTarget(params.get('redirect'));
      void navigate(signedIn ? target : loginPathFor(target), { replace: true });
    } catch (e) {
      applyServerError(e, setError, ALIASES);
    }
  });

  return (
    <AuthLayout title={t('auth.createAccount')} subtitle={t('auth.registerSubtitle')} testId="register-page">
      <ChannelTabs
        testIdPrefix="register"
        value={type}
        onChange={(v) => {
          setValue('type', v);
          setValue('account', '');
          clearErrors();
        }}
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormTextField
          control={control}
          name="account"
          testId="register-account"
          label={type === 'email' ? t('auth.email') : t('auth.phone')}
          placeholder={type === 'email' ? t('auth.emailPlaceholder') : t('auth.mobilePlaceholder')}
          type={type === 'email' ? 'email' : 'tel'}
          inputMode={type === 'email' ? 'email' : 'tel'}
          autoComplete={type === 'email' ? 'email' : 'tel-national'}
          maxLength={type === 'email' ? 254 : 11}
          prefix={type === 'mobile' ? <AreaPrefix testId="register-area" /> : undefined}
        />
        <FormTextField
          control={control}
          name="code"
          testId="register-code"
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          suffix={<SendCodeButton key={type} testId="register-send-code" onSend={sendCode} />}
        />
        <FormTextField
          control={control}
          name="password"
          testId="register-password"
          label={t('auth.password')}
          placeholder={t('auth.newPasswordPlaceholder')}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="re_password"
          testId="register-repassword"
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="invite"
          testId="register-invite"
          label={t('auth.inviteCode')}
          placeholder={t('auth.inviteCodePlaceholder')}
          maxLength={32}
        />
        <Button
          block
          color="primary"
          type="submit"
          className="submit-btn"
          loading={register.isPending}
          data-testid="register-submit"
        >
          {t('auth.register')}
        </Button>
      </form>
      <div className="auth-footer center">
        {t('auth.haveAccount')}
        <Link to={loginPathFor(params.get('redirect'))} data-testid="register-login">
          {t('auth.loginNow')}
        </Link>
      </div>
    </AuthLayout>
  );
}
