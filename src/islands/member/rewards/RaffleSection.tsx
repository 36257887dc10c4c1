import { useStore } from '@nanostores/react';
import { t } from '../../../client/t.ts';
import { $raffle, claimRafflePrize, loadRaffle, type RaffleView } from '../../../stores/rewards.ts';
import { ClaimStatus, useClaim } from '../../ui/claim.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { Loading } from '../../ui/Loading.tsx';
import { momentFormat } from '../../ui/moment.ts';

type Won = RaffleView['won'][number];

/** The current raffle (the member's entries, its draw time and prizes) and the prizes the member won, to claim. */
export function RaffleSection({ money }: { money: (major: number) => string }) {
  const view = useStore($raffle);
  const when = momentFormat();
  const { failed, retry } = useLoad(loadRaffle);
  const raffle = view?.raffle;
  return (
    <section aria-labelledby="raffle-title" className="raffle">
      <h2 id="raffle-title" className="section-title">
        {raffle ? raffle.title : t('island.raffle.title')}
      </h2>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !view ? (
        <Loading>{t('island.loading')}</Loading>
      ) : (
        <>
          {view.won.length > 0 && (
            <ul className="raffle-won" aria-label={t('island.raffle.yourPrizes')}>
              {view.won.map((w) => (
                <WonPrize key={w.prizeId} prize={w} money={money} />
              ))}
            </ul>
          )}
          {raffle ? (
            <>
              <p data-testid="raffle-entries">
                <strong>{t('island.raffle.entries', { count: raffle.entries })}</strong>{' '}
                <span className="muted">{t('island.raffle.entryUnit', { amount: money(raffle.entryUnit) })}</span>
              </p>
              <p className="muted">
                {raffle.drawn
                  ? t('island.raffle.drawn', { time: when.format(raffle.drawAt) })
                  : t('island.raffle.drawAt', { from: when.format(raffle.startsAt), time: when.format(raffle.drawAt) })}
              </p>
              <ol className="raffle-prizes" aria-label={t('island.raffle.prizes')}>
                {raffle.prizes.map((p) => (
                  <li key={p.rank}>{t('island.raffle.prize', { rank: p.rank, amount: money(p.amount) })}</li>
                ))}
              </ol>
            </>
          ) : (
            <p className="muted">{t('island.raffle.none')}</p>
          )}
        </>
      )}
    </section>
  );
}

function WonPrize({ prize, money }: { prize: Won; money: (major: number) => string }) {
  const { busy, outcome, claim } = useClaim(
    () => claimRafflePrize(prize.prizeId),
    (amount) => t('island.raffle.claimed', { amount: money(amount) }),
  );
  const id = `raffle-won-${prize.prizeId}`;
  return (
    <li className="raffle-win surface" data-prize={prize.prizeId} data-claimed={prize.claimed}>
      <p id={id}>
        <strong>{t('island.raffle.won', { rank: prize.rank, amount: money(prize.amount), title: prize.title })}</strong>
      </p>
      {prize.claimed ? (
        <p className="mission-done">{t('island.raffle.isClaimed')}</p>
      ) : (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-describedby={id} onClick={claim}>
          {t('island.raffle.claim')}
        </button>
      )}
      <ClaimStatus outcome={outcome} />
    </li>
  );
}
