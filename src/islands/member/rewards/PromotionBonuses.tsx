import { useEffect, useState } from 'react';
import { sitePath } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { promotionAnchor, promotionOfAnchor } from '../../../shared/reward-anchor.ts';
import { claimPromotion, loadPromotionList, type Promotion } from '../../../stores/promotions.ts';
import { loadRewardSummary } from '../../../stores/rewards.ts';
import { ClaimStatus, useClaim } from '../../ui/claim.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { AdvertisedPromotion } from './AdvertisedPromotion.tsx';
import { landAt, landingAnchor } from './landing.ts';
import { Loading } from '../../ui/Loading.tsx';

/**
 * The promotion bonuses issued to the member and not claimed yet (a qualifying deposit, an
 * approved application), each claimed here as on /promotions: paid once by the gateway, with the
 * promotion's turnover requirement. The announcement popup's go-to-promotion button lands here:
 * on the card of the promotion the announcement advertises (#reward-promotion-<id>; one not issued
 * to the member shows first, with its state and what it allows), else on the section.
 */
export function PromotionBonuses({ money }: { money: (major: number) => string }) {
  const [list, setList] = useState<Promotion[] | null>(null);
  const { failed, retry } = useLoad(() => loadPromotionList().then(setList));
  const [wanted] = useState(() => promotionOfAnchor(landingAnchor()));
  const loaded = list !== null;
  useEffect(() => {
    if (loaded && wanted !== null && !landAt(promotionAnchor(wanted))) landAt('reward-promotions');
  }, [loaded, wanted]);
  const issued = list?.filter((p) => p.state === 'ISSUED') ?? null;
  const advertised = list?.find((p) => p.promotionId === wanted && p.state !== 'ISSUED');
  /** Puts the gateway's new state of the advertised promotion in the list (it joined). */
  const replace = (next: Promotion) => setList((all) => all?.map((p) => (p.promotionId === next.promotionId ? next : p)) ?? null);
  return (
    <section id="reward-promotions" tabIndex={-1} aria-labelledby="reward-promotions-title">
      <h2 id="reward-promotions-title" className="section-title">
        {t('island.rewards.promotions')}
      </h2>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !issued ? (
        <Loading>{t('island.loading')}</Loading>
      ) : (
        <>
          {(advertised || issued.length > 0) && (
            <ul className="reward-cards">
              {advertised && <AdvertisedPromotion promotion={advertised} money={money} onChange={replace} />}
              {issued.map((p) => (
                <IssuedBonus key={p.promotionId} promotion={p} money={money} />
              ))}
            </ul>
          )}
          {issued.length === 0 && (
            <p className="muted">
              {t('island.rewards.noPromotions')} <a href={sitePath('promotions')}>{t('island.rewards.seePromotions')}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function IssuedBonus({ promotion, money }: { promotion: Promotion; money: (major: number) => string }) {
  const { busy, outcome, claim } = useClaim(
    () => claimPromotion(promotion.promotionId),
    (amount) => t('island.promotions.claimed', { amount: money(amount) }),
    loadRewardSummary,
  );
  const id = promotionAnchor(promotion.promotionId);
  return (
    // Its own place in the reward centre: the go-to-promotion button of an announcement of it lands here.
    <li className="raffle-win surface" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} data-promotion={promotion.promotionId}>
      <p id={`${id}-title`}>
        <strong>{promotion.title}</strong>
      </p>
      <p>{t('island.rewards.promotionBonus', { amount: money(promotion.amount ?? 0), times: promotion.turnoverMultiple })}</p>
      {outcome?.ok ? null : (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-describedby={`${id}-title`} onClick={claim}>
          {t('island.rewards.claimPromotion')}
        </button>
      )}
      <ClaimStatus outcome={outcome} />
    </li>
  );
}
