import { GAME_SECONDS, GAME_STAKES, GAME_SYMBOLS } from '@meridian/contract/game';
import type { GameDirection, GameSymbol } from '@meridian/contract/game';
import { Button } from 'antd-mobile';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { useGameState, usePredict } from '../data/hooks';
import { gameKeys } from '../data/keys';
import { usePair } from '../../market';
import { formatNumber } from '../../../lib/format';
import { DayCard, OpenList, RecentResults } from './PlayParts';

/** Pick a pair, a length and a stake, then Up or Down (confirmed first); my day and open rounds below. */
export function PlayPanel({ signedIn }: { signedIn: boolean }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [symbol, setSymbol] = useState<GameSymbol>(GAME_SYMBOLS[0]);
  const [seconds, setSeconds] = useState<number>(GAME_SECONDS[0]);
  const [stake, setStake] = useState<number>(GAME_STAKES[0]);
  const pair = usePair(symbol);
  const state = useGameState(signedIn);
  const predict = usePredict();
  const price = pair.data?.now_price;
  useResultsFollow(state.data?.open.length);

  const place = async (direction: GameDirection) => {
    const ok = await overlays.confirm({
      title: t('game.confirm.title'),
      content: (
        <p className="game-confirm" data-testid="game-confirm">
          {t(direction === 'up' ? 'game.confirm.up' : 'game.confirm.down', {
            symbol,
            seconds,
            points: stake,
          })}
        </p>
      ),
      confirmText: <span data-testid="game-confirm-ok">{t('game.confirm.ok')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    predict.mutate({ body: { symbol, direction, seconds: seconds, points: stake } });
  };

  return (
    <div className="game-play" data-testid="game-play">
      <ChipTabs<GameSymbol>
        className="game-chips"
        value={symbol}
        testId="game-symbol"
        options={GAME_SYMBOLS.map((s) => ({ value: s, label: s }))}
        onChange={setSymbol}
      />
      <section className="game-price card" data-testid="game-price">
        <span className="game-label">{t('game.livePrice', { symbol })}</span>
        <QueryView query={pair}>
          {(p) => (
            <b data-testid="game-price-value">
              {p.now_price ? formatNumber(p.now_price, { decimals: p.price_precision }) : '--'}
            </b>
          )}
        </QueryView>
      </section>
      <div className="game-field">
        <span className="game-label">{t('game.length')}</span>
        <ChipTabs<number>
          className="game-chips"
          value={seconds}
          testId="game-seconds"
          options={GAME_SECONDS.map((s) => ({ value: s, label: t('game.secondsShort', { seconds: s }) }))}
          onChange={setSeconds}
        />
      </div>
      <div className="game-field">
        <span className="game-label">{t('game.stake')}</span>
        <ChipTabs<number>
          className="game-chips"
          value={stake}
          testId="game-stake"
          options={GAME_STAKES.map((s) => ({ value: s, label: t('game.pointsShort', { points: s }) }))}
          onChange={setStake}
        />
      </div>
      {signedIn ? (
        <div className="game-actions">
          <Button
            className="game-up"
            block
            disabled={!price || predict.isPending}
            data-testid="game-up"
            onClick={() => void place('up')}
          >
            ▲ {t('game.up')}
          </Button>
          <Button
            className="game-down"
            block
            disabled={!price || predict.isPending}
            data-testid="game-down"
            onClick={() => void place('down')}
          >
            ▼ {t('game.down')}
          </Button>
        </div>
      ) : (
        <div className="game-login card" data-testid="game-login">
          <span>{t('game.loginToPlay')}</span>
          <Button color="primary" size="small" shape="rounded" onClick={() => void navigate(LOGIN_PATH)}>
            {t('pages.login')}
          </Button>
        </div>
      )}
      {signedIn ? (
        <QueryView query={state}>
          {(s) => (
            <>
              <DayCard state={s} />
              <OpenList state={s} />
              <RecentResults />
            </>
          )}
        </QueryView>
      ) : null}
    </div>
  );
}

/** When a prediction leaves the open list (it settled), my history (the latest results) is read again. */
function useResultsFollow(openCount: number | undefined) {
  const qc = useQueryClient();
  const last = useRef(openCount);
  useEffect(() => {
    if (openCount !== undefined && last.current !== undefined && openCount < last.current)
      void qc.invalidateQueries({ queryKey: gameKeys.history() });
    last.current = openCount;
  }, [openCount, qc]);
}
