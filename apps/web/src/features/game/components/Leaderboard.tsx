import { gameDayOf } from '@meridian/contract/game';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useGameBoard } from '../data/hooks';
import { previousDay, signed } from '../data/rules';

type Which = 'today' | 'yesterday';

/** A UTC day's top 20 by points won, masked names, and my place. */
export function Leaderboard() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<Which>('today');
  const today = gameDayOf(Date.now());
  const day = which === 'today' ? today : previousDay(today);
  const board = useGameBoard(day);
  return (
    <div className="game-board" data-testid="game-board">
      <ChipTabs<Which>
        className="game-chips"
        value={which}
        testId="game-board-day"
        options={[
          { value: 'today', label: t('game.board.today') },
          { value: 'yesterday', label: t('game.board.yesterday') },
        ]}
        onChange={setWhich}
      />
      <QueryView
        query={board}
        isEmpty={(b) => b.top.length === 0}
        empty={<EmptyView title={t('game.board.empty')} />}
      >
        {(b) => (
          <section className="card game-board-list" data-testid="game-board-list">
            <div className="game-row head">
              <span>{t('game.board.player')}</span>
              <span>{t('game.board.won')}</span>
            </div>
            {b.top.map((r) => (
              <div key={r.rank} className="game-row" data-testid="game-board-row">
                <span>
                  <b className={`game-rank rank-${Math.min(r.rank, 4)}`}>{r.rank}</b> {r.name}
                  <small> · {t('game.board.played', { n: r.played })}</small>
                </span>
                <b className={r.won >= 0 ? 'tone-up' : 'tone-down'}>{signed(r.won)}</b>
              </div>
            ))}
          </section>
        )}
      </QueryView>
      {board.data?.mine ? (
        <p className="game-mine" data-testid="game-board-mine">
          {board.data.mine.rank === null
            ? t('game.board.notRanked')
            : t('game.board.mine', { rank: board.data.mine.rank, won: signed(board.data.mine.won) })}
        </p>
      ) : null}
    </div>
  );
}
