import type { GamePrediction, GameState } from '@meridian/contract/game';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../components/earn/Countdown';
import { flattenPages } from '../../../api/paging';
import { useGameHistory } from '../data/hooks';
import { netPoints, resultTone, secondsLeft, signed } from '../data/rules';
import { formatNumber } from '../../../lib/format';

/** My day: points, net won, rank. */
export function DayCard({ state }: { state: GameState }) {
  const { t } = useTranslation();
  return (
    <section className="game-day card" data-testid="game-day">
      <div>
        <span className="game-label">{t('game.points')}</span>
        <b data-testid="game-points">{state.points}</b>
      </div>
      <div>
        <span className="game-label">{t('game.won')}</span>
        <b
          className={`tone-${state.won > 0 ? 'up' : state.won < 0 ? 'down' : 'flat'}`}
          data-testid="game-won"
        >
          {signed(state.won)}
        </b>
      </div>
      <div>
        <span className="game-label">{t('game.rank')}</span>
        <b data-testid="game-rank">{state.rank ?? '--'}</b>
      </div>
    </section>
  );
}

/** Open predictions with their countdowns (by the server's clock). */
export function OpenList({ state }: { state: GameState & { offsetMs: number } }) {
  const { t } = useTranslation();
  const now = useNow(500, state.open.length > 0);
  if (state.open.length === 0) return null;
  return (
    <section className="game-open card" data-testid="game-open">
      <h4>{t('game.open')}</h4>
      {state.open.map((p) => {
        const left = secondsLeft(p.end_at, now, state.offsetMs);
        return (
          <div key={p.id} className="game-row" data-testid="game-open-row">
            <span>
              <b className={p.direction === 'up' ? 'tone-up' : 'tone-down'}>
                {p.direction === 'up' ? '▲' : '▼'} {p.symbol}
              </b>
              <small>
                {t('game.from', { price: formatNumber(p.start_price, { decimals: 8, minDecimals: 2 }) })} ·{' '}
                {t('game.pointsShort', { points: p.points })}
              </small>
            </span>
            <span className="game-left" data-testid="game-countdown">
              {left > 0 ? t('game.left', { seconds: left }) : t('game.settling')}
            </span>
          </div>
        );
      })}
    </section>
  );
}

/** One settled (or open) prediction as a line. */
export function PredictionLine({ p }: { p: GamePrediction }) {
  const { t } = useTranslation();
  const net = netPoints(p);
  return (
    <div className="game-row" data-testid="game-result-row" data-result={p.result ?? 'open'}>
      <span>
        <b>
          {p.direction === 'up' ? '▲' : '▼'} {p.symbol} · {t('game.secondsShort', { seconds: p.seconds })}
        </b>
        <small>
          {formatNumber(p.start_price, { decimals: 8, minDecimals: 2 })} →{' '}
          {p.end_price ? formatNumber(p.end_price, { decimals: 8, minDecimals: 2 }) : '--'}
        </small>
      </span>
      <span className={`game-result tone-${resultTone(p.result)}`}>
        <b>{p.result ? t(`game.result.${p.result}`) : t('game.settling')}</b>
        <small>{net === null ? t('game.pointsShort', { points: p.points }) : signed(net)}</small>
      </span>
    </div>
  );
}

/** The latest results (first page of my history). */
export function RecentResults() {
  const { t } = useTranslation();
  const history = useGameHistory(true);
  const recent = flattenPages(history.data?.pages)
    .filter((p) => p.result !== null)
    .slice(0, 3);
  if (recent.length === 0) return null;
  return (
    <section className="game-recent card" data-testid="game-recent">
      <h4>{t('game.recent')}</h4>
      {recent.map((p) => (
        <PredictionLine key={p.id} p={p} />
      ))}
    </section>
  );
}
