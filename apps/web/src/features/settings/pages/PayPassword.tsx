import type { UserInfo } from '@meridian/contract/account';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { maskContact } from '../../../lib/mask';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { sendEmailCode, sendSmsCode, useUserInfo } from '../../account';
import { useUpdatePayPassword } from '../data/profile';
import { payPasswordChannels, validatePayPassword } from '../forms/payPassword';
import { CodePasswordForm } from '../components/CodePasswordForm';
import { useStepUp, withProof } from '../../security';
import type { CodePasswordValues } from '../components/CodePasswordForm';
import './setting.css';

/** /pages/setting/payPassword — code (scene pay_password, to a bound contact) + new + confirm. */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const update = useUpdatePayPassword();
  const stepUp = useStepUp();
  const [values, setValues] = useState<CodePasswordValues>({ code: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof CodePasswordValues, string>>>({});
  const [picked, setPicked] = useState<'email' | 'mobile' | null>(null);

  const form = (user: UserInfo) => {
    const channels = payPasswordChannels(user);
    const channel = picked ?? channels[0] ?? null;
    if (!channel)
      return (
        <EmptyView
          title={t('security.bindFirst')}
          testId="paypwd-bind-first"
          action={
            <Button
              size="small"
              color="primary"
              onClick={() => void navigate('/pages/setting/security?bind=email')}
            >
              {t('security.bindEmail')}
            </Button>
          }
        />
      );
    const target =
      channel === 'email'
        ? maskContact(user.email ?? '')
        : `+${user.area_code ?? ''} ${maskContact(user.phone ?? '')}`;
    const send = async () => {
      try {
        if (channel === 'email') await sendEmailCode(user.email ?? '', 'pay_password');
        else await sendSmsCode(user.phone ?? '', user.area_code ?? '', 'pay_password');
        Toast.show({ content: t('auth.codeSent') });
        return true;
      } catch {
        return false;
      }
    };
    const submit = async () => {
      const r = validatePayPassword({
        channel,
        code: values.code,
        password: values.password,
        re_password: values.confirm,
      });
      if (!r.ok) {
        const p = r.problems;
        return setProblems({ code: p.code, password: p.password, confirm: p.re_password });
      }
      setProblems({});
      try {
        await stepUp.run('pay_password_change', (proof) => update.mutateAsync(withProof(r.data, proof)));
        Toast.show({ icon: 'success', content: t('security.payPasswordSaved') });
        void navigate(-1);
      } catch {
        // toasted by the helper; a cancelled step-up sent nothing
      }
    };
    return (
      <>
        {user.has_pay_password ? null : <div className="hint-box">{t('security.payPasswordIntro')}</div>}
        {channels.length > 1 ? (
          <div className="seg" style={{ marginBottom: 14 }}>
            {channels.map((c) => (
              <button
                key={c}
                type="button"
                className={c === channel ? 'on' : ''}
                data-testid={`paypwd-channel-${c}`}
                onClick={() => setPicked(c)}
              >
                {c === 'email' ? t('auth.email') : t('auth.phone')}
              </button>
            ))}
          </div>
        ) : null}
        <CodePasswordForm
          key={channel}
          testId="paypwd"
          target={target}
          values={values}
          problems={problems}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          onSend={send}
          onSubmit={() => void submit()}
          busy={update.isPending}
          submitText={t('common.confirm')}
        />
      </>
    );
  };

  return (
    <div className="page" data-testid="paypwd-page">
      <PageNav title={t('pages.payPassword')} />
      <div className="page-body">
        <QueryView query={info}>{form}</QueryView>
      </div>
      {stepUp.sheet}
    </div>
  );
}
