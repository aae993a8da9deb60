import { Suspense, lazy } from 'react';
import { DemoBanner } from '../../components/demo/DemoBanner';
import { DemoFundsCard } from '../../components/demo/DemoFundsCard';
import { Banner } from './Banner';
import { HomeHeader } from './HomeHeader';
import { HomeMenu } from './HomeMenu';
import { HomeNotices } from './HomeNotices';
import { HomeQuotes } from './HomeQuotes';
import './home.css';

// the pop-up shows nothing until an operator's notice is due: it (and antd-mobile's CenterPopup) loads after
// the first paint (issue 19)
const HomePopup = lazy(() => import('./HomePopup').then((m) => ({ default: m.HomePopup })));

/** Home tab: header, banners, the announcements row, the menu, the live markets card, and the pop-up. */
export default function HomePage() {
  return (
    <div className="page home" data-testid="home-page">
      <HomeHeader />
      <div className="page-body">
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
