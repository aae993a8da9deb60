import type { UserInfo } from '@meridian/contract/account';
import { inviteLinkPath } from '@meridian/contract/invite';
import { Avatar, Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { qrPngDataUrl } from '../../../components/qr';
import { QrCode } from '../../../components/QrCode';
import { QueryView } from '../../../components/QueryView';
import { useUserInfo } from '../../account';
import './myqr.css';

/** The absolute invite link of a code, on this site. */
export function inviteUrl(code: string, origin: string): string {
  return `${origin}${inviteLinkPath(code)}`;
}

const QR_SIZE = 220;
const QR_DARK = '#0b0e11';

/**
 * /pages/setting/qrcode — my QR code: avatar, nickname and the QR of my invite link (a friend who scans
 * it registers with my code), with "save image" (the QR as a PNG) and "copy link".
 */
export default function MyQr() {
  const info = useUserInfo();
  return (
    <Shell>
      <QueryView query={info}>{(user) => <QrCard user={user} />}</QueryView>
    </Shell>
  );
}

function QrCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const link = inviteUrl(user.extension_code, window.location.origin);
  const save = async () => {
    // the saved picture is drawn at twice the on-screen size so it stays sharp when printed or zoomed
    const url = await qrPngDataUrl(link, QR_SIZE * 2, { dark: QR_DARK }).catch(() => null);
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `meridian-${user.extension_code}.png`;
    a.click();
    Toast.show({ content: t('entries.qrSaved') });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      Toast.show({ icon: 'success', content: t('entries.linkCopied') });
    } catch {
      Toast.show({ content: link });
    }
  };
  return (
    <div className="myqr-card card" data-testid="myqr-card">
      <div className="myqr-head">
        <Avatar src={user.head_portrait} style={{ '--size': '56px', '--border-radius': '50%' }} />
        <div>
          <b data-testid="myqr-name">{user.nickname || user.account}</b>
          <span className="muted">
            {t('settings.inviteCode')} <span data-testid="myqr-code">{user.extension_code}</span>
          </span>
        </div>
      </div>
      <div className="myqr-code" data-testid="myqr-qr" data-value={link}>
        <QrCode value={link} size={QR_SIZE} dark={QR_DARK} />
      </div>
      <p className="muted myqr-hint">{t('entries.qrHint')}</p>
      <div className="myqr-link" data-testid="myqr-link">
        {link}
      </div>
      <div className="myqr-actions">
        <Button color="primary" onClick={() => void save()} data-testid="myqr-save">
          {t('entries.saveImage')}
        </Button>
        <Button fill="outline" onClick={() => void copy()} data-testid="myqr-copy">
          {t('entries.copyLink')}
        </Button>
      </div>
    </div>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page myqr-page" data-testid="myqr-page">
      <PageNav title={t('pages.myQr')} />
      <div className="page-body">{children}</div>
    </div>
  );
}
