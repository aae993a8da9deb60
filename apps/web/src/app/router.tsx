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

function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
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
