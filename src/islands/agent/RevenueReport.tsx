import type { RevenueRow } from '../../../contract/generated/agent-report-revenue.ts';
import { t } from '../../client/t.ts';
import type { GameType } from '../../../contract/generated/common.ts';
import { money } from '../ui/money.ts';
import { vendorName } from '../../shared/vendors.ts';
import { teamRevenue } from '../../stores/records.ts';
import { gameTypeOptions, RecordsView } from '../records/RecordsView.tsx';
import { column } from '../records/RecordsTable.tsx';
import { useRecords } from '../records/use-records.ts';
import { PlayReportTable, playReportView } from './report-parts.tsx';
import { SelectField } from '../ui/Field.tsx';

/**
 * /agentHome/agentRevenueReport: what the agent's whole team (every level below) played in a
 * period of the merchant's days, by game type and vendor: bets, active players, stakes, valid bet,
 * payouts and the house's profit, with the totals (a player of two vendors counted once).
 */
export function RevenueReport() {
  const r = useRecords(teamRevenue, { gameType: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    gameType: filters.gameType as GameType | 'ALL',
    pageNo,
  }));
  const value = r.value;
  return (
    <RecordsView
      state={r}
      {...playReportView(value, money)}
      filters={
        <SelectField id="report-game-type" label={t('island.reports.col.gameType')} options={gameTypeOptions()} {...r.filter('gameType')} />
      }
    >
      <PlayReportTable<RevenueRow>
        rows={value?.list}
        columns={[
          column(t('island.reports.col.gameType'), (row) => t(`gameType.${row.gameType}`)),
          column(t('island.reports.col.vendor'), (row) => vendorName(row.vendor)),
        ]}
        totals={value?.totals}
        rowKey={(row) => `${row.gameType} ${row.vendor}`}
        rowData={(row) => ({ 'data-vendor': row.vendor })}
      />
    </RecordsView>
  );
}
