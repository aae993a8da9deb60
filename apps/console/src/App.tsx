import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Result, Spin } from 'antd';
import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { session } from './api/http';
import { Shell } from './components/Shell';
import { useToken } from './lib/session';
import { S } from './strings';

/** Each screen is its own chunk, fetched when it is opened (the console was one 1.4 MB script). */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spin className="page-loading" />}>
      <Page />
    </Suspense>
  );
}

/** Screens behind the login: without a token, go to #/login and come back afterwards. */
function RequireSession() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

function NotFound() {
  return (
    <Result
      status="404"
      title={S.notFound}
      extra={
        <Button type="primary" href="#/kyc">
          {S.backHome}
        </Button>
      }
    />
  );
}

/** Hash routes: #/login, #/kyc, #/deposits, #/withdrawals, #/addresses, #/tiers, #/traders, #/ieo, #/lockming,
 * #/invest, #/nft, #/otc, #/loans, #/content, #/coupons, #/vitals, #/jobs, #/audit. */
const router = createHashRouter([
  { path: '/login', element: page(async () => (await import('./features/ops/LoginPage')).LoginPage) },
  {
    element: <RequireSession />,
    children: [
      { path: '/enrol', element: page(async () => (await import('./features/ops/EnrolPage')).EnrolPage) },
      {
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to="/kyc" replace /> },
          { path: '/kyc', element: page(async () => (await import('./features/kyc/KycPage')).KycPage) },
          {
            path: '/deposits',
            element: page(async () => (await import('./features/wallet/DepositsPage')).DepositsPage),
          },
          {
            path: '/withdrawals',
            element: page(async () => (await import('./features/wallet/WithdrawalsPage')).WithdrawalsPage),
          },
          {
            path: '/addresses',
            element: page(async () => (await import('./features/wallet/AddressesPage')).AddressesPage),
          },
          {
            path: '/tiers',
            element: page(async () => (await import('./features/options/TiersPage')).TiersPage),
          },
          {
            path: '/traders',
            element: page(async () => (await import('./features/copytrade/TradersPage')).TradersPage),
          },
          { path: '/ieo', element: page(async () => (await import('./features/ieo/IeoPage')).IeoPage) },
          {
            path: '/lockming',
            element: page(async () => (await import('./features/lockming/LockPage')).LockPage),
          },
          {
            path: '/invest',
            element: page(async () => (await import('./features/invest/InvestPage')).InvestPage),
          },
          { path: '/nft', element: page(async () => (await import('./features/nft/NftPage')).NftPage) },
          {
            path: '/support',
            element: page(async () => (await import('./features/support/SupportPage')).SupportPage),
          },
          { path: '/otc', element: page(async () => (await import('./features/otc/OtcPage')).OtcPage) },
          { path: '/loans', element: page(async () => (await import('./features/loans/LoanPage')).LoanPage) },
          {
            path: '/content',
            element: page(async () => (await import('./features/content/ContentPage')).ContentPage),
          },
          {
            path: '/coupons',
            element: page(async () => (await import('./features/coupons/CouponsPage')).CouponsPage),
          },
          {
            path: '/vitals',
            element: page(async () => (await import('./features/vitals/VitalsPage')).VitalsPage),
          },
          { path: '/jobs', element: page(async () => (await import('./features/ops/JobsPage')).JobsPage) },
          { path: '/audit', element: page(async () => (await import('./features/ops/AuditPage')).AuditPage) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);

/** A 999 reply anywhere: drop cached data, say why, and show the login screen (one message at a time). */
function SessionEvents() {
  const client = useQueryClient();
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      session.onInvalid(({ message: text }) => {
        client.clear();
        void message.warning({ content: text || S.sessionExpired, key: 'session-ended' });
        const { pathname, search } = router.state.location;
        if (pathname !== '/login') {
          void router.navigate('/login', { replace: true, state: { from: pathname + search } });
        }
      }),
    [client, message],
  );
  return null;
}

export function ConsoleApp() {
  return (
    <>
      <SessionEvents />
      <RouterProvider router={router} />
    </>
  );
}
