import { useEffect } from 'react';
import { Outlet, createHashRouter, useLocation } from 'react-router';
import { ErrorView } from '../components/StateViews';
import { RouteElement } from './RouteElement';
import { ROUTES } from './routes';
import type { RouteDef } from './routes';

function AppShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app-root">
      <Outlet />
    </div>
  );
}

function RouteError() {
  return (
    <div className="app-root">
      <ErrorView onRetry={() => window.location.reload()} />
    </div>
  );
}

const NOT_FOUND: RouteDef = { path: '*', title: 'home', page: 'wip', public: true };

export const router = createHashRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
      { path: '*', element: <RouteElement route={NOT_FOUND} /> },
    ],
  },
]);
