import { Button, Popup } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { qrCanvas } from '../../../components/qr';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canShare, posterFileName } from '../data/share';
import { drawPoster, posterBlob } from './poster';

/**
 * The invite poster in a popup: drawn on a canvas (site name, tagline, the QR of my link, my code),
 * shown as an image the user can long-press; "Save poster" downloads the PNG, "Share" hands it to the share
 * sheet where the browser can share files.
 */
export function PosterPopup({
  visible,
  onClose,
  link,
  code,
  siteName,
  rate,
}: {
  visible: boolean;
  onClose: () => void;
  link: string;
  code: string;
  siteName: string;
  rate: string;
}) {
  const { t } = useTranslation();
  const [poster, setPoster] = useState<{ url: string; canvas: HTMLCanvasElement } | null>(null);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    // the QR is drawn at the poster's 2x pixel size; a link that cannot be encoded leaves no poster to save
    void qrCanvas(link, 420, { dark: '#0d1016' }).then(
      (qr) => {
        if (!live) return;
        const canvas = drawPoster(document.createElement('canvas'), {
          siteName,
          tagline: t('invite.poster.tagline', { rate }),
          codeLabel: t('invite.code'),
          code,
          scanHint: t('invite.poster.scan'),
          qr,
        });
        setPoster({ url: canvas.toDataURL('image/png'), canvas });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [visible, link, siteName, code, rate, t]);

  const save = () => {
    if (!poster) return;
    const a = document.createElement('a');
    a.href = poster.url;
    a.download = posterFileName(code);
    a.click();
    Toast.show({ content: t('invite.poster.saved') });
  };

  const share = async () => {
    if (!poster) return;
    const blob = await posterBlob(poster.canvas);
    if (!blob) return;
    const file = new File([blob], posterFileName(code), { type: 'image/png' });
    const data = { files: [file], title: siteName, text: t('invite.shareText', { rate }), url: link };
    try {
      await navigator.share(data);
    } catch {
      // cancelled by the user: nothing to say
    }
  };
  const fileShare =
    typeof File !== 'undefined' &&
    canShare(navigator, { files: [new File([], 'x.png', { type: 'image/png' })] });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="invite-poster-popup"
      destroyOnClose
    >
      <div className="invite-poster" data-testid="invite-poster">
        {poster ? (
          <img src={poster.url} alt={t('invite.poster.title')} data-testid="invite-poster-image" />
        ) : (
          <div className="invite-poster-placeholder" />
        )}
        <p className="muted invite-poster-hint">{t('invite.poster.hint')}</p>
        <div className="invite-poster-actions">
          <Button color="primary" onClick={save} disabled={!poster} data-testid="invite-poster-save">
            {t('invite.poster.save')}
          </Button>
          {fileShare && (
            <Button fill="outline" onClick={() => void share()} disabled={!poster}>
              {t('invite.share')}
            </Button>
          )}
          <Button fill="none" onClick={onClose} data-testid="invite-poster-close">
            {t('invite.poster.close')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
