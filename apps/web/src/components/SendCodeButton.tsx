import { VERIFICATION_CODE } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../lib/useCountdown';

/** "Send code" with a 60 s countdown. `onSend` resolves true when the code was sent. */
export function SendCodeButton({
  onSend,
  testId,
  disabled,
}: {
  onSend: () => Promise<boolean>;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const busy = left > 0;
  const click = async () => {
    if (busy) return;
    start(VERIFICATION_CODE.clientCountdownS);
    const ok = await onSend();
    if (!ok) start(0);
  };
  return (
    <button
      type="button"
      className="link-btn"
      data-testid={testId}
      disabled={busy || disabled}
      onClick={() => void click()}
    >
      {busy ? t('auth.resendIn', { count: left }) : t('auth.sendCode')}
    </button>
  );
}
