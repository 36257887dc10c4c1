import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { bonusDetails } from '../../stores/records.ts';
import { pagesOf, RecordsFilter, RecordsTable, RecordsView } from './RecordsView.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useRecords } from './use-records.ts';
import { useRealMemberGate } from '../ui/real-member.tsx';

const STATUSES = ['ALL', 'OPEN', 'MET'] as const;

/**
 * /member/bonusDetails: the bonuses paid in a period (promotions, reward-centre prizes, raffle
 * prizes, VIP upgrades), each with the valid bet it requires and how much of it is done; above
 * them, what all open bonuses still require before a withdrawal (whatever the period).
 */
export function BonusDetails() {
  return useRealMemberGate() ?? <BonusDetailsPage />;
}

function BonusDetailsPage() {
  const r = useRecords(bonusDetails, { status: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    status: filters.status as (typeof STATUSES)[number],
    pageNo,
  }));
  const when = momentFormat();
  const value = r.value;
  return (
    <>
      {value && (
        <p className={value.turnoverRemaining > 0 ? 'turnover-open' : 'turnover-met'} data-testid="turnover-remaining">
          {value.turnoverRemaining > 0
            ? t('island.bonus.turnoverLeft', { amount: money(value.turnoverRemaining) })
            : t('island.bonus.turnoverNone')}
        </p>
      )}
      <RecordsView
        state={r}
        summary={value ? t('island.bonus.totals', { count: value.totalCount, amount: money(value.totalAmount) }) : ''}
        {...pagesOf(value)}
        emptyText={t('island.bonus.empty')}
        filters={
          <RecordsFilter
            id="bonus-status"
            label={t('island.bonus.status')}
            value={r.filters.status}
            options={STATUSES.map((s) => [s, t(`island.bonus.status.${s}`)])}
            onChange={(s) => r.chooseFilter('status', s)}
          />
        }
      >
        <RecordsTable
          columns={[
            [t('island.records.col.time')],
            [t('island.bonus.col.bonus')],
            [t('island.records.col.amount'), true],
            [t('island.bonus.col.turnover'), true],
          ]}
          rows={value?.list}
          row={(b) => (
            <tr key={b.bonusId} data-bonus={b.bonusId}>
              <td>{when.format(b.grantedAt)}</td>
              <td>
                {b.title}
                <span className="muted bonus-note">{t(`island.bonus.source.${b.source}`)}</span>
              </td>
              <td className="num">{money(b.amount)}</td>
              <td className="num">
                {b.turnoverRequired > 0
                  ? t('island.bonus.progress', { done: money(b.turnoverDone), required: money(b.turnoverRequired) })
                  : t('island.bonus.noTurnover')}
                <span className="muted bonus-note">
                  {b.metAt === null ? t('island.bonus.open') : t('island.bonus.met', { when: when.format(b.metAt) })}
                </span>
              </td>
            </tr>
          )}
        />
      </RecordsView>
    </>
  );
}
