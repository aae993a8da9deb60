import type { UserInfo } from '@meridian/contract/account';
import { Toast } from '../../../components/overlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { maskContact } from '../../../lib/mask';
import { QueryView } from '../../../components/QueryView';
import { sendEmailCode, sendSmsCode, useForget, useUserInfo, forgetFormSchema } from '../../account';
import { fieldProblems } from '../../../lib/validate';
import { useSession } from '../../../state/session';
import { CodePasswordForm } from '../components/CodePasswordForm';
import type { CodePasswordValues } from '../components/CodePasswordForm';
import './setting.css';

/**
 * /pages/setting/password — the login password, changed through the forgot-password flow (POST /user/forget)
 * for the signed-in account: a code to its own e-mail (or phone), then the new password twice; then the user
 * logs in again with it.
 */
export default function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const forget = useForget();
  const [values, setValues] = useState<CodePasswordValues>({ code: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof CodePasswordValues, string>>>({});

  const form = (user: UserInfo) => {
    const type = user.email ? 'email' : 'mobile';
    const account = (type === 'email' ? user.email : user.phone) ?? user.account;
    const target =
      type === 'email' ? maskContact(account) : `+${user.area_code ?? ''} ${maskContact(account)}`;
    const send = async () => {
      try {
        if (type === 'email') await sendEmailCode(account, 'forget');
        else await sendSmsCode(account, user.area_code ?? '', 'forget');
        Toast.show({ content: t('auth.codeSent') });
        return true;
      } catch {
        return false;
      }
    };
    const submit = async () => {
      const r = fieldProblems(forgetFormSchema, {
        type,
        account,
        code: values.code,
        password: values.password,
        repassword: values.confirm,
      });
      if (!r.ok) {
        const p = r.problems as Record<string, string | undefined>;
        return setProblems({ code: p.code, password: p.password, confirm: p.repassword });
      }
      setProblems({});
      try {
        await forget.mutateAsync({
          account,
          code: values.code,
          password: values.password,
          repassword: values.confirm,
        });
        Toast.show({ icon: 'success', content: t('auth.resetSuccess') });
        useSession.getState().clear();
        void navigate('/pages/common/login', { replace: true });
      } catch {
        // toasted by the helper
      }
    };
    return (
      <>
        <div className="hint-box">{t('security.loginPasswordIntro')}</div>
        <CodePasswordForm
          testId="loginpwd"
          target={target}
          values={values}
          problems={problems}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          onSend={send}
          onSubmit={() => void submit()}
          busy={forget.isPending}
          submitText={t('common.confirm')}
        />
      </>
    );
  };

  return (
    <div className="page" data-testid="loginpwd-page">
      <PageNav title={t('pages.password')} />
      <div className="page-body">
        <QueryView query={info}>{form}</QueryView>
      </div>
    </div>
  );
}
