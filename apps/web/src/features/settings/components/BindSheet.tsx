import { bindEmailRequest, bindMobileRequest } from '@meridian/contract/settings';
import { Button, Popup } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPrefix } from '../../../components/AreaPrefix';
import { PageNav } from '../../../components/PageNav';
import { SendCodeButton } from '../../../components/SendCodeButton';
import { TextField } from '../../../components/TextField';
import { sendEmailCode, sendSmsCode } from '../../account';
import { useBindEmail, useBindMobile } from '../data/profile';
import { fieldProblems } from '../../../lib/validate';
import type { FieldProblems } from '../../../lib/validate';
import { translateMessage } from '../../../i18n';
import { useAreaChoice } from '../../../state/areaChoice';
import { useStepUp, withProof } from '../../security';

type Field = 'target' | 'code';

/** Bind a phone (POST /safe/mobile, code scene bind_mobile) or an e-mail (POST /safe/email, bind_email). */
export function BindSheet({
  kind,
  onClose,
  onBound,
}: {
  kind: 'phone' | 'email' | null;
  onClose: () => void;
  /** After a successful binding (the sheet closes first). */
  onBound?: (() => void) | undefined;
}) {
  return (
    <Popup
      visible={kind !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {kind ? (
        <BindForm
          kind={kind}
          onDone={onClose}
          onBound={() => {
            onClose();
            onBound?.();
          }}
        />
      ) : null}
    </Popup>
  );
}

function BindForm(props: { kind: 'phone' | 'email'; onDone: () => void; onBound: () => void }) {
  const { kind, onDone } = props;
  const { t } = useTranslation();
  const dial = useAreaChoice((s) => s.dial);
  const bindMobile = useBindMobile();
  const bindEmail = useBindEmail();
  const stepUp = useStepUp();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const phone = kind === 'phone';

  const check = (withCode: boolean) => {
    const r = phone
      ? fieldProblems(bindMobileRequest, {
          mobile: target,
          area_code: dial,
          code: withCode ? code : '000000',
        })
      : fieldProblems(bindEmailRequest, { email: target, code: withCode ? code : '000000' });
    if (r.ok) {
      setProblems({});
      return r.data;
    }
    const p = r.problems as Record<string, string | undefined>;
    setProblems({ target: p.mobile ?? p.email ?? p.area_code, code: p.code });
    return null;
  };

  const send = async (): Promise<boolean> => {
    if (!check(false)) return false;
    try {
      if (phone) await sendSmsCode(target.trim(), dial, 'bind_mobile');
      else await sendEmailCode(target.trim(), 'bind_email');
      Toast.show({ content: t('auth.codeSent') });
      return true;
    } catch {
      return false;
    }
  };

  const submit = async () => {
    const data = check(true);
    if (!data) return;
    try {
      await stepUp.run('contact_change', (proof) =>
        'mobile' in data
          ? bindMobile.mutateAsync(withProof(data, proof))
          : bindEmail.mutateAsync(withProof(data, proof)),
      );
      Toast.show({ icon: 'success', content: phone ? t('security.phoneBound') : t('security.emailBound') });
      props.onBound();
    } catch {
      // toasted by the helper; a cancelled step-up sent nothing
    }
  };
  const problem = (k: Field) => (problems[k] ? translateMessage(problems[k]) : undefined);

  return (
    <div data-testid={`bind-${kind}-sheet`}>
      <PageNav title={phone ? t('security.bindPhone') : t('security.bindEmail')} onBack={onDone} />
      <div className="page-body">
        <TextField
          testId={`bind-${kind}-target`}
          label={phone ? t('auth.phone') : t('auth.email')}
          placeholder={phone ? t('auth.mobilePlaceholder') : t('auth.emailPlaceholder')}
          type={phone ? 'tel' : 'email'}
          inputMode={phone ? 'tel' : 'email'}
          prefix={phone ? <AreaPrefix testId="bind-phone-area" /> : undefined}
          value={target}
          onChange={setTarget}
          error={problem('target')}
        />
        <TextField
          testId={`bind-${kind}-code`}
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          suffix={<SendCodeButton testId={`bind-${kind}-send`} onSend={send} />}
          value={code}
          onChange={setCode}
          error={problem('code')}
        />
        <Button
          block
          color="primary"
          className="submit-btn"
          loading={bindMobile.isPending || bindEmail.isPending}
          data-testid={`bind-${kind}-submit`}
          onClick={() => void submit()}
        >
          {t('common.confirm')}
        </Button>
      </div>
      {stepUp.sheet}
    </div>
  );
}
