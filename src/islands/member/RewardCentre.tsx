import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { promotionOfAnchor } from '../../shared/reward-anchor.ts';
import { $rewardSummary, $rewardTickets, loadRewardSummary, loadRewardTickets } from '../../stores/rewards.ts';
import { column, figureColumn, RecordsTable } from '../records/RecordsTable.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { forRealMembers } from '../ui/real-member.tsx';
import { landAt, landingAnchor } from './rewards/landing.ts';
import { PromotionBonuses } from './rewards/PromotionBonuses.tsx';
import { RaffleSection } from './rewards/RaffleSection.tsx';
import { TicketCard } from './rewards/TicketCard.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { momentFormat } from '../ui/moment.ts';

const KINDS = ['RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG'] as const;

/**
 * /member/rewardCenter: what the member can claim now. Their red envelopes, wheel spins and
 * golden eggs (each opened for the prize the gateway draws, with its own small animation), the
 * current raffle and a won prize to claim, and the tickets opened so far with what each paid.
 */
export const RewardCentre = forRealMembers(RewardCentrePage);

function RewardCentrePage() {
  const tickets = useStore($rewardTickets);
  const summary = useStore($rewardSummary);
  const { failed, retry } = useLoad(() => Promise.all([loadRewardTickets(), loadRewardSummary()]));
  // Arriving from an announcement's go-to-promotion button (#reward-…): that place, once it shows.
  // A promotion's own card is PromotionBonuses' to land on, once its list shows.
  const shown = tickets !== null;
  useEffect(() => {
    const anchor = landingAnchor();
    if (shown && anchor && promotionOfAnchor(anchor) === null) landAt(anchor);
  }, [shown]);
  if (failed) return <LoadFailed message={failed} onRetry={retry} />;
  if (!tickets) return <Loading>{t('island.loading')}</Loading>;
  return (
    <div className="reward-centre">
      <PromotionBonuses money={money} />
      <TitledSection titleId="rewards-tickets-title" title={t('island.rewards.tickets')}>
        {summary && <p className="muted">{t('island.rewards.available', { count: summary.availablePromoCount })}</p>}
        <ul className="reward-cards">
          {KINDS.map((kind) => (
            <TicketCard
              key={kind}
              kind={kind}
              tickets={tickets.tickets.filter((x) => x.kind === kind)}
              prizes={tickets.prizes.filter((p) => p.kind === kind)}
              money={money}
            />
          ))}
        </ul>
      </TitledSection>
      <RaffleSection money={money} />
      <History history={tickets.history} money={money} />
    </div>
  );
}

function History({
  history,
  money,
}: {
  history: NonNullable<ReturnType<typeof $rewardTickets.get>>['history'];
  money: (major: number) => string;
}) {
  const when = momentFormat();
  return (
    <TitledSection titleId="rewards-history-title" title={t('island.rewards.history')}>
      {history.length === 0 ? (
        <p className="muted">{t('island.rewards.history.empty')}</p>
      ) : (
        <RecordTable label={t('island.rewards.history.table')}>
          <RecordsTable<(typeof history)[number]>
            className="reward-history"
            rows={history}
            rowKey={(h) => h.ticketId}
            rowData={(h) => ({ 'data-ticket': h.ticketId })}
            columns={[
              column(t('island.rewards.col.opened'), (h) => when.format(h.openedAt)),
              { label: t('island.rewards.col.kind'), rowHeader: true, cell: (h) => t(`island.rewards.kind.${h.kind}`) },
              figureColumn(t('island.rewards.col.prize'), (h) => (h.prize > 0 ? money(h.prize) : t('island.rewards.noPrize.short'))),
            ]}
          />
        </RecordTable>
      )}
    </TitledSection>
  );
}
