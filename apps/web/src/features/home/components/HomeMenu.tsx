import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useStagedCount } from '../../../lib/useStagedCount';
import { useHomeMenu } from '../../content';
import { homeMenu } from './menu';
import { MenuIcon } from './MenuIcon';
import { HashLink } from '../../../components/HashLink';

// the support entry is in the last section, under the first screen: its unread badge (the chat's contract and
// socket listener) loads after the first paint, the tile showing meanwhile
const SupportBadge = lazy(() => import('../../support').then((m) => ({ default: m.SupportBadge })));

/**
 * The home menu: the entries the operator shows, in the operator's order (`menu`), grouped in their sections;
 * icons and titles are the app's. While the menu is read, or if the read failed, the whole catalogue shows.
 */
export function HomeMenu() {
  const { t } = useTranslation();
  const menu = useHomeMenu();
  const sections = homeMenu(menu.data);
  // a section a frame: the thirty tiles in one render made one of home's longest tasks on a phone
  const drawn = useStagedCount(sections.length, 1);
  return (
    <div data-testid="home-menu" data-source={menu.data ? 'server' : 'builtin'}>
      {sections.slice(0, drawn).map((section) => (
        <section key={section.title} className="menu-section card">
          <h2>{t(`home.${section.title}`)}</h2>
          <div className="menu-grid">
            {section.entries.map((e) => (
              <HashLink key={e.key} to={e.path} className="menu-item" data-testid={`menu-${e.icon}`}>
                {e.icon === 'service' ? (
                  <Suspense fallback={<MenuIcon kind={e.icon} />}>
                    <SupportBadge>
                      <MenuIcon kind={e.icon} />
                    </SupportBadge>
                  </Suspense>
                ) : (
                  <MenuIcon kind={e.icon} />
                )}
                <span>{t(`pages.${e.title}`)}</span>
              </HashLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
