import { Button, Popup } from 'antd-mobile';
import { Toast } from '../../components/overlays';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canShare, posterFileName } from '../../data/invite/share';
import { drawPoster, posterBlob } from './poster';

/**
 * The invite poster in a popup (issue 18): drawn on a canvas (site name, tagline, the QR of my link, my code),
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
  const qrHolder = useRef<HTMLDivElement>(null);
  const [poster, setPoster] = useState<{ url: string; canvas: HTMLCanvasElement } | null>(null);

  useEffect(() => {
    if (!visible) return;
    // the hidden QR canvas is drawn by qrcode.react on mount: draw the poster on the next frame
    const frame = requestAnimationFrame(() => {
      const qr = qrHolder.current?.querySelector('canvas');
      if (!qr) return;
      const canvas = drawPoster(document.createElement('canvas'), {
        siteName,
        tagline: t('invite.poster.tagline', { rate }),
        codeLabel: t('invite.code'),
        code,
        scanHint: t('invite.poster.scan'),
        qr,
      });
      setPoster({ url: canvas.toDataURL('image/png'), canvas });
    });
    return () => cancelAnimationFrame(frame);
  }, [visible, siteName, code, rate, t]);

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
        <div ref={qrHolder} className="invite-poster-qr" aria-hidden>
          <QRCodeCanvas value={link} size={420} marginSize={2} bgColor="#ffffff" fgColor="#0d1016" />
        </div>
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
