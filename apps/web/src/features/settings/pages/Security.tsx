import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../lib/returnTo';
import { PageNav } from '../../../components/PageNav';
import { useUserInfo } from '../../account';
import { maskContact } from '../../../lib/mask';
import { useSession } from '../../../state/session';
import { SignInReview, TwoFactorGroup } from '../../security';
import { BindSheet } from '../components/BindSheet';
import './setting.css';

/**
 * /pages/setting/security — passwords, two-factor authentication and protections, bound phone and e-mail,
 * devices, withdrawal destinations.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useUserInfo();
  const cached = useSession((s) => s.user);
  const user = info.data ?? cached;
  const initial = params.get('bind');
  const [sheet, setSheet] = useState<'phone' | 'email' | null>(
    initial === 'phone' || initial === 'email' ? initial : null,
  );
  // opened to bind a contact for another page (identity verification): back there once bound
  const back = safeReturnPath(params.get('redirect'));
  const notBound = <span className="muted-warn">{t('security.notBound')}</span>;
  const go = (path: string) => () => void navigate(path);

  return (
    <div className="page settings" data-testid="security-page">
      <PageNav title={t('pages.security')} />
      <div className="page-body">
        <SignInReview />
        <List header={t('security.passwords')}>
          <List.Item data-testid="security-login-password" onClick={go('/pages/setting/password')}>
            {t('pages.password')}
          </List.Item>
          <List.Item
            data-testid="security-pay-password"
            extra={user?.has_pay_password ? t('security.set') : notBound}
            onClick={go('/pages/setting/payPassword')}
          >
            {t('pages.payPassword')}
          </List.Item>
        </List>
        <TwoFactorGroup />
        <List header={t('security.contacts')}>
          <List.Item
            data-testid="security-phone"
            extra={user?.phone ? `+${user.area_code ?? ''} ${maskContact(user.phone)}` : notBound}
            onClick={user?.phone ? undefined : () => setSheet('phone')}
            arrowIcon={user?.phone ? false : undefined}
          >
            {t('security.bindPhone')}
          </List.Item>
          <List.Item
            data-testid="security-email"
            extra={user?.email ? maskContact(user.email) : notBound}
            onClick={user?.email ? undefined : () => setSheet('email')}
            arrowIcon={user?.email ? false : undefined}
          >
            {t('security.bindEmail')}
          </List.Item>
          <List.Item data-testid="security-sessions" onClick={go('/pages/setting/sessions')}>
            {t('pages.sessions')}
          </List.Item>
        </List>
        <List header={t('security.withdrawal')}>
          <List.Item data-testid="security-real" onClick={go('/pages/setting/real_mark')}>
            {t('pages.real')}
          </List.Item>
          <List.Item data-testid="security-wallet" onClick={go('/pages/setting/wallet')}>
            {t('pages.wallet')}
          </List.Item>
          <List.Item data-testid="security-bank" onClick={go('/pages/setting/bank')}>
            {t('pages.bank')}
          </List.Item>
          <List.Item data-testid="security-bank-intl" onClick={go('/pages/setting/bank_international')}>
            {t('pages.bankInternational')}
          </List.Item>
        </List>
      </div>
      <BindSheet
        kind={sheet}
        onClose={() => setSheet(null)}
        onBound={back ? () => void navigate(back, { replace: true }) : undefined}
      />
    </div>
  );
}
