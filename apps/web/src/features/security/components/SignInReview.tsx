import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useNotMe } from '../data/security';
import { reviewedSignIn } from '../forms/signIn';
import '../security.css';

/**
 * The review of a new-device sign-in, opened from its notice (`?sign_in=<session id>`): "it was me" leaves it,
 * "not me" ends that session and pauses withdrawals until the login password changes, after a confirmation.
 */
export function SignInReview() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const overlays = usePageOverlays();
  const notMe = useNotMe();
  const session = reviewedSignIn(params.get('sign_in'));
  if (session === null) return null;

  const close = () =>
    setParams(
      (p) => {
        p.delete('sign_in');
        return p;
      },
      { replace: true },
    );

  const report = async () => {
    const ok = await overlays.confirm({
      title: t('securityCenter.signIn.confirmTitle'),
      content: t('securityCenter.signIn.confirmBody'),
      confirmText: t('securityCenter.signIn.notMe'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await notMe.mutateAsync(session);
      Toast.show({ icon: 'success', content: t('securityCenter.signIn.ended') });
      close();
    } catch {
      // the refusal (that session already ended, or is this one) was shown by the API layer
    }
  };

  return (
    <div className="sign-in-review" role="region" data-testid="sign-in-review">
      <b>{t('securityCenter.signIn.title')}</b>
      <span>{t('securityCenter.signIn.body')}</span>
      <div className="sign-in-review-actions">
        <Button size="small" onClick={close} data-testid="sign-in-mine">
          {t('securityCenter.signIn.mine')}
        </Button>
        <Button
          size="small"
          color="danger"
          loading={notMe.isPending}
          onClick={() => void report()}
          data-testid="sign-in-not-me"
        >
          {t('securityCenter.signIn.notMe')}
        </Button>
      </div>
    </div>
  );
}
