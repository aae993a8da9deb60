import { Suspense, lazy } from 'react';
import { DemoBanner } from '../../components/demo/DemoBanner';
import { DemoFundsCard } from '../../components/demo/DemoFundsCard';
import { useDemoStatus } from '../../data/demo/demo';
import { Banner } from './Banner';
import { HomeHeader } from './HomeHeader';
import { HomeMenu } from './HomeMenu';
import { HomeNotices } from './HomeNotices';
import { HomeQuotes } from './HomeQuotes';
import './home.css';

// the pop-up shows nothing until an operator's notice is due: it (and antd-mobile's CenterPopup) loads after
// the first paint
const HomePopup = lazy(() => import('./HomePopup').then((m) => ({ default: m.HomePopup })));

/** Home tab: header, banners, the announcements row, the menu, the live markets card, and the pop-up. */
export default function HomePage() {
  const demo = useDemoStatus();
  // (CLS): the demo notice and card open the body once the deployment's demo status is known, and
  // pushed everything under them ~220 px down when it arrived; the body is mounted at once (its requests go
  // out) but shown with that answer (or its first failure), so nothing visible moves
  const waiting = demo.isPending && demo.failureCount === 0;
  return (
    <div className="page home" data-testid="home-page">
      <HomeHeader />
      <div className="page-body" style={waiting ? { visibility: 'hidden' } : undefined}>
        <DemoBanner />
        <DemoFundsCard place="home" />
        <Banner />
        <HomeNotices />
        <HomeMenu />
        <HomeQuotes />
      </div>
      <Suspense fallback={null}>
        <HomePopup />
      </Suspense>
    </div>
  );
}
