import { Badge } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATIONS_PATH } from '../../../lib/paths';
import { badgeText, loadPushTitles, useNotificationFeed, useUnreadCount } from '../../notifications';
import { usePrefs } from '../../../state/prefs';

/** The bell on the home header: the unread count; opens the notifications; a push shows its title. */
export function HomeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = usePrefs((s) => s.lang);
  const unread = useUnreadCount();
  useEffect(() => {
    // the titles and their language's texts are chunks of their own: fetched once home is up, before any push
    void loadPushTitles()
      .then(({ notificationTexts }) => notificationTexts(lang))
      .catch(() => undefined);
  }, [lang]);
  useNotificationFeed((push) => {
    void loadPushTitles()
      .then(({ pushTitle }) => pushTitle(push, lang, t('notifications.newOne')))
      .then(
        (title) => Toast.show({ content: title }),
        () => Toast.show({ content: t('notifications.newOne') }),
      );
  });
  const count = unread.data?.count ?? 0;
  const badge = badgeText(count);
  return (
    <button
      type="button"
      className="bell-btn"
      data-testid="home-notifications"
      aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      onClick={() => void navigate(NOTIFICATIONS_PATH)}
    >
      <Badge content={badge || null} style={{ '--right': '2px', '--top': '2px' }}>
        <span className="bell-icon">
          <BellOutline />
        </span>
      </Badge>
    </button>
  );
}
