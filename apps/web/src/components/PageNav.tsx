import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Custom navigation bar (no native title): back goes to the previous page, or home when there is none. */
export function PageNav({
  title,
  right,
  back = true,
  onBack,
}: {
  title?: ReactNode;
  right?: ReactNode;
  back?: boolean;
  onBack?: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const goBack = () => {
    if (onBack) return onBack();
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <NavBar
      className="nav-bar"
      back={back ? '' : null}
      backIcon={back ? undefined : false}
      onBack={goBack}
      right={right}
      aria-label={t('common.back')}
    >
      {title}
    </NavBar>
  );
}

/** A text link on the right of the navigation bar that opens another page (e.g. the records of this one). */
export function NavLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="history-link" data-testid={testId} onClick={() => void navigate(to)}>
      {children}
    </button>
  );
}
