// A lottery page (/lottery, /seaLottery, /vnLottery, /zyLottery): the prize mode's games with their draw
// interval and a live countdown to the next draw, a favourites filter (favourites kept in this
// browser per username), the chosen game's latest results with its play buttons (betting view or
// lottery lobby), and the player's recent lottery games. A gameCode query parameter chooses a game.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { LotteryGame } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { countdownText, nextDraw, type LotteryPage } from '../../shared/prize-mode.ts';
import {
  $draws,
  $lottery,
  $lotteryFavourites,
  $lotteryFilter,
  loadDraws,
  playLottery,
  retryLottery,
  selectLottery,
  startLottery,
  toggleLotteryFavourite,
} from '../../stores/lottery.ts';

const pageOf = (element: HTMLElement) => (element.dataset['island'] ?? 'lottery') as LotteryPage;

/** Loads the page's games before the island replaces the placeholder. */
export function prepareLottery(element: HTMLElement): Promise<void> {
  return startLottery(pageOf(element), new URLSearchParams(location.search).get('gameCode'));
}

/** The time now, ticking every second while the component is mounted (one timer for every countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const intervalText = (minutes: number) =>
  minutes >= 1440 && minutes % 1440 === 0 ? t('games.lottery.daily') : t('games.lottery.everyMinutes', { minutes });

/** Seconds until a game's next draw, as the countdown shows them. */
const secondsLeft = (game: LotteryGame, now: number) => (nextDraw(game.nextDrawTime, game.drawIntervalMinutes, now) - now) / 1000;

function Star({ game, on }: { game: LotteryGame; on: boolean }) {
  return (
    <button
      type="button"
      className="lottery-star"
      aria-pressed={on}
      aria-label={t(on ? 'games.removeFavourite' : 'games.addFavourite', { name: game.gameName })}
      onClick={() => toggleLotteryFavourite(game.gameCode)}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
      </svg>
    </button>
  );
}

export function Lottery({ element }: { element: HTMLElement }) {
  const { status, mode, games, recent, selected } = useStore($lottery);
  const draws = useStore($draws);
  const favourites = useStore($lotteryFavourites);
  const filter = useStore($lotteryFilter);
  const now = useNow();
  const listTitle = useId();
  const chosen = games.find((g) => g.gameCode === selected) ?? null;
  // The chosen game's next draw: when it passes, that draw's numbers are out.
  const chosenDraw = chosen ? nextDraw(chosen.nextDrawTime, chosen.drawIntervalMinutes, now) : 0;
  const [linked] = useState(() => new URLSearchParams(location.search).get('gameCode'));

  // When the chosen game's draw passes, its results load again (choosing a game loads them itself).
  const seen = useRef({ gameCode: selected, draw: chosenDraw });
  useEffect(() => {
    const before = seen.current;
    seen.current = { gameCode: selected, draw: chosenDraw };
    if (selected && before.gameCode === selected && before.draw !== chosenDraw) void loadDraws(selected);
  }, [selected, chosenDraw]);

  useEffect(() => {
    // A linked game is scrolled into view once.
    if (linked) element.querySelector('.lottery-game.selected')?.scrollIntoView({ block: 'nearest' });
  }, [element, linked]);

  if (status === 'error') {
    return <LoadFailed onRetry={() => void retryLottery()} />;
  }
  const shown = filter === 'favourites' ? games.filter((g) => favourites.has(g.gameCode)) : games;
  return (
    <div className="lottery" data-prize-mode={mode ?? undefined} aria-busy={status === 'loading'}>
      {mode && <p className="lottery-mode">{t(`games.lottery.mode.${mode}`)}</p>}
      <div className="lottery-layout">
        <section className="lottery-panel surface" aria-labelledby={listTitle}>
          <h2 id={listTitle}>{t('games.lottery.games')}</h2>
          <div className="lottery-filter" role="group" aria-label={t('games.lottery.show')}>
            <button type="button" aria-pressed={filter === 'all'} onClick={() => $lotteryFilter.set('all')}>
              {t('games.lottery.all')}
            </button>
            <button type="button" aria-pressed={filter === 'favourites'} onClick={() => $lotteryFilter.set('favourites')}>
              {t('games.lottery.favourites')}
            </button>
          </div>
          {status === 'ready' && games.length === 0 && <p className="games-empty">{t('games.empty')}</p>}
          {filter === 'favourites' && games.length > 0 && shown.length === 0 && (
            <p className="games-empty">{t('games.lottery.noFavourites')}</p>
          )}
          <ul className="lottery-games">
            {shown.map((game) => (
              <li
                key={game.gameCode}
                className={game.gameCode === selected ? 'lottery-game selected' : 'lottery-game'}
                data-game-code={game.gameCode}
              >
                <button
                  type="button"
                  className="lottery-game-select"
                  aria-current={game.gameCode === selected ? 'true' : undefined}
                  onClick={() => selectLottery(game.gameCode)}
                >
                  <span className="lottery-game-name">{game.gameName}</span>
                  <span className="lottery-game-interval">{intervalText(game.drawIntervalMinutes)}</span>
                </button>
                <span className="lottery-countdown" role="timer" aria-label={t('games.lottery.nextDraw')}>
                  {countdownText(secondsLeft(game, now))}
                </span>
                <Star game={game} on={favourites.has(game.gameCode)} />
              </li>
            ))}
          </ul>
        </section>
        {chosen && (
          <section className="lottery-panel surface lottery-detail" aria-label={chosen.gameName}>
            <h2>{chosen.gameName}</h2>
            <p className="muted">
              {intervalText(chosen.drawIntervalMinutes)} · {t('games.lottery.issue', { numero: chosen.currentNumero })}
            </p>
            <p>
              {t('games.lottery.nextDraw')}{' '}
              <span className="lottery-countdown" role="timer">
                {countdownText(secondsLeft(chosen, now))}
              </span>
            </p>
            <h3>{t('games.lottery.results')}</h3>
            {draws.status === 'error' && <p className="games-error">{t('games.lottery.resultsFailed')}</p>}
            {draws.status === 'ready' && draws.list.length === 0 && <p className="muted">{t('games.lottery.noResults')}</p>}
            <ol className="lottery-draws" aria-busy={draws.status === 'loading'}>
              {draws.list.map((draw) => (
                <li key={draw.numero} className="lottery-draw">
                  <span className="lottery-draw-issue">{t('games.lottery.issue', { numero: draw.numero })}</span>
                  <span className="lottery-balls">
                    {draw.numbers.map((n, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its place in the draw (numbers repeat)
                      <span key={i} className="lottery-ball">
                        {n}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ol>
            <div className="lottery-actions">
              <button type="button" className="btn btn-primary" onClick={(e) => playLottery(chosen, 'betting', e.currentTarget)}>
                {t('games.lottery.bet')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={(e) => playLottery(chosen, 'lobby', e.currentTarget)}>
                {t('games.lottery.lobby')}
              </button>
            </div>
          </section>
        )}
      </div>
      {recent.length > 0 && (
        <section className="lottery-recent" aria-label={t('games.lottery.recent')}>
          <h2>{t('games.lottery.recent')}</h2>
          <ul>
            {recent.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-current={game.gameCode === selected ? 'true' : undefined}
                  onClick={() => selectLottery(game.gameCode)}
                >
                  {game.gameName}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
