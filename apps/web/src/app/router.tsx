import { Component, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Outlet, Router, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorView } from '../components/StateViews';
import { RouteElement } from './RouteElement';
import { ROUTES } from './routes';
import type { RouteDef } from './routes';
import { currentLocation, navigator, subscribeLocation } from './navigation';

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

/** A page that throws while rendering shows the error view with a retry; the next page starts afresh. */
interface BoundaryState {
  pathname: string;
  failed: boolean;
}

class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[router] a page failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="app-root">
        <ErrorView onRetry={() => window.location.reload()} />
      </div>
    );
  }
}

const NOT_FOUND: RouteDef = { path: '*', title: 'home', page: 'wip', public: true };

const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
      { path: '*', element: <RouteElement route={NOT_FOUND} /> },
    ],
  },
];

/**
 * A plain path's own route, alone: react-router flattens and ranks every route on each match, and with some two
 * hundred that was a fifth of the first render on a phone. Paths with parameters, and any other spelling (a
 * trailing slash), are matched against the full list.
 */
const BY_PATH = new Map<string, RouteObject[]>(
  ROUTES.filter((route) => !/[:*]/.test(route.path)).map((route) => [
    route.path,
    [{ element: <AppShell />, children: [{ path: route.path, element: <RouteElement route={route} /> }] }],
  ]),
);

function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(BY_PATH.get(pathname) ?? ROUTE_OBJECTS);
}

/** The app's pages under the hash location (navigation.ts). */
export function AppRouter() {
  const { location, action } = useSyncExternalStore(subscribeLocation, currentLocation);
  return (
    <Router location={location} navigationType={action} navigator={navigator}>
      <RouteErrorBoundary pathname={location.pathname}>
        <AppRoutes />
      </RouteErrorBoundary>
    </Router>
  );
}
