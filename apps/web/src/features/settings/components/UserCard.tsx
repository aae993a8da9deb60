import { Avatar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../account';
import { useSession } from '../../../state/session';

/** Nickname or account, avatar, UID and invite code. */
export function UserCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cached = useSession((s) => s.user);
  const info = useUserInfo();
  const user = info.data ?? cached;
  const title = user ? user.nickname || user.account : t('settings.guest');
  return (
    <button
      type="button"
      className="user-card card"
      data-testid="settings-user"
      onClick={() => void navigate('/pages/setting/userInfo')}
    >
      <Avatar src={user?.head_portrait ?? ''} style={{ '--size': '52px', '--border-radius': '50%' }} />
      <div className="user-meta">
        <div className="user-name">{title}</div>
        {user ? (
          <div className="user-sub">
            {user.nickname && user.account !== user.nickname ? <span>{user.account}</span> : null}
            <span>
              {t('settings.uid')} {user.id}
            </span>
            {user.extension_code ? (
              <span>
                {t('settings.inviteCode')} {user.extension_code}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <RightOutline className="chev" />
    </button>
  );
}
