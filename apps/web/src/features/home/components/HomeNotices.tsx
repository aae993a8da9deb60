import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Ticker } from '../../../components/carousel/Ticker';
import { useLatestAnnouncements, ANNOUNCEMENTS_PATH, itemTarget, useOpenTarget } from '../../content';
import { HashLink } from '../../../components/HashLink';

/**
 * The announcements row under the banner: the latest titles (news category 4) turning one by one, each opening
 * its article; "More" opens the announcements list. Without announcements (or before they are read) the row
 * shows the app's own notice line.
 */
export function HomeNotices() {
  const { t } = useTranslation();
  const open = useOpenTarget();
  const latest = useLatestAnnouncements();
  const items = latest.data?.data ?? [];
  return (
    <div className="home-notice" data-testid="home-announcements">
      <SoundOutline className="home-notice-icon" aria-hidden="true" />
      <div className="home-notice-rows">
        {items.length > 0 ? (
          <Ticker
            interval={4000}
            lines={items.map((item) => ({
              key: item.id,
              node: (
                <button
                  type="button"
                  className="home-notice-title"
                  data-testid={`home-news-${item.group_key}`}
                  onClick={() => open(itemTarget(item))}
                >
                  {item.title}
                </button>
              ),
            }))}
          />
        ) : (
          <span className="home-notice-title">{t('home.notice')}</span>
        )}
      </div>
      <HashLink to={ANNOUNCEMENTS_PATH} className="home-notice-more" data-testid="home-announcements-more">
        {t('content.more')}
        <RightOutline fontSize={10} />
      </HashLink>
    </div>
  );
}
