import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factorRefusal, typedFactor } from '../forms/secondFactor';
import type { FactorMode } from '../forms/secondFactor';
import { FactorInput, UsePasskeyButton } from './FactorInput';
import { PasskeyCancelled, PasskeyError, useWebAuthnSupport } from '../data/passkeys/webauthn';
import { loginPasskey } from './passkeySlot';
import type { PasskeyAssertion } from './passkeySlot';

export type SecondFactorFields = { totp_code: string } | { recovery_code: string } | PasskeyAssertion;

/**
 * The second step of a sign-in or a password reset on an account with a second factor: the account and password
 * stay with the caller; this step asks for the authenticator code, a recovery code or a passkey and hands the
 * fields to `submit`, which sends the whole request again. A refused factor shows under the input.
 */
export function SecondFactorStep({
  testId,
  account,
  submit,
  onBack,
}: {
  testId: string;
  account: string;
  submit: (fields: SecondFactorFields) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<FactorMode>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (fields: () => Promise<SecondFactorFields>) => {
    setBusy(true);
    setError(undefined);
    try {
      await submit(await fields());
    } catch (e) {
      // anything else (a wrong password after all, the network) was toasted by the request helper
      const refusal = e instanceof PasskeyError ? e.message : factorRefusal(e);
      if (refusal && !(e instanceof PasskeyCancelled)) setError(refusal);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = () => {
    if (mode === 'passkey') return;
    const typed = typedFactor(mode, code);
    if (!typed.ok) return setError(typed.problem);
    void send(() => Promise.resolve(typed.fields));
  };

  const passkey = useWebAuthnSupport() ? loginPasskey : undefined;
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p className="second-factor-intro">{t('securityCenter.factor.intro')}</p>
      <FactorInput
        testId={testId}
        mode={mode}
        onMode={(m) => {
          setMode(m);
          setCode('');
          setError(undefined);
        }}
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(undefined);
        }}
        error={error}
        codes
      />
      <Button
        block
        color="primary"
        type="submit"
        className="submit-btn"
        loading={busy}
        data-testid={`${testId}-submit`}
      >
        {t('common.confirm')}
      </Button>
      {passkey ? (
        <UsePasskeyButton testId={testId} busy={busy} onClick={() => void send(() => passkey(account))} />
      ) : null}
      <Button block fill="none" data-testid={`${testId}-back`} onClick={onBack}>
        {t('common.back')}
      </Button>
    </form>
  );
}
