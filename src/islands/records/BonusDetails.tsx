import type { BonusRecord } from '../../../contract/generated/member-bonus-details.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { bonusDetails } from '../../stores/records.ts';
import { countText, Figures, pagesOf, RecordsView } from './RecordsView.tsx';
import { SelectField } from '../ui/Field.tsx';
import { column, figureColumn, moneyColumn, RecordsTable, timeColumn } from './RecordsTable.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useRecords } from './use-records.ts';
import { forRealMembers } from '../ui/real-member.tsx';

const STATUSES = ['ALL', 'OPEN', 'MET'] as const;

/**
 * /member/bonusDetails: the bonuses paid in a period (promotions, reward-centre prizes, raffle
 * prizes, VIP upgrades), each with the valid bet it requires and how much of it is done; above
 * them, what all open bonuses still require before a withdrawal (whatever the period).
 */
export const BonusDetails = forRealMembers(BonusDetailsPage);

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
        summary={
          value && (
            <Figures
              items={[
                [t('island.bonus.total.count'), countText(value.totalCount)],
                [t('island.bonus.total.amount'), money(value.totalAmount)],
              ]}
            />
          )
        }
        {...pagesOf(value)}
        emptyText={t('island.bonus.empty')}
        filters={
          <SelectField
            id="bonus-status"
            label={t('island.bonus.status')}
            options={STATUSES.map((s) => [s, t(`island.bonus.status.${s}`)])}
            {...r.filter('status')}
          />
        }
      >
        <RecordsTable<BonusRecord>
          rows={value?.list}
          columns={[
            timeColumn((b) => b.grantedAt),
            column(t('island.bonus.col.bonus'), (b) => (
              <>
                {b.title}
                <span className="muted bonus-note">{t(`island.bonus.source.${b.source}`)}</span>
              </>
            )),
            moneyColumn(t('island.records.col.amount'), (b) => b.amount),
            figureColumn(t('island.bonus.col.turnover'), (b) => (
              <>
                {b.turnoverRequired > 0
                  ? t('island.bonus.progress', { done: money(b.turnoverDone), required: money(b.turnoverRequired) })
                  : t('island.bonus.noTurnover')}
                <span className="muted bonus-note">
                  {b.metAt === null ? t('island.bonus.open') : t('island.bonus.met', { when: when.format(b.metAt) })}
                </span>
              </>
            )),
          ]}
          rowKey={(b) => b.bonusId}
          rowData={(b) => ({ 'data-bonus': b.bonusId })}
        />
      </RecordsView>
    </>
  );
}
