import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Result } from 'antd';
import { useEffect } from 'react';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { session } from './api/http';
import { Shell } from './components/Shell';
import { AddressesPage } from './pages/AddressesPage';
import { TiersPage } from './pages/TiersPage';
import { TradersPage } from './pages/TradersPage';
import { AuditPage } from './pages/AuditPage';
import { DepositsPage } from './pages/DepositsPage';
import { DualPage } from './pages/DualPage';
import { IeoPage } from './pages/IeoPage';
import { LockPage } from './pages/LockPage';
import { NftPage } from './pages/NftPage';
import { SupportPage } from './pages/SupportPage';
import { OtcPage } from './pages/OtcPage';
import { LoanPage } from './pages/LoanPage';
import { ContentPage } from './pages/ContentPage';
import { CouponsPage } from './pages/CouponsPage';
import { JobsPage } from './pages/JobsPage';
import { KycPage } from './pages/KycPage';
import { LoginPage } from './pages/LoginPage';
import { WithdrawalsPage } from './pages/WithdrawalsPage';
import { useToken } from './session';
import { S } from './strings';

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
 * #/invest, #/nft, #/otc, #/loans, #/content, #/coupons, #/jobs, #/audit. */
const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to="/kyc" replace /> },
          { path: '/kyc', element: <KycPage /> },
          { path: '/deposits', element: <DepositsPage /> },
          { path: '/withdrawals', element: <WithdrawalsPage /> },
          { path: '/addresses', element: <AddressesPage /> },
          { path: '/tiers', element: <TiersPage /> },
          { path: '/traders', element: <TradersPage /> },
          { path: '/ieo', element: <IeoPage /> },
          { path: '/lockming', element: <LockPage /> },
          { path: '/invest', element: <DualPage /> },
          { path: '/nft', element: <NftPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/otc', element: <OtcPage /> },
          { path: '/loans', element: <LoanPage /> },
          { path: '/content', element: <ContentPage /> },
          { path: '/coupons', element: <CouponsPage /> },
          { path: '/jobs', element: <JobsPage /> },
          { path: '/audit', element: <AuditPage /> },
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
