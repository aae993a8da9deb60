import { DemoBanner } from '../../components/demo/DemoBanner';
import { DemoFundsCard } from '../../components/demo/DemoFundsCard';
import { Banner } from './Banner';
import { HomeHeader } from './HomeHeader';
import { HomeMenu } from './HomeMenu';
import { HomeNotices } from './HomeNotices';
import { HomePopup } from './HomePopup';
import { HomeQuotes } from './HomeQuotes';
import './home.css';

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
      <HomePopup />
    </div>
  );
}
