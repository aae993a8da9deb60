import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBanner } from '../../components/demo/DemoBanner';
import { DemoFundsCard } from '../../components/demo/DemoFundsCard';
import { Banner } from './Banner';
import { HomeHeader } from './HomeHeader';
import { HomeQuotes } from './HomeQuotes';
import { HOME_MENU } from './menu';
import { MenuIcon } from './MenuIcon';
import { SupportBadge } from '../kefu/SupportLinks';
import './home.css';

/** Home tab: header, banner, notice, the full menu, and the live markets card. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page home" data-testid="home-page">
      <HomeHeader />
      <div className="page-body">
        <DemoBanner />
        <DemoFundsCard place="home" />
        <Banner />
        <NoticeBar className="home-notice" icon={<SoundOutline />} content={t('home.notice')} />
        {HOME_MENU.map((section) => (
          <section key={section.title} className="menu-section card">
            <h2>{t(`home.${section.title}`)}</h2>
            <div className="menu-grid">
              {section.entries.map((e) => (
                <Link key={e.path} to={e.path} className="menu-item" data-testid={`menu-${e.icon}`}>
                  {e.icon === 'service' ? (
                    <SupportBadge>
                      <MenuIcon kind={e.icon} />
                    </SupportBadge>
                  ) : (
                    <MenuIcon kind={e.icon} />
                  )}
                  <span>{t(`pages.${e.title}`)}</span>
                </Link>
              ))}
            </div>
          </section>
        ))}
        <HomeQuotes />
      </div>
    </div>
  );
}
