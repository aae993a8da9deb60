import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { translateMessage } from '../../../i18n';
import type { FactorMode } from '../forms/secondFactor';

/**
 * The code a second factor asks for: the authenticator's six digits, or a recovery code; links switch between
 * them. The error is already localised or a contract key.
 */
export function FactorInput(props: {
  testId: string;
  mode: FactorMode;
  onMode: (mode: FactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Whether the user can answer with an authenticator code (else recovery codes are not offered either). */
  codes: boolean;
}) {
  const { t } = useTranslation();
  const { testId, mode, onMode } = props;
  const error = props.error ? translateMessage(props.error) : undefined;
  return (
    <div className="factor-input">
      {props.codes && mode !== 'passkey' ? (
        <TextField
          testId={`${testId}-code`}
          label={
            mode === 'totp' ? t('securityCenter.factor.totpLabel') : t('securityCenter.factor.recoveryLabel')
          }
          placeholder={
            mode === 'totp'
              ? t('securityCenter.factor.totpPlaceholder')
              : t('securityCenter.factor.recoveryPlaceholder')
          }
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          maxLength={mode === 'totp' ? 7 : 24}
          value={props.value}
          onChange={props.onChange}
          error={error}
        />
      ) : error ? (
        <div className="factor-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </div>
      ) : null}
      <div className="factor-links">
        {props.codes && mode !== 'totp' ? (
          <button type="button" data-testid={`${testId}-use-totp`} onClick={() => onMode('totp')}>
            {t('securityCenter.factor.useTotp')}
          </button>
        ) : null}
        {props.codes && mode !== 'recovery' ? (
          <button type="button" data-testid={`${testId}-use-recovery`} onClick={() => onMode('recovery')}>
            {t('securityCenter.factor.useRecovery')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The other way to answer: the passkey ceremony (offered where the browser can use passkeys). */
export function UsePasskeyButton({
  testId,
  onClick,
  busy,
}: {
  testId: string;
  onClick: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      block
      fill="outline"
      className="factor-passkey"
      data-testid={`${testId}-passkey`}
      disabled={busy}
      onClick={onClick}
    >
      {t('securityCenter.factor.usePasskey')}
    </Button>
  );
}
