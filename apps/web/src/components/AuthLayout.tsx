import { LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { PageNav } from './PageNav';

/** Frame of the login, register and forgot-password screens. */
export function AuthLayout({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid={testId}>
      <PageNav />
      <div className="page-body">
        <div className="auth-hero">
          <Logo size={48} className="auth-logo" />
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
        {children}
        <div className="secure-note">
          <LockOutline /> {t('auth.secureNote')}
        </div>
      </div>
    </div>
  );
}
