import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../../client/error-text.ts';
import { pageConfig } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { $raffle, claimRafflePrize, loadRaffle, type RaffleView } from '../../../stores/rewards.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { Loading } from '../../ui/Loading.tsx';

type Won = RaffleView['won'][number];

/** The current raffle (the member's entries, its draw time and prizes) and the prizes the member won, to claim. */
export function RaffleSection({ money }: { money: (major: number) => string }) {
  const view = useStore($raffle);
  const when = new Intl.DateTimeFormat(document.documentElement.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: pageConfig().timezone,
  });
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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `raffle-won-${prize.prizeId}`;
  const claim = () => {
    setBusy(true);
    claimRafflePrize(prize.prizeId)
      .then(
        (amount) => setOutcome({ ok: true, text: t('island.raffle.claimed', { amount: money(amount) }) }),
        (error) => setOutcome({ ok: false, text: errorText(error) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <li className="raffle-win" data-prize={prize.prizeId} data-claimed={prize.claimed}>
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
      <p role="status" className={outcome && !outcome.ok ? 'form-error' : 'form-success'}>
        {outcome?.text ?? ''}
      </p>
    </li>
  );
}
