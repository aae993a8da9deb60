import type { InviteSummary } from '@meridian/contract/invite';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy';
import { QrCode } from '../../../components/QrCode';
import { canShare, inviteUrl } from '../data/share';
import { PosterPopup } from './PosterPopup';
import { coinAmount, usdtAmount } from './format';

/** My invitation: the rate, totals, my code and link (copy, share), the QR and the poster. */
export function InviteCard({ s, siteName }: { s: InviteSummary; siteName: string }) {
  const { t } = useTranslation();
  const [posterOpen, setPosterOpen] = useState(false);
  const link = inviteUrl(s.extension_code, window.location.origin);
  const copied = t('invite.copied');
  const failed = t('invite.copyFailed');
  const shareLink = async () => {
    try {
      await navigator.share({ title: siteName, text: t('invite.shareText', { rate: s.rate }), url: link });
    } catch {
      // cancelled: nothing to say
    }
  };
  return (
    <>
      <section className="invite-hero card" data-testid="invite-hero">
        <h3>{t('invite.headline', { rate: s.rate })}</h3>
        <p className="muted">{t('invite.subline', { rate: s.rate })}</p>
        <div className="invite-stats">
          <div>
            <b data-testid="invite-count">{s.invite_num}</b>
            <span className="muted">{t('invite.invited')}</span>
          </div>
          <div>
            <b data-testid="invite-total">≈ {usdtAmount(s.invite_return_total)}</b>
            <span className="muted">{t('invite.earnedUsdt')}</span>
          </div>
        </div>
        {s.invite_return_totals.length > 0 && (
          <div className="invite-currencies muted" data-testid="invite-currencies">
            {s.invite_return_totals.map((c) => (
              <span key={c.currency_id}>
                {coinAmount(c.amount)} {c.currency}
              </span>
            ))}
          </div>
        )}
      </section>

      <section className="invite-share card" data-testid="invite-share">
        <div className="invite-field">
          <span className="muted">{t('invite.code')}</span>
          <b data-testid="invite-code">{s.extension_code}</b>
          <Button
            size="mini"
            fill="outline"
            data-testid="invite-copy-code"
            onClick={() => void copyText(s.extension_code, copied, failed)}
          >
            {t('invite.copy')}
          </Button>
        </div>
        <div className="invite-field">
          <span className="muted">{t('invite.link')}</span>
          <span className="invite-link" data-testid="invite-link">
            {link}
          </span>
          <Button
            size="mini"
            fill="outline"
            data-testid="invite-copy-link"
            onClick={() => void copyText(link, copied, failed)}
          >
            {t('invite.copy')}
          </Button>
        </div>
        <div className="invite-qr" data-testid="invite-qr" data-value={link}>
          <QrCode value={link} size={168} dark="#0d1016" />
        </div>
        <div className="invite-actions">
          <Button color="primary" data-testid="invite-poster-open" onClick={() => setPosterOpen(true)}>
            {t('invite.poster.open')}
          </Button>
          {canShare(navigator) ? (
            <Button fill="outline" data-testid="invite-share-link" onClick={() => void shareLink()}>
              {t('invite.share')}
            </Button>
          ) : (
            <Button
              fill="outline"
              data-testid="invite-share-link"
              onClick={() => void copyText(link, copied, failed)}
            >
              {t('invite.copyLink')}
            </Button>
          )}
        </div>
      </section>
      <PosterPopup
        visible={posterOpen}
        onClose={() => setPosterOpen(false)}
        link={link}
        code={s.extension_code}
        siteName={siteName}
        rate={s.rate}
      />
    </>
  );
}
