import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { useGameUrl } from '../data/hooks';
import { useSession } from '../../../state/session';
import { ExternalGame } from '../components/ExternalGame';
import { GameHistory } from '../components/GameHistory';
import { Leaderboard } from '../components/Leaderboard';
import { PlayPanel } from '../components/PlayPanel';
import { PointsNotice } from '../components/PointsNotice';
import './game.css';

type Tab = 'play' | 'board' | 'history';

/**
 * The game (game/game): the operator's external game when the public setting `game_url` is
 * set, else the built-in price prediction in points (never money). Visitors see the game and the leaderboard and
 * are asked to log in to play.
 */
export default function GamePage() {
  const { t } = useTranslation();
  const url = useGameUrl();
  if (url.data) return <ExternalGame url={url.data} />;
  if (url.data === '') return <BuiltInGame />;
  // which game is not known yet: the page's frame around the setting's loading or failed state
  return (
    <div className="page game-page" data-testid="game-page">
      <PageNav title={t('pages.game')} />
      <QueryView query={url}>{() => null}</QueryView>
    </div>
  );
}

function BuiltInGame() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== '');
  const [tab, setTab] = useState<Tab>('play');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'play', label: t('game.tabs.play') },
    { value: 'board', label: t('game.tabs.board') },
    ...(signedIn ? [{ value: 'history' as const, label: t('game.tabs.history') }] : []),
  ];
  return (
    <div className="page game-page" data-testid="game-page">
      <PageNav title={t('pages.game')} />
      <div className="page-body">
        <PointsNotice />
        <ChipTabs<Tab> className="game-tabs" value={tab} options={tabs} testId="game-tab" onChange={setTab} />
        {tab === 'play' ? <PlayPanel signedIn={signedIn} /> : null}
        {tab === 'board' ? <Leaderboard /> : null}
        {tab === 'history' && signedIn ? <GameHistory /> : null}
      </div>
    </div>
  );
}
