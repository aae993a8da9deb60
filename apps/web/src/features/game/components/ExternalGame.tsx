import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';

/**
 * The operator's game (`game_url`) in a frame under the app's navigation bar, with "Open in browser" always at
 * hand: a site that refuses to be framed shows nothing in the frame, and the button below says what to do.
 */
export function ExternalGame({ url }: { url: string }) {
  const { t } = useTranslation();
  const open = (
    <a
      className="history-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="game-open-browser"
    >
      {t('game.external.openBrowser')}
    </a>
  );
  return (
    <div className="page game-page game-external" data-testid="game-external">
      <PageNav title={t('pages.game')} right={open} />
      <iframe
        className="game-frame"
        src={url}
        title={t('pages.game')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        data-testid="game-frame"
      />
      <div className="game-frame-help">
        <span>{t('game.external.blank')}</span>
        <a
          className="game-open-button"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="game-open-button"
        >
          {t('game.external.openBrowser')}
        </a>
      </div>
    </div>
  );
}
