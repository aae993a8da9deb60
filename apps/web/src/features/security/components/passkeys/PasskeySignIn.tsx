import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Toast } from '../../../../components/overlays';
import { returnTarget } from '../../../../lib/returnTo';
import { signInWithPasskey } from '../../data/passkeys/passkeyAssertion';
import { useWebAuthnSupport } from '../../data/passkeys/webauthn';
import { showPasskeyFailure } from './failure';
import './passkeys.css';

/**
 * The login page's "Sign in with a passkey": no account or password typed, the passkey names the account; then on
 * as after a password login. Absent where the browser cannot use passkeys.
 */
export function PasskeySignIn({ redirect, stay }: { redirect: string | null; stay?: () => boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    try {
      const user = await signInWithPasskey(qc, stay ? { stay: stay() } : {});
      if (!user) return;
      Toast.show({ icon: 'success', content: t('auth.loginSuccess') });
      void navigate(returnTarget(redirect), { replace: true });
    } catch (e) {
      showPasskeyFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      fill="outline"
      className="passkey-signin"
      loading={busy}
      data-testid="login-passkey"
      onClick={() => void signIn()}
    >
      {t('passkeys.signIn')}
    </Button>
  );
}
