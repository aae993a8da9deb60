import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AreaPrefix } from '../../../components/AreaPrefix';
import { AuthLayout } from '../../../components/AuthLayout';
import { ChannelTabs } from '../components/ChannelTabs';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { FormTextField } from '../../../components/FormTextField';
import { sendEmailCode, sendSmsCode, useForget } from '../data/auth';
import type { ForgetInput } from '../data/auth';
import { SecondFactorStep, needsSecondFactor } from '../../security';
import { applyServerError } from '../../../lib/formErrors';
import { useAreaChoice } from '../../../state/areaChoice';
import { accountProblem, forgetFormSchema } from '../components/accountSchemas';
import type { ForgetFormValues } from '../components/accountSchemas';

const ALIASES = {
  account: 'account',
  user_string: 'account',
  mobile: 'account',
  code: 'code',
  password: 'password',
  repassword: 'repassword',
} as const;

/** /pages/common/forget — account, code, new password twice; POST /user/forget. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forget = useForget();
  const dial = useAreaChoice((s) => s.dial);
  const { control, handleSubmit, setError, clearErrors, watch, setValue, getValues } =
    useForm<ForgetFormValues>({
      resolver: zodResolver(forgetFormSchema),
      defaultValues: { type: 'email', account: '', code: '', password: '', repassword: '' },
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
      if (type === 'email') await sendEmailCode(account, 'forget');
      else await sendSmsCode(account, dial, 'forget');
      Toast.show({ content: t('auth.codeSent') });
      return true;
    } catch (e) {
      applyServerError(e, setError, ALIASES);
      return false;
    }
  };

  // an account with a second factor: the reset waits here (in memory only) for the code step
  const [typed, setTyped] = useState<ForgetInput | null>(null);

  const finish = async (input: ForgetInput) => {
    await forget.mutateAsync(input);
    Toast.show({ icon: 'success', content: t('auth.resetSuccess') });
    void navigate('/pages/common/login', { replace: true });
  };

  const onSubmit = handleSubmit(async (v) => {
    const input = { account: v.account.trim(), password: v.password, repassword: v.repassword, code: v.code };
    try {
      await finish(input);
    } catch (e) {
      if (needsSecondFactor(e)) return setTyped(input);
      applyServerError(e, setError, ALIASES);
    }
  });

  const fields = [
    {
      name: 'password',
      testId: 'forget-password',
      label: t('auth.newPassword'),
      placeholder: t('auth.newPasswordPlaceholder'),
    },
    {
      name: 'repassword',
      testId: 'forget-repassword',
      label: t('auth.confirmPassword'),
      placeholder: t('auth.confirmPasswordPlaceholder'),
    },
  ] as const;

  if (typed)
    return (
      <AuthLayout title={t('auth.resetPassword')} subtitle={typed.account} testId="forget-page">
        <SecondFactorStep
          testId="forget-2fa"
          account={typed.account}
          submit={(factor) => finish({ ...typed, ...factor })}
          onBack={() => setTyped(null)}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.resetPassword')} subtitle={t('auth.resetSubtitle')} testId="forget-page">
      <ChannelTabs
        testIdPrefix="forget"
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
          testId="forget-account"
          label={type === 'email' ? t('auth.email') : t('auth.phone')}
          placeholder={type === 'email' ? t('auth.emailPlaceholder') : t('auth.mobilePlaceholder')}
          type={type === 'email' ? 'email' : 'tel'}
          inputMode={type === 'email' ? 'email' : 'tel'}
          autoComplete="username"
          prefix={type === 'mobile' ? <AreaPrefix testId="forget-area" /> : undefined}
        />
        <FormTextField
          control={control}
          name="code"
          testId="forget-code"
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          suffix={<SendCodeButton key={type} testId="forget-send-code" onSend={sendCode} />}
        />
        {fields.map((f) => (
          <FormTextField
            key={f.name}
            control={control}
            name={f.name}
            testId={f.testId}
            label={f.label}
            placeholder={f.placeholder}
            type="password"
            autoComplete="new-password"
          />
        ))}
        <Button
          block
          color="primary"
          type="submit"
          className="submit-btn"
          loading={forget.isPending}
          data-testid="forget-submit"
        >
          {t('auth.resetPassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}
