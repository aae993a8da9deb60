import { Avatar, Button } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/Logo';
import { useSiteConfig } from '../../content';
import { useSession } from '../../../state/session';
import { LiveStatus } from '../../../components/market/LiveStatus';
import { HomeBell } from './HomeBell';

/** Site name, connection status, and the notifications bell with the avatar (settings), or a login entry. */
export function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSiteConfig();
  const user = useSession((s) => s.user);
  const loggedIn = useSession((s) => s.token !== '');
  const name = site.data?.site_name || t('common.appName');
  return (
    <header className="home-header">
      <div className="brand">
        {site.data?.site_logo ? (
          <img src={site.data.site_logo} alt="" className="brand-logo" />
        ) : (
          <Logo size={34} />
        )}
        <div>
          <div className="brand-name" data-testid="site-name">
            {name}
          </div>
          <div className="brand-status">
            <LiveStatus />
          </div>
        </div>
      </div>
      {loggedIn ? (
        <div className="header-actions">
          <HomeBell />
          <button
            type="button"
            className="avatar-btn"
            data-testid="home-settings"
            aria-label={t('home.openSettings')}
            onClick={() => void navigate('/pages/setting/setting')}
          >
            <Avatar src={user?.head_portrait ?? ''} style={{ '--size': '34px', '--border-radius': '50%' }} />
            <SetOutline className="gear" />
          </button>
        </div>
      ) : (
        <Button
          size="small"
          color="primary"
          shape="rounded"
          data-testid="home-login"
          onClick={() => void navigate('/pages/common/login')}
        >
          {t('home.loginRegister')}
        </Button>
      )}
    </header>
  );
}
