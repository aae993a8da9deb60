import { useTranslation } from 'react-i18next';
import { PagesView } from '../../../components/PagedView';
import { useGameHistory } from '../data/hooks';
import { PredictionLine } from './PlayParts';

/** All my predictions, newest first. */
export function GameHistory() {
  const { t } = useTranslation();
  const history = useGameHistory(true);
  return (
    <PagesView
      query={history}
      empty={t('game.historyEmpty')}
      testId="game-history"
      className="card game-history"
      render={(p) => <PredictionLine key={p.id} p={p} />}
    />
  );
}
