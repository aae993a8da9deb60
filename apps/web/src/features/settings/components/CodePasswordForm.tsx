import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { TextField } from '../../../components/TextField';
import { translateMessage } from '../../../i18n';

export interface CodePasswordValues {
  code: string;
  password: string;
  confirm: string;
}

/** Code (sent to a bound contact) + new password + confirmation, shared by the two password pages. */
export function CodePasswordForm({
  testId,
  target,
  values,
  problems,
  onChange,
  onSend,
  onSubmit,
  busy,
  submitText,
}: {
  testId: string;
  target: string;
  values: CodePasswordValues;
  problems: Partial<Record<keyof CodePasswordValues, string>>;
  onChange: (patch: Partial<CodePasswordValues>) => void;
  onSend: () => Promise<boolean>;
  onSubmit: () => void;
  busy: boolean;
  submitText: string;
}) {
  const { t } = useTranslation();
  const err = (k: keyof CodePasswordValues) => (problems[k] ? translateMessage(problems[k]) : undefined);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="hint-box" data-testid={`${testId}-target`}>
        {t('security.codeGoesTo', { target })}
      </div>
      <TextField
        testId={`${testId}-code`}
        label={t('auth.code')}
        placeholder={t('auth.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        suffix={<SendCodeButton testId={`${testId}-send`} onSend={onSend} />}
        value={values.code}
        onChange={(code) => onChange({ code })}
        error={err('code')}
      />
      <TextField
        testId={`${testId}-password`}
        label={t('auth.newPassword')}
        placeholder={t('auth.newPasswordPlaceholder')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => onChange({ password })}
        error={err('password')}
      />
      <TextField
        testId={`${testId}-confirm`}
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(confirm) => onChange({ confirm })}
        error={err('confirm')}
      />
      <Button
        block
        color="primary"
        type="submit"
        className="submit-btn"
        loading={busy}
        data-testid={`${testId}-submit`}
      >
        {submitText}
      </Button>
    </form>
  );
}
