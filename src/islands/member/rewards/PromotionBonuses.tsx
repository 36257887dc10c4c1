import { useState } from 'react';
import { errorText } from '../../../client/error-text.ts';
import { sitePath } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { claimPromotion, loadPromotionList, type Promotion } from '../../../stores/promotions.ts';
import { loadRewardSummary } from '../../../stores/rewards.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useLoad } from '../../ui/use-load.ts';

/**
 * The promotion bonuses issued to the member and not claimed yet (a qualifying deposit, an
 * approved application), each claimed here as on /promotions: paid once by the gateway, with the
 * promotion's turnover requirement. The announcement popup's go-to-promotion button lands here
 * for promotions that are not tickets.
 */
export function PromotionBonuses({ money }: { money: (major: number) => string }) {
  const [issued, setIssued] = useState<Promotion[] | null>(null);
  const { failed, retry } = useLoad(() => loadPromotionList().then((list) => setIssued(list.filter((p) => p.state === 'ISSUED'))));
  return (
    <section id="reward-promotions" tabIndex={-1} aria-labelledby="reward-promotions-title">
      <h2 id="reward-promotions-title" className="section-title">
        {t('island.rewards.promotions')}
      </h2>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !issued ? (
        <p className="placeholder" aria-busy="true">
          {t('island.loading')}
        </p>
      ) : issued.length ? (
        <ul className="reward-cards">
          {issued.map((p) => (
            <IssuedBonus key={p.promotionId} promotion={p} money={money} />
          ))}
        </ul>
      ) : (
        <p className="muted">
          {t('island.rewards.noPromotions')} <a href={sitePath('promotions')}>{t('island.rewards.seePromotions')}</a>
        </p>
      )}
    </section>
  );
}

function IssuedBonus({ promotion, money }: { promotion: Promotion; money: (major: number) => string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const id = `reward-promotion-${promotion.promotionId}`;
  const claim = () => {
    setBusy(true);
    claimPromotion(promotion.promotionId)
      .then(
        (amount) => {
          setOutcome({ ok: true, text: t('island.promotions.claimed', { amount: money(amount) }) });
          return loadRewardSummary();
        },
        (error) => setOutcome({ ok: false, text: errorText(error) }),
      )
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <li className="raffle-win" data-promotion={promotion.promotionId}>
      <p id={id}>
        <strong>{promotion.title}</strong>
      </p>
      <p>{t('island.rewards.promotionBonus', { amount: money(promotion.amount ?? 0), times: promotion.turnoverMultiple })}</p>
      {outcome?.ok ? null : (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-describedby={id} onClick={claim}>
          {t('island.rewards.claimPromotion')}
        </button>
      )}
      <p role="status" className={outcome && !outcome.ok ? 'form-error' : 'form-success'}>
        {outcome?.text}
      </p>
    </li>
  );
}
