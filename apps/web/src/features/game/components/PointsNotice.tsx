import { GAME_DAILY_POINTS, GAME_SECONDS, GAME_STAKES } from '@meridian/contract/game';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';

/** The points-only notice (always on screen) and the rules link. */
export function PointsNotice() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const rules = () =>
    overlays.alert({
      title: t('game.rules.title'),
      content: (
        <ol className="game-rules" data-testid="game-rules">
          <li>{t('game.rules.daily', { points: GAME_DAILY_POINTS })}</li>
          <li>
            {t('game.rules.predict', { seconds: GAME_SECONDS.join(' / '), stakes: GAME_STAKES.join(' / ') })}
          </li>
          <li>{t('game.rules.prices')}</li>
          <li>{t('game.rules.results')}</li>
          <li>{t('game.rules.board')}</li>
          <li>{t('game.noCash')}</li>
        </ol>
      ),
      confirmText: t('game.rules.ok'),
    });
  return (
    <p className="game-notice" data-testid="game-notice">
      <span>{t('game.noCash')}</span>{' '}
      <button type="button" className="game-link" data-testid="game-rules-link" onClick={() => void rules()}>
        {t('game.rules.link')}
      </button>
    </p>
  );
}
