import { BellOutline } from 'antd-mobile-icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../lib/returnTo';
import { useSession } from '../../../state/session';
import './alertBell.css';

// the sheet (forms, the contract's alert rules) loads with the first tap, not with the page that shows the bell
const AlertSheet = lazy(() => import('./AlertSheet'));

/** The bell of a pair's screen: opens the alert sheet (a visitor is sent to log in first). */
export function AlertBell(props: { symbol: string; price: string | undefined; pricePrecision: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.token !== '');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="alert-bell"
        data-testid="alert-bell"
        aria-label={t('alerts.sheet.bell')}
        onClick={() => (signedIn ? setOpen(true) : void navigate(loginPathFor(pathname + search)))}
      >
        <BellOutline />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertSheet {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
