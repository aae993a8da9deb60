import type { SecondFactor, StepUpAction } from '@meridian/contract/security';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { proveStepUp } from '../data/security';
import { factorRefusal, typedFactor } from '../forms/secondFactor';
import type { FactorMode, TypedFactor } from '../forms/secondFactor';
import { FactorInput, UsePasskeyButton } from './FactorInput';
import { PasskeyCancelled, useWebAuthnSupport } from '../data/passkeys/webauthn';
import { stepUpPasskey } from './passkeySlot';
import type { PasskeyAssertion } from './passkeySlot';

export interface StepUpRequest {
  action: StepUpAction;
  factors: readonly SecondFactor[];
}

/**
 * The step-up sheet: proves a second factor for one action (POST /security/step_up) and hands the proof back;
 * a refused code stays on the sheet with its reason under the input. Closing it answers nothing (`onCancel`).
 */
export function StepUpSheet({
  request,
  onProof,
  onCancel,
}: {
  request: StepUpRequest | null;
  onProof: (proof: string) => void;
  onCancel: () => void;
}) {
  return (
    <Popup
      visible={request !== null}
      onMaskClick={onCancel}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {request ? <StepUpForm request={request} onProof={onProof} onCancel={onCancel} /> : null}
    </Popup>
  );
}

function StepUpForm({
  request,
  onProof,
  onCancel,
}: {
  request: StepUpRequest;
  onProof: (proof: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const codes = request.factors.includes('totp');
  const supported = useWebAuthnSupport();
  const passkey = supported && request.factors.includes('passkey') ? stepUpPasskey : undefined;
  const [mode, setMode] = useState<FactorMode>(codes ? 'totp' : 'passkey');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const prove = async (factor: () => Promise<TypedFactor | PasskeyAssertion>) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await proveStepUp({ action: request.action, ...(await factor()) });
      onProof(reply.proof);
    } catch (e) {
      if (e instanceof PasskeyCancelled) return; // the user closed the passkey prompt: nothing to say
      setError(factorRefusal(e) ?? (e instanceof Error && e.message ? e.message : 'internal_error'));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (mode === 'passkey') return;
    const typed = typedFactor(mode, code);
    if (!typed.ok) return setError(typed.problem);
    void prove(() => Promise.resolve(typed.fields));
  };

  return (
    <div className="step-up-sheet" data-testid="step-up-sheet">
      <PageNav title={t('securityCenter.stepUp.title')} onBack={onCancel} />
      <div className="page-body">
        <p className="step-up-why">{t(`securityCenter.stepUp.action.${request.action}`)}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FactorInput
            testId="step-up"
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
            codes={codes}
          />
          {mode !== 'passkey' ? (
            <Button
              block
              color="primary"
              type="submit"
              className="submit-btn"
              loading={busy}
              data-testid="step-up-submit"
            >
              {t('common.confirm')}
            </Button>
          ) : null}
          {passkey ? (
            <UsePasskeyButton
              testId="step-up"
              busy={busy}
              onClick={() => void prove(() => passkey(request.action))}
            />
          ) : null}
        </form>
      </div>
    </div>
  );
}
