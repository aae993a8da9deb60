import { TIMEOUTS_MS } from '@meridian/contract';
import { Toast } from '../components/overlays';
import { LockOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyView } from '../components/StateViews';
import { PageNav } from '../components/PageNav';
import { useSession } from '../state/session';
import { TabLayout } from './AppTabBar';
import { LazyPage } from './LazyPage';
import { PAGE_LOADERS } from './pages';
import { RouteContext } from '../lib/routeContext';
import { loginPathFor, rememberPage } from '../lib/returnTo';
import type { RouteDef } from './routes';

/** Visitor guard: "please log in first", then the login page after 1.2 s, which comes back here. */
function VisitorRedirect({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    Toast.show({ content: t('common.pleaseLogin') });
    const id = setTimeout(
      () => void navigate(loginPathFor(pathname + search), { replace: true }),
      TIMEOUTS_MS.loginRedirect,
    );
    return () => clearTimeout(id);
  }, [navigate, t, pathname, search]);
  return (
    <div className="page" data-testid="visitor-guard">
      <PageNav title={t(`pages.${route.title}`)} back={route.tab === undefined} />
      <EmptyView icon={<LockOutline />} title={t('common.pleaseLogin')} />
    </div>
  );
}

export function RouteElement({ route }: { route: RouteDef }) {
  const loggedIn = useSession((s) => s.token !== '');
  const { pathname, search } = useLocation();
  // the page login returns to: every page shown, except the sign-in pages themselves
  useEffect(() => rememberPage(pathname + search), [pathname, search]);
  const body =
    !route.public && !loggedIn ? (
      <VisitorRedirect route={route} />
    ) : (
      <LazyPage loader={PAGE_LOADERS[route.page]} />
    );
  return (
    <RouteContext.Provider value={route}>
      {route.tab === undefined ? body : <TabLayout tab={route.tab}>{body}</TabLayout>}
    </RouteContext.Provider>
  );
}
